/**
 * Forensic parameters: the "valori medi" of the tables of D.M. 10 marzo 2014, n. 55, as replaced by
 * D.M. 13 agosto 2022, n. 147 (G.U. Serie Generale n. 236 dell'8 ottobre 2022, in force from
 * 23 October 2022, art. 7). The G.U. prints only the medium value of each phase: the minimum and the
 * maximum follow from art. 4, c. 1 (see lawyer-fees.ts).
 *
 * Each table is laid out as the G.U. prints it: one row per phase, one column per value bracket.
 * `verification` says how the numbers were checked; a phase whose numbers could not be checked is
 * listed in `unverifiedPhases` and the table is then `verified: false`.
 */

export const FEE_PHASES = ['studio', 'introduttiva', 'istruttoria', 'decisionale'] as const;
export type FeePhase = (typeof FEE_PHASES)[number];

export const FEE_PHASE_LABELS: Readonly<Record<FeePhase, string>> = {
  studio: 'Fase di studio della controversia',
  introduttiva: 'Fase introduttiva del giudizio',
  istruttoria: 'Fase istruttoria e/o di trattazione',
  decisionale: 'Fase decisionale',
};

export const DM_147_2022 =
  "D.M. 13 agosto 2022, n. 147 (G.U. Serie Generale n. 236 dell'8 ottobre 2022), allegato «Nuove tabelle parametri forensi»";
export const DM_147_2022_IN_FORCE_FROM = '2022-10-23';

export interface LawyerFeeBracket {
  /** Lower bound, inclusive (the tables read "da € 1.100,01"). */
  readonly fromEuro: number;
  /** Upper bound, inclusive (the tables read "a € 5.200,00"). */
  readonly upToEuro: number;
  readonly medium: Readonly<Partial<Record<FeePhase, number>>>;
}

export type LawyerFeeTableId =
  | 'giudice_di_pace'
  | 'tribunale'
  | 'lavoro'
  | 'corte_appello'
  | 'cassazione'
  | 'tar'
  | 'consiglio_di_stato';

export interface LawyerFeeTable {
  readonly id: LawyerFeeTableId;
  /** The table's number in the allegato to D.M. 55/2014. */
  readonly tableNumber: number;
  readonly title: string;
  readonly source: string;
  readonly inForceFrom: string;
  readonly phases: readonly FeePhase[];
  readonly brackets: readonly LawyerFeeBracket[];
  readonly verified: boolean;
  readonly unverifiedPhases: readonly FeePhase[];
  readonly verification: string;
}

const UPPER_BOUNDS = [1_100, 5_200, 26_000, 52_000, 260_000, 520_000] as const;

/** Builds the brackets from the G.U. layout: per phase, the medium values from the lowest bracket up. */
function columns(rows: Readonly<Partial<Record<FeePhase, readonly number[]>>>): LawyerFeeBracket[] {
  const count = Math.max(...Object.values(rows).map((values) => values?.length ?? 0));
  return UPPER_BOUNDS.slice(0, count).map((upToEuro, index) => {
    const medium: Partial<Record<FeePhase, number>> = {};
    for (const phase of FEE_PHASES) {
      const value = rows[phase]?.[index];
      if (value !== undefined) medium[phase] = value;
    }
    const previous = index === 0 ? 0 : UPPER_BOUNDS[index - 1]!;
    return { fromEuro: index === 0 ? 0.01 : previous + 0.01, upToEuro, medium };
  });
}

function source(tableNumber: number, title: string): string {
  return `D.M. 55/2014, tabella ${tableNumber} (${title}), come sostituita dal ${DM_147_2022}`;
}

// The check shared by the tables marked verified: every cell agrees with an independent transcription
// of the 2022 tables and with the 2018 tables (D.M. 37/2018) raised by 5% and rounded half up to the
// euro, the pattern followed by every cell a third party matched against the G.U. text (tables 2, 8,
// 16 and 17).
const CROSS_CHECKED =
  'Ogni cella coincide con una trascrizione indipendente delle tabelle 2022 e con il valore delle tabelle 2018 ' +
  '(D.M. 37/2018) aumentato del 5% e arrotondato all’euro; non letta direttamente sulla G.U.';

export const LAWYER_FEE_TABLES: Readonly<Record<LawyerFeeTableId, LawyerFeeTable>> = {
  giudice_di_pace: {
    id: 'giudice_di_pace',
    tableNumber: 1,
    title: 'giudizi innanzi al giudice di pace',
    source: source(1, 'giudice di pace'),
    inForceFrom: DM_147_2022_IN_FORCE_FROM,
    phases: FEE_PHASES,
    brackets: columns({
      studio: [68, 236, 425],
      introduttiva: [68, 252, 352],
      istruttoria: [68, 352, 567],
      decisionale: [142, 425, 746],
    }),
    verified: true,
    unverifiedPhases: [],
    verification: CROSS_CHECKED,
  },
  tribunale: {
    id: 'tribunale',
    tableNumber: 2,
    title: 'giudizi ordinari e sommari di cognizione innanzi al tribunale',
    source: source(2, 'giudizi ordinari e sommari di cognizione innanzi al tribunale'),
    inForceFrom: DM_147_2022_IN_FORCE_FROM,
    phases: FEE_PHASES,
    brackets: columns({
      studio: [131, 425, 919, 1_701, 2_552, 3_544],
      introduttiva: [131, 425, 777, 1_204, 1_628, 2_338],
      istruttoria: [200, 851, 1_680, 1_806, 5_670, 10_411],
      decisionale: [200, 851, 1_701, 2_905, 4_253, 6_164],
    }),
    verified: true,
    unverifiedPhases: [],
    verification: `${CROSS_CHECKED} La fascia € 5.200,01–26.000 (919, 777, 1.680, 1.701) risulta confrontata con il testo G.U. in una verifica pubblica di terzi.`,
  },
  lavoro: {
    id: 'lavoro',
    tableNumber: 3,
    title: 'cause di lavoro',
    source: source(3, 'cause di lavoro'),
    inForceFrom: DM_147_2022_IN_FORCE_FROM,
    phases: FEE_PHASES,
    brackets: columns({
      studio: [210, 888, 1_822, 3_245, 4_763, 6_668],
      introduttiva: [126, 425, 777, 1_202, 1_701, 2_336],
      istruttoria: [126, 567, 1_172, 1_880, 2_678, 3_623],
      decisionale: [179, 746, 1_617, 2_930, 4_253, 6_290],
    }),
    verified: true,
    unverifiedPhases: [],
    verification: CROSS_CHECKED,
  },
  corte_appello: {
    id: 'corte_appello',
    tableNumber: 12,
    title: "giudizi innanzi alla corte d'appello",
    source: source(12, "giudizi innanzi alla corte d'appello"),
    inForceFrom: DM_147_2022_IN_FORCE_FROM,
    phases: FEE_PHASES,
    brackets: columns({
      studio: [142, 536, 1_134, 2_058, 2_977, 4_389],
      introduttiva: [142, 536, 921, 1_418, 1_911, 2_552],
      istruttoria: [179, 992, 1_843, 3_045, 4_326, 5_880],
      decisionale: [210, 851, 1_911, 3_470, 5_103, 7_298],
    }),
    verified: true,
    unverifiedPhases: [],
    verification: CROSS_CHECKED,
  },
  cassazione: {
    id: 'cassazione',
    tableNumber: 13,
    title: 'giudizi innanzi alla Corte di cassazione e alle giurisdizioni superiori',
    source: source(13, 'giudizi innanzi alla Corte di cassazione e alle giurisdizioni superiori'),
    inForceFrom: DM_147_2022_IN_FORCE_FROM,
    phases: ['studio', 'introduttiva', 'decisionale'],
    brackets: columns({
      studio: [252, 709, 1_276, 2_336, 3_402, 4_961],
      introduttiva: [284, 777, 1_134, 1_969, 2_478, 3_260],
      decisionale: [142, 389, 672, 1_208, 1_775, 2_552],
    }),
    verified: true,
    unverifiedPhases: [],
    verification: CROSS_CHECKED,
  },
  tar: {
    id: 'tar',
    tableNumber: 21,
    title: 'giudizi innanzi al tribunale amministrativo regionale',
    source: source(21, 'giudizi innanzi al tribunale amministrativo regionale'),
    inForceFrom: DM_147_2022_IN_FORCE_FROM,
    phases: FEE_PHASES,
    brackets: columns({
      studio: [179, 635, 1_134, 2_053, 3_402, 4_394],
      introduttiva: [214, 680, 1_103, 1_701, 2_293, 3_062],
      istruttoria: [105, 635, 992, 1_628, 2_268, 3_119],
      decisionale: [284, 1_061, 1_911, 3_470, 5_030, 7_298],
    }),
    verified: false,
    unverifiedPhases: ['introduttiva'],
    verification:
      `Fasi di studio, istruttoria e decisionale: ${CROSS_CHECKED} Fase introduttiva: la sola trascrizione ` +
      'disponibile vale il 126% dei valori 2018, non il 105%, e non è stato possibile controllarla.',
  },
  consiglio_di_stato: {
    id: 'consiglio_di_stato',
    tableNumber: 22,
    title: 'giudizi innanzi al Consiglio di Stato',
    source: source(22, 'giudizi innanzi al Consiglio di Stato'),
    inForceFrom: DM_147_2022_IN_FORCE_FROM,
    phases: FEE_PHASES,
    brackets: columns({
      studio: [179, 635, 1_276, 2_268, 3_402, 4_961],
      introduttiva: [126, 428, 851, 1_273, 1_871, 2_552],
      istruttoria: [105, 357, 709, 1_061, 1_559, 2_126],
      decisionale: [284, 1_061, 1_911, 3_470, 5_030, 7_298],
    }),
    verified: false,
    unverifiedPhases: ['introduttiva'],
    verification:
      `Fasi di studio, istruttoria e decisionale: ${CROSS_CHECKED} Fase introduttiva: la sola trascrizione ` +
      'disponibile non è coerente con i valori 2018 e non è stato possibile controllarla.',
  },
};
