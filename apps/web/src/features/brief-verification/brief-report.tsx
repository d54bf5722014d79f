import type {
  BriefArticle,
  BriefDiffPart,
  BriefQuotation,
  BriefReference,
  BriefReferenceStatus,
  BriefVerificationResponse,
} from '@brocardo/shared';
import {
  JUDGMENT_NOTE,
  JUDGMENT_SOURCE_NOTE,
  passageText,
  QUOTATION_STATUS_LABEL,
  REFERENCE_STATUS_LABEL,
  summaryItems,
} from './brief-report-labels';

/** As the chat shows citation statuses: verified underlined in the accent, the others dotted. */
const referenceClass: Record<BriefReferenceStatus, string> = {
  verified: 'underline decoration-accent/60 underline-offset-4',
  abrogated: 'underline decoration-warning decoration-dashed underline-offset-4',
  not_found: 'underline decoration-critical decoration-dotted decoration-2 underline-offset-4 text-critical',
  outside_corpus: 'underline decoration-ink-muted decoration-dotted underline-offset-4',
};

const badgeClass: Record<BriefReferenceStatus, string> = {
  verified: 'border-accent/40 bg-accent-soft text-accent',
  abrogated: 'border-warning/60 bg-warning/5 text-ink',
  not_found: 'border-critical bg-critical/5 text-critical',
  outside_corpus: 'border-ink-muted/60 bg-paper text-ink',
};

function StoredArticle({ article }: { article: BriefArticle }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-accent">Testo dell’articolo</summary>
      <p className="mt-1 text-xs text-ink-muted">Testo vigente al {article.vigente_al}</p>
      <blockquote className="mt-1 whitespace-pre-line border-l-2 border-rule pl-3">{article.text}</blockquote>
    </details>
  );
}

function ReferenceItem({
  reference,
  article,
}: {
  reference: BriefReference;
  article: BriefArticle | undefined;
}) {
  return (
    <li className="border-b border-rule py-2 last:border-b-0" data-status={reference.status}>
      <div className="flex flex-wrap items-baseline gap-2">
        <span className={referenceClass[reference.status]}>{reference.text}</span>
        <span className={`rounded border px-1.5 text-xs ${badgeClass[reference.status]}`}>
          {REFERENCE_STATUS_LABEL[reference.status]}
        </span>
      </div>
      {reference.title && <p className="text-sm text-ink-muted">{reference.title}</p>}
      {reference.act_name && <p className="text-sm text-ink-muted">{reference.act_name}</p>}
      {article && <StoredArticle article={article} />}
    </li>
  );
}

/** The parts keyed by where each starts in the joined text: stable, unlike their index. */
function keyedParts(parts: readonly BriefDiffPart[]) {
  let offset = 0;
  return parts.map((part, index) => {
    const keyed = { ...part, key: `${offset}-${part.kind}`, spaced: index > 0 ? ' ' : '' };
    offset += part.text.length + 1;
    return keyed;
  });
}

/** The stored passage with the quotation's changes: dropped words struck through, added ones marked. */
export function DiffText({ parts }: { parts: readonly BriefDiffPart[] }) {
  return (
    <p className="leading-relaxed">
      {keyedParts(parts).map(({ key, kind, text, spaced }) => {
        if (kind === 'removed')
          return (
            <span key={key}>
              {spaced}
              <del className="bg-critical/10 text-critical">{text}</del>
            </span>
          );
        if (kind === 'added')
          return (
            <span key={key}>
              {spaced}
              <ins className="bg-accent-soft text-accent no-underline">{text}</ins>
            </span>
          );
        return <span key={key}>{`${spaced}${text}`}</span>;
      })}
    </p>
  );
}

function QuotationItem({ quotation }: { quotation: BriefQuotation }) {
  const altered = quotation.status === 'differs' || quotation.status === 'not_found';
  return (
    <li className="border-b border-rule py-3 last:border-b-0" data-status={quotation.status}>
      <p className={`text-sm font-semibold ${altered ? 'text-critical' : ''}`}>
        {QUOTATION_STATUS_LABEL[quotation.status]}
        {quotation.reference && <span className="font-normal text-ink-muted"> — {quotation.reference}</span>}
      </p>
      <p className="mt-1 text-xs text-ink-muted">Nell’atto</p>
      <blockquote className="border-l-2 border-rule pl-3">«{quotation.text}»</blockquote>
      {quotation.passage && (
        <>
          <p className="mt-2 text-xs text-ink-muted">Nel testo dell’articolo</p>
          <blockquote className="border-l-2 border-accent/40 pl-3">«{passageText(quotation)}»</blockquote>
        </>
      )}
      {quotation.diff && (
        <div className="mt-2 text-sm">
          <p className="text-xs text-ink-muted">
            Differenze (barrato: testo dell’articolo omesso; evidenziato: aggiunto)
          </p>
          <DiffText parts={quotation.diff} />
        </div>
      )}
    </li>
  );
}

const sectionTitle = 'text-base font-semibold text-ink';

export function BriefReport({ report }: { report: BriefVerificationResponse }) {
  const articles = new Map(report.articles.map((article) => [article.identifier, article]));
  return (
    <div className="flex flex-col gap-6" data-testid="brief-report">
      <section aria-labelledby="brief-summary">
        <h2 id="brief-summary" className={sectionTitle}>
          Riepilogo
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7">
          {summaryItems(report.summary).map((item) => (
            <div key={item.label} className="rounded-md border border-rule p-2">
              <dt className="text-xs text-ink-muted">{item.label}</dt>
              <dd className="text-lg font-semibold">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="brief-references">
        <h2 id="brief-references" className={sectionTitle}>
          Riferimenti normativi ({report.references.length})
        </h2>
        {report.references.length === 0 ? (
          <p className="text-sm text-ink-muted">Nessun riferimento normativo trovato.</p>
        ) : (
          <ul className="mt-1">
            {report.references.map((reference) => (
              <ReferenceItem
                key={`${reference.start}-${reference.end}`}
                reference={reference}
                article={articles.get(reference.identifier)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="brief-quotations">
        <h2 id="brief-quotations" className={sectionTitle}>
          Citazioni testuali ({report.quotations.length})
        </h2>
        {report.quotations.length === 0 ? (
          <p className="text-sm text-ink-muted">Nessuna citazione testuale trovata.</p>
        ) : (
          <ul className="mt-1">
            {report.quotations.map((quotation) => (
              <QuotationItem key={quotation.start} quotation={quotation} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="brief-judgments">
        <h2 id="brief-judgments" className={sectionTitle}>
          Giurisprudenza ({report.judgments.length})
        </h2>
        {report.judgments.length === 0 ? (
          <p className="text-sm text-ink-muted">Nessuna sentenza citata.</p>
        ) : (
          <ul className="mt-1">
            {report.judgments.map((judgment) => (
              <li
                key={judgment.start}
                className="border-b border-rule py-2 last:border-b-0"
                data-status={judgment.status}
              >
                <span>{judgment.text}</span>{' '}
                <span className="text-sm text-ink-muted">
                  — {judgment.status === 'source_found' ? JUDGMENT_SOURCE_NOTE : JUDGMENT_NOTE}
                </span>
                {judgment.source && (
                  <a
                    className="block text-sm text-accent underline"
                    href={judgment.source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {judgment.source.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
