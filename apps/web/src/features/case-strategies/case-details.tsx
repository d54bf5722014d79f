import { type CaseStrategyResource, caseValueFromFacts } from '@brocardo/shared';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { secondaryButtonClass } from '../../components/buttons';
import { LiveNotice, noticeClass } from '../../components/notice';
import { FiledMatterPicker } from '../matters';
import { CaseAnalysis, hasAnalysis } from './case-analysis';
import { CaseFields } from './case-fields';
import { type CaseFormErrors, type CaseFormValues, caseToForm, validateCaseForm } from './case-form-values';
import { UrgencyBadge } from './case-list';
import {
  BUDGET_LABELS,
  CASE_TYPE_LABELS,
  formatEuro,
  NO_ANALYSIS,
  NO_MODEL_NOTE,
  OUTDATED_ANALYSIS,
  reasonUnderHeading,
} from './case-strategies-messages';

const actionClass = `${secondaryButtonClass} w-full sm:w-auto`;
const primaryActionClass =
  'inline-flex w-full items-center justify-center rounded-md bg-accent px-4 py-2.5 text-sm font-semibold text-paper-raised ' +
  'hover:bg-accent-strong disabled:bg-ink-muted/40 disabled:text-ink/70 sm:w-auto';

interface CaseDetailsProps {
  item: CaseStrategyResource;
  editing: boolean;
  busy: boolean;
  cost: number;
  /** False when the server has no generative model: nothing can be (re)generated. */
  aiAvailable: boolean;
  error: string | null;
  onEdit(): void;
  onCancelEdit(): void;
  onSaveAndRegenerate(values: CaseFormValues): void;
  onRegenerate(): void;
  onClose(): void;
  /** The case filed under another matter (or unfiled): the page's copy follows. */
  onFiled(item: CaseStrategyResource): void;
}

/** The value given, or the one the facts state (the analysis costs it, to be confirmed). */
function caseValueText(item: CaseStrategyResource): string {
  if (item.case_value_euro !== null) return formatEuro(item.case_value_euro);
  const fromFacts = caseValueFromFacts(item.case_facts);
  return fromFacts
    ? `Non indicato (dai fatti: ${formatEuro(fromFacts.valueEuro)}, da confermare)`
    : 'Indeterminabile';
}

function ReadOnlyDetails({ item }: { item: CaseStrategyResource }) {
  const rows: [string, string | null][] = [
    ['Tipo di caso', CASE_TYPE_LABELS[item.case_type] ?? item.case_type],
    ['Area legale', item.legal_area],
    ['Controparte', item.opposing_party],
    ['Grado di giudizio', item.court_level],
    ['Budget', item.budget_range ? (BUDGET_LABELS[item.budget_range] ?? item.budget_range) : null],
    ['Valore della causa', caseValueText(item)],
    ['Risultato desiderato', item.desired_outcome],
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="case-read-only">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      <div>
        <p className="text-sm font-medium text-ink-muted">Fatti del caso</p>
        <p className="whitespace-pre-line font-serif text-sm leading-relaxed text-ink">{item.case_facts}</p>
      </div>
    </div>
  );
}

/** Spec 2 §2.8 details panel: the case (read-only or edit form), its actions, its analysis. */
export function CaseDetails(props: CaseDetailsProps) {
  const { item, editing, busy, cost, error } = props;
  const headingId = useId();
  const [values, setValues] = useState<CaseFormValues>(() => caseToForm(item));
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A newly shown case takes the focus, so on a phone (one column) it is scrolled into view too.
  useLayoutEffect(() => headingRef.current?.focus(), []);

  function save(event: FormEvent) {
    event.preventDefault();
    const found = validateCaseForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSaveAndRegenerate(values);
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="case-details"
      className="flex flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-6"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col items-start gap-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="max-w-full font-serif text-xl font-semibold break-words text-ink focus:outline-none"
          >
            {item.case_title}
          </h2>
          <UrgencyBadge level={item.urgency_level} />
        </div>
        <button
          type="button"
          onClick={props.onClose}
          aria-label="Chiudi dettagli"
          className="rounded p-2 text-xl leading-none text-ink-muted hover:bg-paper hover:text-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {editing ? (
        <form noValidate onSubmit={save} className="flex flex-col gap-4" aria-label="Modifica del caso">
          <CaseFields
            values={values}
            errors={errors}
            disabled={busy}
            onChange={(name, value) => {
              setValues((current) => ({ ...current, [name]: value }));
              setErrors((current) => ({ ...current, [name]: undefined }));
            }}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="submit" className={primaryActionClass} disabled={busy} aria-busy={busy}>
              {busy ? 'Salvataggio…' : `Salva e Rigenera (${cost} punti)`}
            </button>
            <button
              type="button"
              className={actionClass}
              disabled={busy}
              onClick={() => {
                setValues(caseToForm(item));
                setErrors({});
                props.onCancelEdit();
              }}
            >
              Annulla
            </button>
          </div>
        </form>
      ) : (
        <>
          <ReadOnlyDetails item={item} />
          <FiledMatterPicker
            kind="case_strategy"
            id={item.id}
            matterId={item.matter_id}
            className="sm:max-w-sm"
            onFiled={(matterId) => props.onFiled({ ...item, matter_id: matterId })}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <button
              type="button"
              className={actionClass}
              disabled={busy}
              onClick={() => {
                setValues(caseToForm(item));
                props.onEdit();
              }}
            >
              Modifica
            </button>
            <button
              type="button"
              className={actionClass}
              disabled={busy || !props.aiAvailable}
              aria-busy={busy}
              title={props.aiAvailable ? undefined : NO_MODEL_NOTE}
              onClick={props.onRegenerate}
            >
              {busy ? 'Rigenerazione…' : `Rigenera Analisi (${cost} punti)`}
            </button>
          </div>
        </>
      )}
      <LiveNotice tone="error" testId="details-error">
        {error}
      </LiveNotice>
      <h3 className="border-t border-rule pt-4 font-serif text-lg font-semibold text-ink">Analisi AI</h3>
      {item.analysis_outdated && (
        <p className={noticeClass('warning')} data-testid="analysis-outdated">
          {OUTDATED_ANALYSIS}
        </p>
      )}
      {hasAnalysis(item) ? (
        <CaseAnalysis item={item} />
      ) : (
        <div className="flex flex-col items-start gap-2" data-testid="no-analysis">
          <p className="font-medium text-ink">{NO_ANALYSIS}</p>
          {/* Without a model there is no «Genera analisi» to point to: say why, in words a touch screen shows. */}
          {!props.aiAvailable ? (
            <p className="text-sm text-ink-muted" data-testid="no-model-note">
              {NO_MODEL_NOTE}
            </p>
          ) : (
            item.analysis_unavailable_reason && (
              <p className="text-sm text-ink-muted">{reasonUnderHeading(item.analysis_unavailable_reason)}</p>
            )
          )}
          {props.aiAvailable && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={props.onRegenerate}
            >
              Genera analisi
            </button>
          )}
        </div>
      )}
    </section>
  );
}
