import { paths } from '../../lib/paths';

const placeholderClass = 'cursor-not-allowed text-ink-muted';

export function LandingFooter() {
  return (
    <footer className="border-t border-rule bg-paper">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-ink-muted">Brocardo — assistente legale AI per gli studi legali italiani</p>
        <nav aria-label="Piè di pagina">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <a href="#funzionalita">Funzionalità</a>
            </li>
            <li>
              <a href="#contatti">Contatti</a>
            </li>
            <li>
              <a href={paths.register}>Registrati</a>
            </li>
            <li>
              <a href={paths.privacyPolicy}>Privacy Policy</a>
            </li>
            {/* Placeholders without a target (spec 2 §2.3): shown, but not links. */}
            <li>
              <span aria-disabled="true" title="Disponibile a breve" className={placeholderClass}>
                Documentazione
              </span>
            </li>
            <li>
              <span aria-disabled="true" title="Disponibile a breve" className={placeholderClass}>
                Termini di Servizio
              </span>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
