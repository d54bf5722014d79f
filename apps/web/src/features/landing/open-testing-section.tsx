import { paths } from '../../lib/paths';

/** The open-testing call to action (spec 2 §1, §2.3). */
export function OpenTestingSection() {
  return (
    <section aria-labelledby="test-title" className="bg-accent text-paper-raised">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="test-title" className="font-serif text-3xl font-semibold">
            Prova Brocardo durante il test aperto
          </h2>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-paper-raised/90">
            La registrazione è gratuita e non chiede una carta di credito: crea un account, verifica l’email e
            inizia a lavorare con i punti del piano di prova.
          </p>
        </div>
        <a
          href={paths.register}
          className="shrink-0 rounded-md bg-paper-raised px-5 py-3 text-base font-semibold text-accent no-underline hover:bg-accent-soft"
        >
          Inizia il Test Gratuito
        </a>
      </div>
    </section>
  );
}
