import {
  ADMINISTRATIVE_COURT_FEES,
  type BudgetRange,
  type CaseType,
  CIVIL_COURT_FEES,
  type CourtLevel,
  courtFee,
  formatEuro as euro,
  type FactsValueProposal,
  FEE_ADJUSTMENT,
  lawyerFees,
  TAX_COURT_FEES,
} from '@brocardo/shared';

/** One line of the breakdown: what it is, its range in euro and the rule it applies. */
export interface CostLine {
  label: string;
  min: number;
  max: number;
  rule: string;
}

export interface CaseCosts {
  /** Court fee + lawyer's fee with spese generali, CPA and IVA; null when a table is missing. */
  min: number | null;
  max: number | null;
  breakdown: CostLine[];
  notes: string[];
}

export interface CaseCostInput {
  caseType: CaseType;
  courtLevel: CourtLevel | null;
  /** null: not given. */
  caseValueEuro: number | null;
  /** The value the facts state, costed (to be confirmed) when caseValueEuro is not given. */
  valueFromFacts?: FactsValueProposal | null;
  budgetRange: BudgetRange | null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/** The table the computed rule comes from, with its date and how sure that date is. */
function courtFeeSourceNote(rule: string): string {
  if (rule.includes('c. 6-bis')) {
    return `Contributo unificato: ${ADMINISTRATIVE_COURT_FEES.source} (data di vigenza degli importi non indicata dalle fonti).`;
  }
  const table = rule.includes('c. 6-quater') ? TAX_COURT_FEES : CIVIL_COURT_FEES;
  const since = table.inForceFrom
    ? `importi in vigore dal ${italianDate(table.inForceFrom)}${table.inForceFromVerified ? '' : ' (data dedotta, non letta su fonte ufficiale)'}`
    : 'data di vigenza degli importi non indicata dalle fonti';
  return `Contributo unificato: ${table.source}, ${since}.`;
}

/** Why the costs rest on a value the user did not give (null when the user gave one). */
function caseValueNote(given: number | null, proposed: FactsValueProposal | null): string | null {
  if (given !== null) return null;
  if (!proposed) {
    return (
      'Valore della causa non indicato e nessun importo letto nei fatti: trattato come indeterminabile ' +
      '(contributo: art. 13, c. 1 DPR 115/2002; compenso: art. 5, c. 6 D.M. 55/2014).'
    );
  }
  const read = proposed.pieces.map((piece) => `«${piece.excerpt}»`).join(', ');
  return (
    `Valore non indicato: dai fatti risulta ${proposed.calculation} (${read}); i costi sono stimati su questo ` +
    'importo da confermare: indica il valore della causa per un calcolo definitivo.'
  );
}

/** The budget's bounds in euro ("50000+": no upper bound). */
function budgetBounds(range: BudgetRange): { low: number; high: number | null } {
  const [low, high] = range.replace('+', '').split('-');
  return { low: Number(low), high: high ? Number(high) : null };
}

/**
 * The costs of one grade of the case, computed from the official tables: the contributo unificato
 * (DPR 115/2002, art. 13, via `courtFee`) and the lawyer's fee range (D.M. 55/2014 as replaced by
 * D.M. 147/2022, via `lawyerFees`: medium values −50% / +50% for the phases the court level implies),
 * with spese generali 15%, CPA 4% and IVA 22% (`withTaxes`). Every figure is a line of the breakdown
 * and the lines add up to the total. No table, no total: null with a note, never a guess.
 */
export function caseCosts(input: CaseCostInput): CaseCosts {
  const { courtLevel: court, caseType } = input;
  const proposed = input.caseValueEuro === null ? (input.valueFromFacts ?? null) : null;
  const value = input.caseValueEuro ?? proposed?.valueEuro ?? null;
  if (!court) {
    return {
      min: null,
      max: null,
      breakdown: [],
      notes: [
        'Grado di giudizio non indicato: contributo unificato e compenso non sono calcolati. Indica il grado ' +
          'per ottenerli dalle tabelle ufficiali (DPR 115/2002, art. 13; D.M. 55/2014).',
      ],
    };
  }

  const notes: string[] = [
    `Costi di un solo grado di giudizio (${court}): gli eventuali gradi successivi non sono inclusi.`,
  ];
  const valueNote = caseValueNote(input.caseValueEuro, proposed);
  if (valueNote) notes.push(valueNote);

  const fee = courtFee({ caseValueEuro: value, court, caseType });
  const breakdown: CostLine[] = [
    {
      label: `Contributo unificato — ${fee.breakdown.map((step) => step.description).join(' → ')}`,
      min: fee.amountEuro,
      max: fee.amountEuro,
      rule: fee.rule,
    },
  ];
  notes.push(courtFeeSourceNote(fee.rule), ...fee.notes);
  if (!fee.verified) notes.push('Contributo unificato: importo non verificato per questo procedimento.');

  const fees = lawyerFees({ caseValueEuro: value, court, caseType });
  notes.push(...fees.notes);
  if (!fees.available || !fees.table) {
    notes.push(
      "Compenso dell'avvocato non calcolabile con le tabelle disponibili: il costo complessivo non è indicato.",
    );
    return { min: null, max: null, breakdown, notes };
  }

  const table = `D.M. 55/2014, tabella ${fees.table.number}`;
  for (const phase of fees.phases) {
    breakdown.push({
      label: `Compenso — ${phase.label}${phase.verified ? '' : ' (valore non verificato)'}`,
      min: phase.min,
      max: phase.max,
      rule: `${table}, ${fees.bracket?.label ?? ''}: valore medio ${euro(phase.medium)} −${FEE_ADJUSTMENT.decreasePct}% / +${FEE_ADJUSTMENT.increasePct}% (art. 4, c. 1)`,
    });
  }
  const { min: taxMin, max: taxMax } = fees.taxes;
  breakdown.push(
    {
      label: 'Spese generali 15% del compenso',
      min: fees.generalExpenses.min,
      max: fees.generalExpenses.max,
      rule: 'D.M. 55/2014, art. 2, c. 2',
    },
    {
      label: 'CPA 4% (Cassa Forense) su compenso e spese generali',
      min: taxMin.cpaEuro,
      max: taxMax.cpaEuro,
      rule: 'Cassa Forense, contributo integrativo (L. 576/1980, art. 11)',
    },
    {
      label: 'IVA 22% su compenso, spese generali e CPA',
      min: taxMin.vatEuro,
      max: taxMax.vatEuro,
      rule: 'DPR 633/1972, art. 16 (aliquota ordinaria)',
    },
  );
  notes.push(
    `Compenso: ${fees.source}, in vigore dal ${italianDate(fees.inForceFrom ?? '')}${fees.verified ? '' : '; alcuni valori non verificati (vedi le righe segnate)'}.`,
    'Il totale comprende contributo unificato, compenso, spese generali 15%, CPA 4% e IVA 22% (IVA non dovuta in ' +
      "regime forfettario); non comprende anticipazione forfettaria, ritenuta d'acconto e spese documentate.",
  );

  const min = round2(fee.amountEuro + taxMin.totalEuro);
  const max = round2(fee.amountEuro + taxMax.totalEuro);
  if (input.budgetRange) {
    const { low, high } = budgetBounds(input.budgetRange);
    if (high !== null && min > high) {
      notes.push(
        `Il costo minimo calcolato (${euro(min)}) supera il budget indicato (${euro(high)} al massimo).`,
      );
    } else if (max < low) {
      notes.push(
        `Il costo massimo calcolato (${euro(max)}) resta sotto il budget indicato (da ${euro(low)}).`,
      );
    }
  }
  return { min, max, breakdown, notes };
}
