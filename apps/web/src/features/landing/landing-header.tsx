import { paths } from '../../lib/paths';

/** The header of /discover: plain links into the SPA, which the browser loads for them. */
export function LandingHeader() {
  return (
    <header className="border-b border-rule bg-paper-raised/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <a href={paths.discover} className="font-serif text-xl font-semibold text-ink no-underline">
          Brocardo
        </a>
        <nav aria-label="Accesso" className="flex items-center gap-2 sm:gap-3">
          <a
            href={paths.login}
            className="rounded-md px-3 py-2 text-sm font-semibold text-accent no-underline hover:bg-accent-soft"
          >
            Accedi
          </a>
          <a
            href={paths.register}
            className="rounded-md bg-accent px-3 py-2 text-sm font-semibold text-paper-raised no-underline hover:bg-accent-strong"
          >
            Inizia il Test Gratuito
          </a>
        </nav>
      </div>
    </header>
  );
}
