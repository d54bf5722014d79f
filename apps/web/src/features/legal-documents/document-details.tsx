import {
  checkFilingLength,
  type LegalArea,
  type LegalDocumentResource,
  type LegalDocumentType,
  OUTSIDE_CORPUS_LABEL,
} from '@brocardo/shared';
import type { ReactNode } from 'react';
import { noticeClass } from '../../components/notice';
import { RankedSources } from '../../components/ranked-sources';

const DAY = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (iso: string) => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
};

function Section({ title, tone, children }: { title: string; tone?: 'warning'; children: ReactNode }) {
  return (
    <section className={tone === 'warning' ? noticeClass('warning') : 'flex flex-col gap-1.5'}>
      <h3 className={`text-sm font-semibold ${tone === 'warning' ? '' : 'text-ink'}`}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * D.M. 110/2023: the length limits of civil filings, checked on the text as it is now (the one being
 * edited, or the one about to be exported). Each warning names its rule; nothing shows within limits.
 */
export function FilingWarnings({
  text,
  type,
  area,
}: {
  text: string;
  type: LegalDocumentType;
  area: LegalArea;
}) {
  const check = checkFilingLength(text, type, area);
  if (!check || check.warnings.length === 0) return null;
  return (
    <div role="note" data-testid="filing-warnings">
      <Section title="Limiti di lunghezza degli atti (D.M. 110/2023)" tone="warning">
        <ul className="list-disc pl-5 text-ink">
          {check.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** What the generation left with the text: unverified references, the AI review's notes, sources, terms. */
export function DocumentDetails({ document }: { document: LegalDocumentResource }) {
  const {
    unverified_references: references,
    enhancement_notes: notes,
    sources,
    deadlines,
  } = document.metadata;
  const unverified = references?.filter((reference) => !reference.act);
  const outsideActs = [...new Set(references?.flatMap((reference) => reference.act ?? []))];
  return (
    <div className="flex flex-col gap-4">
      {outsideActs.length > 0 && (
        <p className="text-sm text-ink" data-testid="outside-references">
          <span className="font-medium">Riferimenti fuori banca dati:</span>{' '}
          <span className="underline decoration-ink-muted decoration-dotted">{outsideActs.join(', ')}</span>{' '}
          <span className="text-ink-muted">
            ({OUTSIDE_CORPUS_LABEL}: il testo non è stato verificato, controllalo sulla fonte ufficiale)
          </span>
        </p>
      )}
      {unverified && unverified.length > 0 && (
        <div data-testid="unverified-references">
          <Section title="Riferimenti non verificati" tone="warning">
            <p className="text-ink">
              Il Database Legale non ha confermato questi riferimenti: controllali prima di usare il
              documento.
            </p>
            <ul className="mt-1 flex flex-col gap-1 text-ink">
              {unverified.map((reference) => (
                <li key={`${reference.text}-${reference.reason}`}>
                  <span className="font-medium underline decoration-warning decoration-dotted decoration-2">
                    {reference.text}
                  </span>{' '}
                  — {reference.reason}
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
      {notes && notes.length > 0 && (
        <Section title="Modifiche della revisione AI">
          <ul className="list-disc pl-5 text-sm text-ink" data-testid="enhancement-notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Section>
      )}
      {deadlines && deadlines.length > 0 && (
        <Section title="Termini calcolati">
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {deadlines.map((deadline) => (
              <li key={`${deadline.label}-${deadline.date}`}>
                <span className="font-medium">{deadline.label}:</span> {formatDay(deadline.date)}{' '}
                <span className="text-ink-muted">({deadline.rule})</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {sources && sources.length > 0 && (
        <Section title="Fonti utilizzate">
          <RankedSources sources={sources} testId="document-sources" />
        </Section>
      )}
    </div>
  );
}
