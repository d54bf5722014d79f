import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../lib/paths';
import {
  CollectedDataSection,
  ContactsSection,
  IntroductionSection,
  MethodsAndPlaceSection,
} from './privacy-overview-sections';
import { FurtherInformationSection, ProcessingSection } from './privacy-processing-sections';
import { RightsSection } from './privacy-rights-section';
import { PRIVACY_TOP_ID, privacySections } from './privacy-section';
import { useInitialHashScroll } from './use-initial-hash-scroll';
import { usePrivacyInfo } from './use-privacy-info';

const PAGE_TITLE = 'Informativa sulla privacy';

/** '2026-11-24' → '24 novembre 2026'; anything unparsable is shown as it came. */
export function formatNoticeDate(isoDate: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/*
 * Mounted by the SPA router and by its own small public entry (src/public/privacy-policy.tsx), so it
 * uses no router, no query cache and no API client: plain anchors and one fetch.
 */
export function PrivacyPolicyPage() {
  useDocumentTitle(PAGE_TITLE);
  const state = usePrivacyInfo();
  useInitialHashScroll(state.status !== 'loading');
  const controllerName = state.status === 'ready' ? state.info.controller.name : null;
  return (
    // smooth-anchor-scroll: the index scrolls smoothly to its sections (styles.css, reduced motion honoured).
    <div className="smooth-anchor-scroll flex min-h-screen flex-col bg-paper text-ink">
      <header className="border-b border-rule bg-paper-raised">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <a href={paths.discover} className="font-serif text-xl font-semibold text-ink no-underline">
            Brocardo
          </a>
          <a
            href={paths.discover}
            className="rounded-md px-3 py-2 font-sans text-sm font-semibold text-accent no-underline hover:bg-accent-soft"
          >
            <span aria-hidden="true">← </span>Torna alla presentazione
          </a>
        </div>
      </header>

      <main
        id={PRIVACY_TOP_ID}
        className="mx-auto w-full max-w-5xl flex-1 scroll-mt-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-x-12"
      >
        <div className="lg:col-span-2">
          <h1 className="font-serif text-3xl font-semibold text-ink sm:text-4xl">{PAGE_TITLE}</h1>
          <p className="mt-2 font-sans text-sm text-ink-muted">
            Ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR)
            {state.status === 'ready' && (
              <>
                {' · '}Ultimo aggiornamento:{' '}
                <time dateTime={state.info.updated_at} data-testid="privacy-updated-at">
                  {formatNoticeDate(state.info.updated_at)}
                </time>
              </>
            )}
          </p>
        </div>

        <nav
          aria-labelledby="indice-titolo"
          className="mt-8 rounded-md border border-rule bg-paper-raised p-4 font-sans text-sm lg:sticky lg:top-6 lg:self-start"
        >
          <p id="indice-titolo" className="font-semibold text-ink">
            Indice
          </p>
          <ol className="mt-2 space-y-1">
            {privacySections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block rounded py-1 no-underline hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="reading-text mt-8 min-w-0 space-y-10 text-[1.0625rem] text-ink [&_a]:underline">
          <IntroductionSection controllerName={controllerName} />
          <ContactsSection state={state} />
          <CollectedDataSection />
          <MethodsAndPlaceSection />
          <ProcessingSection state={state} />
          <FurtherInformationSection state={state} />
          <RightsSection state={state} />
        </div>
      </main>

      <footer className="border-t border-rule bg-paper">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 font-sans text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="text-ink-muted">Brocardo — assistente legale AI per gli studi legali italiani</p>
          <nav aria-label="Piè di pagina">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <a href={paths.discover}>Pagina di presentazione</a>
              </li>
              <li>
                <a href={`${paths.discover}#contatti`}>Contatti</a>
              </li>
              <li>
                <a href={`#${PRIVACY_TOP_ID}`}>Torna su</a>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
