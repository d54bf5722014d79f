import { CASE_REFERENCE_STATUS_LABELS, type CaseStrategyResource } from '@brocardo/shared';
import { linkClass } from '../../components/buttons';
import { RankedSources } from '../../components/ranked-sources';
import { AnalysisBlock } from './analysis-block';
import {
  discardedPrecedentsNote,
  formatEuro,
  NO_CASE_LAW_SOURCE,
  NO_RELEVANT_PRECEDENT,
} from './case-strategies-messages';

type Analysis = NonNullable<CaseStrategyResource['analysis']>;

const STATUS_CLASS: Record<string, string> = {
  verified: 'border-success/40 text-success',
  not_in_sources: 'border-warning/40 text-warning',
  not_found: 'border-critical/40 text-critical',
  deleted: 'border-critical/40 text-critical',
  outside_corpus: 'border-rule text-ink-muted',
};

const statusLabel = (status: string) =>
  CASE_REFERENCE_STATUS_LABELS[status as keyof typeof CASE_REFERENCE_STATUS_LABELS] ?? status;

/** The article's title after the cited text, unless the title already starts with it. */
function referenceTitle(reference: { text: string; title?: string | undefined }): string {
  const { text, title } = reference;
  if (!title) return '';
  const rest = title.toLowerCase().startsWith(text.toLowerCase())
    ? title.slice(text.length).replace(/^\s*—\s*/, '')
    : title;
  return rest ? ` — ${rest}` : '';
}

/** The precedent analysis, the search results it comes from, and the judgments no source backs. */
export function AnalysisPrecedents({ item }: { item: CaseStrategyResource }) {
  const analysis = item.analysis;
  if (!item.precedent_analysis && !analysis) return null;
  const discarded = analysis?.discarded_precedents ?? 0;
  return (
    <AnalysisBlock title="Analisi dei precedenti">
      {item.precedent_analysis && (
        <p className="whitespace-pre-line font-serif text-sm leading-relaxed text-ink">
          {item.precedent_analysis}
        </p>
      )}
      {analysis &&
        (analysis.precedents.length > 0 ? (
          <ul className="space-y-1 text-sm" data-testid="precedents">
            {analysis.precedents.map((precedent) => (
              <li key={precedent.url}>
                <a href={precedent.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {precedent.title}
                  <span className="sr-only"> (si apre in una nuova scheda)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : discarded > 0 ? (
          <p className="text-sm text-warning" data-testid="no-case-law">
            {NO_RELEVANT_PRECEDENT}: {discardedPrecedentsNote(discarded)}
          </p>
        ) : (
          <p className="text-sm text-warning" data-testid="no-case-law">
            {NO_CASE_LAW_SOURCE}
          </p>
        ))}
      {analysis && analysis.precedents.length > 0 && discarded > 0 && (
        <p className="text-xs text-ink-muted" data-testid="discarded-precedents">
          {discardedPrecedentsNote(discarded)}
        </p>
      )}
      {analysis && analysis.unsourced_judgments.length > 0 && (
        <div
          className="rounded-md border border-warning/40 bg-warning/5 px-3 py-2 text-sm text-warning"
          data-testid="unsourced-judgments"
        >
          <p className="font-medium">Sentenze citate senza fonte (non verificate):</p>
          <ul className="list-disc pl-5">
            {analysis.unsourced_judgments.map((judgment) => (
              <li key={judgment}>{judgment}</li>
            ))}
          </ul>
        </div>
      )}
    </AnalysisBlock>
  );
}

/** The articles the analysis relied on, each cited reference with its verification. */
export function AnalysisReferences({ analysis }: { analysis: Analysis }) {
  if (analysis.sources.length === 0 && analysis.cited_references.length === 0) return null;
  return (
    <AnalysisBlock title="Norme di riferimento">
      {analysis.sources.length > 0 && (
        <p className="text-xs text-ink-muted">Articoli forniti dal Database Legale:</p>
      )}
      {analysis.sources.length > 0 && (
        <RankedSources sources={analysis.sources} testId="sources" label="Fonti consultate" />
      )}
      {analysis.cited_references.length > 0 && (
        <p className="text-xs text-ink-muted">Riferimenti citati nell'analisi e loro verifica:</p>
      )}
      {analysis.cited_references.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="cited-references" aria-label="Riferimenti citati">
          {analysis.cited_references.map((reference) => (
            <li key={reference.text} className="flex flex-wrap items-center gap-2">
              <span
                className={
                  reference.status === 'verified' ? 'text-ink' : 'text-ink underline decoration-dotted'
                }
              >
                {reference.text}
                {referenceTitle(reference)}
              </span>
              <span
                className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[reference.status] ?? ''}`}
              >
                {statusLabel(reference.status)}
              </span>
              {reference.abrogated && <span className="text-xs text-critical">abrogato</span>}
            </li>
          ))}
        </ul>
      )}
    </AnalysisBlock>
  );
}

/** Costs: the breakdown (label, min, max, rule), the totals and the notes, in Italian euro. */
export function AnalysisCosts({ item }: { item: CaseStrategyResource }) {
  const lines = item.analysis?.cost_breakdown ?? [];
  const notes = item.analysis?.cost_notes ?? [];
  const { estimated_cost_min: min, estimated_cost_max: max } = item;
  if (lines.length === 0 && min === null && max === null) return null;
  return (
    <AnalysisBlock title="Costi stimati">
      {lines.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="cost-breakdown">
            <thead className="text-xs text-ink-muted">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Voce
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Minimo
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Massimo
                </th>
                <th scope="col" className="py-1 font-medium">
                  Criterio
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.label} className="border-t border-rule">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {line.label}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{formatEuro(line.min)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{formatEuro(line.max)}</td>
                  <td className="py-1 text-xs text-ink-muted">{line.rule}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(min !== null || max !== null) && (
        <p className="text-sm font-semibold text-ink" data-testid="cost-total">
          Totale: {min !== null ? formatEuro(min) : '—'} – {max !== null ? formatEuro(max) : '—'}
        </p>
      )}
      {notes.map((note) => (
        <p key={note} className="text-xs text-ink-muted">
          {note}
        </p>
      ))}
    </AnalysisBlock>
  );
}
