import type { ReactNode } from 'react';

/** The sections of the notice, in order: the index and the headings come from this one list. */
export const privacySections = [
  { id: 'introduzione', title: 'Introduzione' },
  { id: 'contatti', title: 'Contatti' },
  { id: 'dati-raccolti', title: 'Tipologie di dati raccolti' },
  { id: 'modalita-e-luogo', title: 'Modalità e luogo del trattamento' },
  { id: 'trattamenti', title: 'Trattamenti in dettaglio' },
  { id: 'ulteriori-informazioni', title: 'Ulteriori informazioni' },
  { id: 'diritti', title: "Diritti dell'interessato" },
] as const;

export type PrivacySectionId = (typeof privacySections)[number]['id'];

/** The id of the top of the page (title and index), target of every "Torna su" link. */
export const PRIVACY_TOP_ID = 'inizio';

export function PrivacySection({ id, children }: { id: PrivacySectionId; children: ReactNode }) {
  const { title } = privacySections.find((section) => section.id === id) ?? { title: id };
  const headingId = `${id}-titolo`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6 border-t border-rule pt-8">
      <h2 id={headingId} className="font-sans text-xl font-semibold text-ink sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
      <p className="mt-6 font-sans text-sm">
        <a href={`#${PRIVACY_TOP_ID}`} className="inline-block py-1">
          <span aria-hidden="true">↑ </span>Torna su
        </a>
      </p>
    </section>
  );
}

/** A sub-heading inside a section (h3, under the section's h2). */
export function PrivacySubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 font-sans text-base font-semibold text-ink">{children}</h3>;
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-ink-muted">{children}</ul>;
}
