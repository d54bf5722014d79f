import { caseValueFromFacts, formatEuro, formatItalianNumber } from '@brocardo/shared';
import { useMemo } from 'react';
import { secondaryButtonClass } from '../../components/buttons';
import { useDebouncedValue } from '../../components/use-debounced-value';

/** The facts are read once the user pauses, so the proposal is not announced at every key. */
export const FACTS_READ_DELAY_MS = 400;

interface CaseValueProposalProps {
  facts: string;
  /** The value field as typed: the proposal shows only while it is empty. */
  value: string;
  disabled: boolean;
  /** The proposed value as the field takes it ("3.750"); nothing is filled until the user asks. */
  onUse(value: string): void;
}

/** Under the empty value field: the value the facts state, with what was read, and a button to use it. */
export function CaseValueProposal({ facts, value, disabled, onUse }: CaseValueProposalProps) {
  const settledFacts = useDebouncedValue(facts, FACTS_READ_DELAY_MS);
  const proposal = useMemo(
    () => (value.trim() === '' ? caseValueFromFacts(settledFacts) : null),
    [settledFacts, value],
  );
  const [first] = proposal?.pieces ?? [];
  const plain = proposal?.pieces.length === 1 && first?.count === 1;
  return (
    // The live region stays mounted (out of the flow while empty) so its proposal is announced.
    <div aria-live="polite" className="empty:absolute">
      {proposal && (
        <div
          className="flex flex-col items-start gap-2 rounded-md border border-rule border-l-4 border-l-accent bg-accent-soft px-3 py-2 text-sm text-ink"
          data-testid="case-value-proposal"
        >
          <p>
            Dai fatti risulta un valore di{' '}
            <strong className="whitespace-nowrap">{formatEuro(proposal.valueEuro)}</strong>
            {plain ? '' : ` (${proposal.pieces.map((piece) => piece.excerpt).join('; ')})`}. Usare questo
            valore?
          </p>
          {!plain && <p className="text-xs text-ink-muted">Valore letto dai fatti: {proposal.calculation}</p>}
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={disabled}
            onClick={() => onUse(formatItalianNumber(proposal.valueEuro))}
          >
            Usa questo valore
          </button>
        </div>
      )}
    </div>
  );
}
