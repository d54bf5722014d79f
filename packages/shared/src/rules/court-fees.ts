/**
 * Court fee (contributo unificato, DPR 30 maggio 2002, n. 115, artt. 9 and 13) for the case strategy
 * simulator (spec 2 §3 and §5): computed from the case value, the court and the proceeding, with each
 * step of the computation and the rule it applies, so a lawyer can recompute it.
 */

import type { CaseType, CourtLevel } from './case-enumerations';
import {
  ADMINISTRATIVE_COURT_FEES,
  CIVIL_COURT_FEES,
  type CourtFeeBracket,
  type CourtFeeProceeding,
  FLAT_COURT_FEES,
  TAX_COURT_FEES,
} from './court-fee-tables';

export * from './court-fee-tables';

export interface CourtFeeInput {
  /** null = valore indeterminabile. */
  caseValueEuro: number | null;
  court: CourtLevel;
  proceeding?: CourtFeeProceeding;
  /** Used only to pick the proceeding when none is given. */
  caseType?: CaseType;
  /** An impugnazione (art. 13, c. 1-bis); by default true before the Corte di Appello and the Consiglio di Stato. */
  isAppeal?: boolean;
  /** Labour and welfare cases: whether the party's income exceeds three times the art. 76 limit (art. 9, c. 1-bis). */
  labourIncomeAboveThreshold?: boolean;
}

export interface CourtFeeStep {
  description: string;
  amountEuro: number;
  rule: string;
}

export interface CourtFeeResult {
  amountEuro: number;
  /** The rules applied, in order, e.g. "DPR 115/2002, art. 13, c. 1, lett. d); art. 13, c. 1-bis". */
  rule: string;
  breakdown: CourtFeeStep[];
  notes: string[];
  verified: boolean;
}

type Grade = 'primo' | 'impugnazione' | 'cassazione';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** "€ 1.234,50": the Italian format, grouping thousands from 1.000 (Intl leaves 4-digit numbers ungrouped). */
const euro = (value: number): string => {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `€ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

function bracketFor(brackets: readonly CourtFeeBracket[], value: number): CourtFeeBracket {
  return brackets.find((b) => b.upToEuro === null || value <= b.upToEuro) ?? brackets[brackets.length - 1]!;
}

/** "fino a € 1.100,00", "da € 1.100,01 a € 5.200,00" or "oltre € 520.000,00". */
function rangeLabel(brackets: readonly CourtFeeBracket[], bracket: CourtFeeBracket): string {
  const index = brackets.indexOf(bracket);
  const below = index > 0 ? brackets[index - 1]!.upToEuro : null;
  if (bracket.upToEuro === null) return `oltre ${euro(below ?? 0)}`;
  return below === null
    ? `fino a ${euro(bracket.upToEuro)}`
    : `da ${euro(below + 0.01)} a ${euro(bracket.upToEuro)}`;
}

function defaultProceeding(court: CourtLevel, caseType: CaseType | undefined): CourtFeeProceeding {
  if (caseType === 'penale') return 'penale';
  if (caseType === 'tributario' && court !== 'TAR' && court !== 'Consiglio di Stato') return 'tributario';
  if (caseType === 'lavoro') return 'lavoro';
  return 'ordinario';
}

function gradeOf(input: CourtFeeInput): Grade {
  if (input.court === 'Cassazione') return 'cassazione';
  const appealByDefault = input.court === 'Corte di Appello' || input.court === 'Consiglio di Stato';
  return (input.isAppeal ?? appealByDefault) ? 'impugnazione' : 'primo';
}

class Computation {
  readonly breakdown: CourtFeeStep[] = [];
  readonly notes: string[] = [];
  amount = 0;

  set(description: string, amountEuro: number, rule: string): void {
    this.amount = round2(amountEuro);
    this.breakdown.push({ description, amountEuro: this.amount, rule });
  }

  result(verified = true): CourtFeeResult {
    const rules = this.breakdown.map((s) => s.rule);
    return {
      amountEuro: this.amount,
      rule: rules.join('; '),
      breakdown: this.breakdown,
      notes: this.notes,
      verified,
    };
  }
}

/** Art. 13, c. 1: by value, or lett. d) / lett. c) (giudice di pace) when indeterminable. */
function civilScale(c: Computation, value: number | null, court: CourtLevel, label: string): void {
  if (value === null) {
    const gdp = court === 'Giudice di Pace';
    const amount = gdp ? 237 : 518;
    c.set(
      `${label}: valore indeterminabile${gdp ? ' (competenza esclusiva del giudice di pace)' : ''}`,
      amount,
      `DPR 115/2002, art. 13, c. 1, lett. ${gdp ? 'c' : 'd'})`,
    );
    return;
  }
  const b = bracketFor(CIVIL_COURT_FEES.brackets, value);
  c.set(
    `${label}: scaglione ${rangeLabel(CIVIL_COURT_FEES.brackets, b)}`,
    b.amountEuro,
    `DPR 115/2002, art. 13, c. 1, lett. ${b.letter})`,
  );
}

function applyGrade(c: Computation, grade: Grade): void {
  if (grade === 'impugnazione') {
    c.set('Giudizio di impugnazione: aumento della metà', c.amount * 1.5, 'art. 13, c. 1-bis');
  } else if (grade === 'cassazione') {
    c.set('Giudizio in Cassazione: importo raddoppiato', c.amount * 2, 'art. 13, c. 1-bis');
  }
}

function labourExempt(c: Computation, input: CourtFeeInput, kind: string): boolean {
  if (input.labourIncomeAboveThreshold === false) {
    c.set(
      `${kind}: esenzione per reddito non superiore al triplo del limite dell'art. 76`,
      0,
      'DPR 115/2002, art. 9, c. 1-bis',
    );
    return true;
  }
  if (input.labourIncomeAboveThreshold === undefined) {
    c.notes.push(
      `${kind}: esente se il reddito imponibile IRPEF della parte (ultima dichiarazione) non supera il triplo ` +
        "del limite per il patrocinio a spese dello Stato (art. 9, c. 1-bis e art. 76 DPR 115/2002); l'importo " +
        'indicato presuppone il reddito oltre la soglia.',
    );
  }
  return false;
}

function civilFee(input: CourtFeeInput, proceeding: CourtFeeProceeding, grade: Grade): CourtFeeResult {
  const c = new Computation();
  const value = input.caseValueEuro;
  const firstInstanceOnly = (what: string): void => {
    if (grade !== 'primo') {
      c.notes.push(
        `${what} è un procedimento di primo grado: nessun aumento per impugnazione o Cassazione applicato.`,
      );
    }
  };

  switch (proceeding) {
    case 'monitorio':
    case 'opposizione_decreto_ingiuntivo':
    case 'procedimento_speciale': {
      const label = {
        monitorio: 'Procedimento monitorio (decreto ingiuntivo)',
        opposizione_decreto_ingiuntivo: 'Opposizione a decreto ingiuntivo',
        procedimento_speciale: 'Procedimento speciale (libro IV, titolo I, c.p.c.)',
      }[proceeding];
      civilScale(c, value, input.court, label);
      c.set('Riduzione alla metà', c.amount / 2, 'art. 13, c. 3');
      if (proceeding === 'monitorio') firstInstanceOnly('Il procedimento monitorio');
      else applyGrade(c, grade);
      break;
    }
    case 'lavoro': {
      if (labourExempt(c, input, 'Controversia di lavoro')) break;
      civilScale(c, value, input.court, 'Controversia individuale di lavoro');
      if (grade === 'cassazione') {
        c.notes.push(
          'In Cassazione il contributo è dovuto per intero (art. 9, c. 1-bis): nessuna riduzione.',
        );
      } else {
        c.set('Riduzione alla metà', c.amount / 2, 'art. 13, c. 3');
      }
      applyGrade(c, grade);
      break;
    }
    case 'previdenza': {
      if (labourExempt(c, input, 'Controversia di previdenza e assistenza obbligatorie')) break;
      if (grade === 'cassazione') {
        civilScale(c, value, input.court, 'Previdenza e assistenza obbligatorie in Cassazione');
        c.notes.push("In Cassazione il contributo è dovuto secondo l'art. 13, c. 1 (art. 9, c. 1-bis).");
      } else {
        c.set(
          'Previdenza e assistenza obbligatorie',
          FLAT_COURT_FEES.previdenza,
          'DPR 115/2002, art. 13, c. 1, lett. a)',
        );
      }
      applyGrade(c, grade);
      break;
    }
    case 'separazione_consensuale':
      c.set(
        'Separazione consensuale o divorzio congiunto',
        FLAT_COURT_FEES.separazioneConsensuale,
        'DPR 115/2002, art. 13, c. 1, lett. a)',
      );
      applyGrade(c, grade);
      break;
    case 'volontaria_giurisdizione':
      c.set(
        'Volontaria giurisdizione',
        FLAT_COURT_FEES.volontariaGiurisdizione,
        'DPR 115/2002, art. 13, c. 1, lett. b)',
      );
      applyGrade(c, grade);
      break;
    case 'esecuzione_immobiliare':
      c.set('Esecuzione immobiliare', FLAT_COURT_FEES.esecuzioneImmobiliare, 'DPR 115/2002, art. 13, c. 2');
      firstInstanceOnly("L'esecuzione");
      break;
    case 'esecuzione_mobiliare':
      if (value !== null && value < 2_500) {
        c.set(
          'Esecuzione mobiliare di valore inferiore a € 2.500',
          FLAT_COURT_FEES.esecuzioneMobiliareSotto2500,
          'DPR 115/2002, art. 13, c. 2',
        );
      } else {
        c.set(
          'Esecuzione mobiliare (metà di € 278)',
          FLAT_COURT_FEES.esecuzioneMobiliare,
          'DPR 115/2002, art. 13, c. 2',
        );
      }
      firstInstanceOnly("L'esecuzione");
      break;
    case 'opposizione_atti_esecutivi':
      c.set(
        'Opposizione agli atti esecutivi',
        FLAT_COURT_FEES.opposizioneAttiEsecutivi,
        'DPR 115/2002, art. 13, c. 2',
      );
      firstInstanceOnly("L'opposizione agli atti esecutivi");
      break;
    default:
      if (proceeding !== 'ordinario') {
        c.notes.push(
          `Procedimento «${proceeding}» non previsto davanti a ${input.court}: applicato il rito ordinario.`,
        );
      }
      civilScale(c, value, input.court, 'Processo civile');
      applyGrade(c, grade);
  }
  if (c.amount > 0) {
    c.notes.push(
      `Oltre al contributo, di regola è dovuta l'anticipazione forfettaria di ${euro(FLAT_COURT_FEES.anticipazioneForfettaria)} (art. 30 DPR 115/2002).`,
    );
  }
  return c.result();
}

function taxFee(input: CourtFeeInput, grade: Grade): CourtFeeResult {
  const c = new Computation();
  const value = input.caseValueEuro;
  if (grade === 'cassazione') {
    civilScale(
      c,
      value,
      input.court,
      'Ricorso in Cassazione in materia tributaria (importi del processo civile)',
    );
    applyGrade(c, grade);
    return c.result();
  }
  if (value === null) {
    c.set('Processo tributario: valore indeterminabile', 120, 'DPR 115/2002, art. 13, c. 6-quater');
  } else {
    const b = bracketFor(TAX_COURT_FEES.brackets, value);
    const range = rangeLabel(TAX_COURT_FEES.brackets, b);
    const letter = b.letter ? `, lett. ${b.letter})` : '';
    c.set(
      `Processo tributario: scaglione ${range}`,
      b.amountEuro,
      `DPR 115/2002, art. 13, c. 6-quater${letter}`,
    );
  }
  c.notes.push(
    'Il processo tributario si svolge davanti alle Corti di giustizia tributaria; nel secondo grado gli importi sono gli stessi.',
  );
  return c.result();
}

function administrativeFee(
  input: CourtFeeInput,
  proceeding: CourtFeeProceeding,
  grade: Grade,
): CourtFeeResult {
  const c = new Computation();
  const fees = ADMINISTRATIVE_COURT_FEES;
  switch (proceeding) {
    case 'appalti': {
      const value = input.caseValueEuro;
      if (value === null) {
        c.notes.push('Appalti senza valore dichiarato: si applica lo scaglione più alto (art. 13, c. 6).');
      }
      const b = bracketFor(fees.appalti, value ?? Number.POSITIVE_INFINITY);
      const range = rangeLabel(fees.appalti, b);
      c.set(
        `Ricorso in materia di appalti: valore ${range}`,
        b.amountEuro,
        'DPR 115/2002, art. 13, c. 6-bis, lett. d)',
      );
      break;
    }
    case 'rito_abbreviato':
      c.set(
        'Ricorso soggetto al rito abbreviato',
        fees.ritoAbbreviato,
        'DPR 115/2002, art. 13, c. 6-bis, lett. c)',
      );
      break;
    case 'accesso_silenzio_ottemperanza':
      c.set(
        'Accesso ai documenti, silenzio, ottemperanza, cittadinanza, residenza, soggiorno e ingresso',
        fees.accessoSilenzioOttemperanza,
        'DPR 115/2002, art. 13, c. 6-bis',
      );
      break;
    case 'lavoro':
      if (labourExempt(c, input, 'Ricorso in materia di pubblico impiego')) return c.result();
      c.set(
        'Ricorso in materia di pubblico impiego (metà di € 650)',
        fees.pubblicoImpiego,
        'DPR 115/2002, art. 13, c. 6-bis e c. 3',
      );
      break;
    default:
      if (proceeding !== 'ordinario') {
        c.notes.push(
          `Procedimento «${proceeding}» non previsto davanti al giudice amministrativo: applicato il ricorso ordinario.`,
        );
      }
      c.set('Ricorso ordinario', fees.ordinario, 'DPR 115/2002, art. 13, c. 6-bis, lett. e)');
  }
  if (grade === 'impugnazione') {
    c.set(
      'Appello al Consiglio di Stato: aumento della metà',
      c.amount * 1.5,
      'art. 13, c. 6-bis (art. 1, c. 27, L. 228/2012)',
    );
  } else if (grade === 'cassazione') {
    c.notes.push('Ricorso in Cassazione contro decisioni del giudice amministrativo: importo non modellato.');
    return c.result(false);
  }
  return c.result();
}

/** The contributo unificato for one grade of a proceeding, with its breakdown. */
export function courtFee(input: CourtFeeInput): CourtFeeResult {
  const value = input.caseValueEuro;
  if (value !== null && !(Number.isFinite(value) && value >= 0)) {
    throw new RangeError(`caseValueEuro must be a non-negative number or null, got ${value}`);
  }
  const proceeding = input.proceeding ?? defaultProceeding(input.court, input.caseType);
  const grade = gradeOf(input);

  if (proceeding === 'penale') {
    const c = new Computation();
    c.set(
      'Processo penale: nessun contributo unificato per l’imputato',
      0,
      'DPR 115/2002, art. 9, c. 1 (il contributo è dovuto nei processi civile, amministrativo e tributario)',
    );
    c.notes.push(
      "L'azione civile nel processo penale e le altre spese del processo penale non sono modellate.",
    );
    return c.result();
  }
  if (input.court === 'TAR' || input.court === 'Consiglio di Stato')
    return administrativeFee(input, proceeding, grade);
  if (proceeding === 'tributario') return taxFee(input, grade);
  return civilFee(input, proceeding, grade);
}
