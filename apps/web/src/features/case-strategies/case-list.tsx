import type { CaseStrategiesResponse, CaseStrategyResource } from '@brocardo/shared';
import { type ReactNode, useId } from 'react';
import { PaginationNav } from '../../components/pagination-nav';
import { CASE_TYPE_LABELS, EMPTY_LIST, URGENCY_LABELS } from './case-strategies-messages';

const URGENCY_CLASS: Record<string, string> = {
  bassa: 'border-success/40 bg-success/5 text-success',
  media: 'border-rule bg-accent-soft text-ink',
  alta: 'border-warning/40 bg-warning/5 text-warning',
  critica: 'border-critical/40 bg-critical/5 text-critical',
};

export function UrgencyBadge({ level }: { level: string }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold ${URGENCY_CLASS[level] ?? ''}`}
    >
      Urgenza {URGENCY_LABELS[level]?.toLowerCase() ?? level}
    </span>
  );
}

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}…` : text);

interface CaseListProps {
  page: CaseStrategiesResponse['data'] | undefined;
  selectedId: number | null;
  onPage(page: number): void;
  onSelect(item: CaseStrategyResource): void;
  onDelete(item: CaseStrategyResource): void;
  /** The matter filter, under the heading. */
  filter?: ReactNode;
}

/** Spec 2 §2.8 'Strategie Legali': urgency, type, area, an excerpt of the facts, delete. */
export function CaseList({ page, selectedId, onPage, onSelect, onDelete, filter }: CaseListProps) {
  const headingId = useId();
  const cases = page?.data ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
        Strategie Legali
      </h2>
      {filter}
      {page && cases.length === 0 && (
        <p
          data-testid="cases-empty"
          className="rounded-md border border-dashed border-rule px-4 py-8 text-center text-sm text-ink-muted"
        >
          {EMPTY_LIST}
        </p>
      )}
      {cases.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Casi">
          {cases.map((item) => {
            const selected = item.id === selectedId;
            return (
              <li
                key={item.id}
                data-testid="case-card"
                className={`flex items-start gap-2 rounded-md border p-3 ${selected ? 'border-accent bg-accent-soft' : 'border-rule'}`}
              >
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(item)}
                  className="flex min-w-0 flex-1 flex-col gap-1 rounded text-left"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">{item.case_title}</span>
                    <UrgencyBadge level={item.urgency_level} />
                  </span>
                  <span className="text-xs text-ink-muted">
                    {CASE_TYPE_LABELS[item.case_type] ?? item.case_type} · {item.legal_area}
                  </span>
                  <span className="text-sm text-ink-muted">{excerpt(item.case_facts)}</span>
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(item)}
                  aria-label={`Elimina il caso «${item.case_title}»`}
                  title="Elimina"
                  className="rounded p-2 text-ink-muted hover:bg-critical/5 hover:text-critical"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <PaginationNav page={page} label="Pagine dei casi" onPage={onPage} />
    </section>
  );
}
