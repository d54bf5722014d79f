/**
 * The amounts of the contributo unificato (DPR 30 maggio 2002, n. 115, art. 13) as data, each table with
 * its source, its in-force date and how it was checked. The computation is in court-fees.ts.
 */

export const COURT_FEE_PROCEEDINGS = [
  'ordinario',
  'monitorio',
  'opposizione_decreto_ingiuntivo',
  'procedimento_speciale',
  'lavoro',
  'previdenza',
  'separazione_consensuale',
  'volontaria_giurisdizione',
  'esecuzione_immobiliare',
  'esecuzione_mobiliare',
  'opposizione_atti_esecutivi',
  'tributario',
  'appalti',
  'rito_abbreviato',
  'accesso_silenzio_ottemperanza',
  'penale',
] as const;
export type CourtFeeProceeding = (typeof COURT_FEE_PROCEEDINGS)[number];

export interface CourtFeeBracket {
  /** Inclusive upper bound ("fino a"); null for the last bracket. */
  readonly upToEuro: number | null;
  readonly amountEuro: number;
  /** The letter of the comma, where it was verified. */
  readonly letter?: string;
}

export interface CourtFeeTable {
  readonly source: string;
  /** null where no source gave the date. */
  readonly inForceFrom: string | null;
  /** The amounts were checked against the sources named in `verification`. */
  readonly verified: boolean;
  /** The in-force date was not found in a source: it is inferred (see `verification`). */
  readonly inForceFromVerified: boolean;
  readonly verification: string;
  readonly brackets: readonly CourtFeeBracket[];
}

/** Art. 13, c. 1. Indeterminable value: lett. d), or lett. c) for the giudice di pace. */
export const CIVIL_COURT_FEES: CourtFeeTable = {
  source: 'DPR 115/2002, art. 13, c. 1',
  // The 2012 amounts (37, 85, 206, 450, 660, 1.056, 1.466) raised by 15%, which D.L. 90/2014 did.
  inForceFrom: '2014-06-25',
  verified: true,
  inForceFromVerified: false,
  verification:
    'Importi e confini degli scaglioni confrontati con il testo vigente (Normattiva, consolidato 15-10-2024) ' +
    'e con la tabella 2026 pubblicata da avvocatoandreani.it, riportati da due verifiche pubbliche di terzi.',
  brackets: [
    { upToEuro: 1_100, amountEuro: 43, letter: 'a' },
    { upToEuro: 5_200, amountEuro: 98, letter: 'b' },
    { upToEuro: 26_000, amountEuro: 237, letter: 'c' },
    { upToEuro: 52_000, amountEuro: 518, letter: 'd' },
    { upToEuro: 260_000, amountEuro: 759, letter: 'e' },
    { upToEuro: 520_000, amountEuro: 1_214, letter: 'f' },
    { upToEuro: null, amountEuro: 1_686, letter: 'g' },
  ],
};

/** Art. 13, c. 6-quater (processo tributario); indeterminable value: € 120. */
export const TAX_COURT_FEES: CourtFeeTable = {
  source: 'DPR 115/2002, art. 13, c. 6-quater',
  inForceFrom: null,
  verified: true,
  inForceFromVerified: false,
  verification:
    'Importi confrontati con la tabella 2026 di avvocatoandreani.it e con il testo vigente (verifiche di terzi).',
  brackets: [
    { upToEuro: 2_582.28, amountEuro: 30, letter: 'a' },
    { upToEuro: 5_000, amountEuro: 60, letter: 'b' },
    { upToEuro: 25_000, amountEuro: 120 },
    { upToEuro: 75_000, amountEuro: 250 },
    { upToEuro: 200_000, amountEuro: 500 },
    { upToEuro: null, amountEuro: 1_500 },
  ],
};

/** Art. 13, c. 6-bis (TAR and Consiglio di Stato); appalti by value (lett. d). */
export const ADMINISTRATIVE_COURT_FEES = {
  source: 'DPR 115/2002, art. 13, c. 6-bis',
  verified: true,
  verification:
    'Importi confrontati con la tabella della Camera amministrativa della Campania (contributo unificato TAR/CdS) ' +
    'e con il testo vigente riportato da verifiche di terzi.',
  ordinario: 650,
  accessoSilenzioOttemperanza: 300,
  ritoAbbreviato: 1_800,
  pubblicoImpiego: 325,
  appalti: [
    { upToEuro: 200_000, amountEuro: 2_000 },
    { upToEuro: 1_000_000, amountEuro: 4_000 },
    { upToEuro: null, amountEuro: 6_000 },
  ] satisfies readonly CourtFeeBracket[],
} as const;

/** Flat amounts of art. 13, c. 1 lett. a)-b) and c. 2. */
export const FLAT_COURT_FEES = {
  separazioneConsensuale: 43,
  volontariaGiurisdizione: 98,
  previdenza: 43,
  esecuzioneImmobiliare: 278,
  esecuzioneMobiliare: 139,
  esecuzioneMobiliareSotto2500: 43,
  opposizioneAttiEsecutivi: 168,
  /** Anticipazione forfettaria, art. 30: not part of the contributo, shown as a note. */
  anticipazioneForfettaria: 27,
} as const;
