/**
 * Lawyer's fee range from the forensic parameters (D.M. 55/2014 as amended by D.M. 147/2022) for the
 * phases a court level implies, with spese generali, CPA and IVA as separate, recomputable lines.
 */

import type { CaseType, CourtLevel } from './case-enumerations';
import {
  DM_147_2022,
  FEE_PHASE_LABELS,
  FEE_PHASES,
  type FeePhase,
  LAWYER_FEE_TABLES,
  type LawyerFeeBracket,
  type LawyerFeeTable,
  type LawyerFeeTableId,
} from './lawyer-fee-tables';

export {
  DM_147_2022,
  DM_147_2022_IN_FORCE_FROM,
  FEE_PHASE_LABELS,
  FEE_PHASES,
  type FeePhase,
  LAWYER_FEE_TABLES,
  type LawyerFeeBracket,
  type LawyerFeeTable,
  type LawyerFeeTableId,
} from './lawyer-fee-tables';

/**
 * Art. 4, c. 1, as amended by D.M. 147/2022: the medium values "possono essere aumentati fino al 50 per
 * cento, ovvero possono essere diminuiti in ogni caso non oltre il 50 per cento", every phase alike
 * (the former +80%/-50%, and +100%/-70% for the istruttoria, of D.M. 37/2018 no longer apply).
 */
export const FEE_ADJUSTMENT = {
  increasePct: 50,
  decreasePct: 50,
  rule: 'D.M. 55/2014, art. 4, c. 1, come modificato dal D.M. 147/2022',
} as const;

/** Art. 2, c. 2: rimborso forfettario delle spese generali, 15% of the total fee. */
export const GENERAL_EXPENSES_PCT = 15;
/** Contributo integrativo Cassa Forense (CPA), on fee + spese generali. */
export const CPA_PCT = 4;
/** IVA, art. 16 DPR 633/1972, on fee + spese generali + CPA. */
export const VAT_PCT = 22;

/** Indeterminable value (art. 5, c. 6): "non inferiore a € 26.000 e non superiore a € 260.000", up to € 520.000 if of particular importance. */
export type IndeterminateComplexity = 'bassa' | 'media' | 'particolare';

const INDETERMINATE_BRACKET: Readonly<Record<IndeterminateComplexity, number>> = {
  bassa: 52_000,
  media: 260_000,
  particolare: 520_000,
};

export interface FeeRange {
  min: number;
  medium: number;
  max: number;
}

export interface TaxBreakdown {
  /** Fee + spese generali. */
  baseEuro: number;
  cpaEuro: number;
  vatEuro: number;
  totalEuro: number;
}

export interface LawyerFeePhaseLine extends FeeRange {
  phase: FeePhase;
  label: string;
  verified: boolean;
}

export interface LawyerFeesInput {
  /** null = valore indeterminabile. */
  caseValueEuro: number | null;
  court: CourtLevel;
  /** 'lavoro' before the Tribunale uses tabella 3; 'penale' and 'tributario' have no table here. */
  caseType?: CaseType;
  /** The phases actually carried out; by default every phase of the table. */
  phases?: readonly FeePhase[];
  /** Which bracket an indeterminable value falls in; default 'bassa' (€ 26.000,01–52.000). */
  indeterminateComplexity?: IndeterminateComplexity;
}

export interface LawyerFeesResult {
  available: boolean;
  table: { id: LawyerFeeTableId; number: number; title: string } | null;
  bracket: { fromEuro: number; upToEuro: number; label: string } | null;
  phases: LawyerFeePhaseLine[];
  /** The compenso (sum of the phases). */
  total: FeeRange;
  /** Spese generali, 15% of `total`. */
  generalExpenses: FeeRange;
  totalWithGeneralExpenses: FeeRange;
  /** CPA and IVA on `totalWithGeneralExpenses`, via withTaxes. */
  taxes: { min: TaxBreakdown; medium: TaxBreakdown; max: TaxBreakdown };
  source: string;
  inForceFrom: string | null;
  verified: boolean;
  notes: string[];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** `pct`% of an amount, rounded half up to the cent; computed on whole cents so 0,5 cents round up. */
const percentOf = (valueEuro: number, pct: number): number =>
  Math.round((Math.round(valueEuro * 100) * pct) / 100) / 100;

/** "€ 1.234,50": the Italian format, grouping thousands from 1.000 (Intl leaves 4-digit numbers ungrouped). */
const euro = (value: number): string => {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `€ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

/** CPA 4% on the base, then IVA 22% on base + CPA, each rounded to the cent as on an invoice. */
export function withTaxes(baseEuro: number): TaxBreakdown {
  const base = round2(baseEuro);
  const cpaEuro = percentOf(base, CPA_PCT);
  const vatEuro = percentOf(base + cpaEuro, VAT_PCT);
  return { baseEuro: base, cpaEuro, vatEuro, totalEuro: round2(base + cpaEuro + vatEuro) };
}

function tableFor(court: CourtLevel, caseType: CaseType | undefined): LawyerFeeTable {
  switch (court) {
    case 'Giudice di Pace':
      return LAWYER_FEE_TABLES.giudice_di_pace;
    case 'Tribunale':
      return caseType === 'lavoro' ? LAWYER_FEE_TABLES.lavoro : LAWYER_FEE_TABLES.tribunale;
    case 'Corte di Appello':
      return LAWYER_FEE_TABLES.corte_appello;
    case 'Cassazione':
      return LAWYER_FEE_TABLES.cassazione;
    case 'TAR':
      return LAWYER_FEE_TABLES.tar;
    case 'Consiglio di Stato':
      return LAWYER_FEE_TABLES.consiglio_di_stato;
  }
}

function bracketLabel(b: LawyerFeeBracket): string {
  return `da ${euro(b.fromEuro)} a ${euro(b.upToEuro)}`;
}

/** How many brackets above € 520.000 art. 6 counts: up to 1 mln, 2, 4, 8 mln, then every doubling. */
export function bracketsAbove520k(valueEuro: number): number {
  if (valueEuro <= 520_000) return 0;
  if (valueEuro <= 1_000_000) return 1;
  return 1 + Math.ceil(Math.log2(valueEuro / 1_000_000));
}

function range(medium: number): FeeRange {
  return {
    min: percentOf(medium, 100 - FEE_ADJUSTMENT.decreasePct),
    medium: round2(medium),
    max: percentOf(medium, 100 + FEE_ADJUSTMENT.increasePct),
  };
}

function sumRanges(ranges: readonly FeeRange[]): FeeRange {
  const sum = (key: keyof FeeRange) => round2(ranges.reduce((acc, r) => acc + r[key], 0));
  return { min: sum('min'), medium: sum('medium'), max: sum('max') };
}

function mapRange(r: FeeRange, f: (value: number) => number): FeeRange {
  return { min: f(r.min), medium: f(r.medium), max: f(r.max) };
}

function unavailable(source: string, notes: string[], table: LawyerFeeTable | null = null): LawyerFeesResult {
  const zero = { min: 0, medium: 0, max: 0 };
  const noTax = withTaxes(0);
  return {
    available: false,
    table: table && { id: table.id, number: table.tableNumber, title: table.title },
    bracket: null,
    phases: [],
    total: zero,
    generalExpenses: zero,
    totalWithGeneralExpenses: zero,
    taxes: { min: noTax, medium: noTax, max: noTax },
    source,
    inForceFrom: table?.inForceFrom ?? null,
    verified: false,
    notes: ['Tabella non disponibile.', ...notes],
  };
}

/** The fee range of one grade of a case, phase by phase, from the medium values of the applicable table. */
export function lawyerFees(input: LawyerFeesInput): LawyerFeesResult {
  const value = input.caseValueEuro;
  if (value !== null && !(Number.isFinite(value) && value >= 0)) {
    throw new RangeError(`caseValueEuro must be a non-negative number or null, got ${value}`);
  }
  if (input.caseType === 'penale') {
    return unavailable(`D.M. 55/2014, tabelle per l'attività penale, come sostituite dal ${DM_147_2022}`, [
      'I parametri penali non dipendono dal valore della causa e non sono modellati qui.',
    ]);
  }
  if (input.caseType === 'tributario' && input.court !== 'Cassazione') {
    return unavailable(
      `D.M. 55/2014, tabelle 23 e 24 (giudizi tributari), come sostituite dal ${DM_147_2022}`,
      ['Le tabelle dei giudizi innanzi alle Corti di giustizia tributaria non sono incluse.'],
    );
  }

  const table = tableFor(input.court, input.caseType);
  const notes: string[] = [];
  const top = table.brackets[table.brackets.length - 1]!;
  let lookupValue: number;
  if (value === null) {
    const complexity = input.indeterminateComplexity ?? 'bassa';
    lookupValue = INDETERMINATE_BRACKET[complexity];
    if (lookupValue > top.upToEuro) {
      return unavailable(
        table.source,
        [
          `Valore indeterminabile: l'art. 5, c. 6 lo colloca oltre € 26.000, fuori dalla tabella ${table.tableNumber}.`,
        ],
        table,
      );
    }
    notes.push(
      'Valore indeterminabile: di regola tra € 26.000 e € 260.000, fino a € 520.000 se di particolare importanza ' +
        `(art. 5, c. 6 D.M. 55/2014); complessità «${complexity}»: scaglione scelto dal simulatore.`,
    );
  } else if (value > top.upToEuro) {
    if (table.id === 'giudice_di_pace') {
      return unavailable(
        table.source,
        [`Valore oltre ${euro(top.upToEuro)}: la tabella 1 (giudice di pace) non ha scaglioni superiori.`],
        table,
      );
    }
    lookupValue = top.upToEuro;
    notes.push(
      `Valore oltre € 520.000: importi dello scaglione fino a € 520.000. L'art. 6 D.M. 55/2014 consente un aumento ` +
        `fino al 30% per ciascuno scaglione successivo (qui ${bracketsAbove520k(value)}), non applicato.`,
    );
  } else {
    lookupValue = value;
  }
  const bracket = table.brackets.find((b) => lookupValue <= b.upToEuro)!;

  const requested = input.phases ?? table.phases;
  const phases: LawyerFeePhaseLine[] = [];
  for (const phase of FEE_PHASES.filter((p) => requested.includes(p))) {
    const medium = bracket.medium[phase];
    if (medium === undefined || !table.phases.includes(phase)) {
      notes.push(
        `La ${FEE_PHASE_LABELS[phase].toLowerCase()} non è prevista dalla tabella ${table.tableNumber}.`,
      );
      continue;
    }
    const verified = !table.unverifiedPhases.includes(phase);
    phases.push({ phase, label: FEE_PHASE_LABELS[phase], ...range(medium), verified });
    if (!verified) {
      notes.push(
        `Valore non verificato: ${FEE_PHASE_LABELS[phase].toLowerCase()} (tabella ${table.tableNumber}).`,
      );
    }
  }

  const total = sumRanges(phases);
  const generalExpenses = mapRange(total, (v) => percentOf(v, GENERAL_EXPENSES_PCT));
  const totalWithGeneralExpenses = sumRanges([total, generalExpenses]);
  notes.push(
    `Valori medi della tabella ${table.tableNumber}; minimo = medio −${FEE_ADJUSTMENT.decreasePct}%, massimo = ` +
      `medio +${FEE_ADJUSTMENT.increasePct}% (${FEE_ADJUSTMENT.rule}).`,
    `Spese generali ${GENERAL_EXPENSES_PCT}% del compenso (art. 2, c. 2 D.M. 55/2014). Si aggiungono CPA ${CPA_PCT}% e ` +
      `IVA ${VAT_PCT}% (IVA non ` +
      "dovuta in regime forfettario); la ritenuta d'acconto non è considerata.",
    'Non applicati: aumento fino al 30% per atti telematici navigabili (art. 4, c. 1-bis), più parti assistite ' +
      '(art. 4, c. 2), conciliazione (art. 4, c. 6), fase cautelare, spese documentate.',
  );
  if (table.id === 'lavoro') notes.push('Causa di lavoro innanzi al tribunale: tabella 3.');

  return {
    available: phases.length > 0,
    table: { id: table.id, number: table.tableNumber, title: table.title },
    bracket: { fromEuro: bracket.fromEuro, upToEuro: bracket.upToEuro, label: bracketLabel(bracket) },
    phases,
    total,
    generalExpenses,
    totalWithGeneralExpenses,
    taxes: {
      min: withTaxes(totalWithGeneralExpenses.min),
      medium: withTaxes(totalWithGeneralExpenses.medium),
      max: withTaxes(totalWithGeneralExpenses.max),
    },
    source: table.source,
    inForceFrom: table.inForceFrom,
    verified: phases.every((p) => p.verified),
    notes,
  };
}
