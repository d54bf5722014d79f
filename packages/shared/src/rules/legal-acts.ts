/**
 * The acts of the shipped legal corpus (data/corpus, one JSON Lines file per act). The code is
 * the first part of an article's identifier (`cc-2043`); the abbreviation is how Italian lawyers
 * cite it after an article number (`art. 2043 c.c.`). The order is the one a lawyer picks from (the
 * act filter of the legal database): the Constitution and the codes; the provisions that accompany
 * the codes (preleggi, disposizioni di attuazione); the other laws; the EU regulations.
 */
export const LEGAL_ACT_CODES = [
  'cost',
  'cc',
  'cp',
  'cpc',
  'cpp',
  'cpa',
  'consumo',
  'cds',
  'privacy',
  'preleggi',
  'dispattcc',
  'dispattcpc',
  'dispattcpp',
  'dlgs231',
  'l241',
  'l132',
  'gdpr',
  'aiact',
] as const;
export type LegalActCode = (typeof LEGAL_ACT_CODES)[number];

export interface LegalActInfo {
  /** Short name shown in lists and the configuration modal. */
  name: string;
  /** The abbreviation written after an article number. */
  abbreviation: string;
}

export const LEGAL_ACTS: Record<LegalActCode, LegalActInfo> = {
  cost: { name: 'Costituzione', abbreviation: 'Cost.' },
  cc: { name: 'Codice civile', abbreviation: 'c.c.' },
  cp: { name: 'Codice penale', abbreviation: 'c.p.' },
  cpc: { name: 'Codice di procedura civile', abbreviation: 'c.p.c.' },
  cpp: { name: 'Codice di procedura penale', abbreviation: 'c.p.p.' },
  cpa: { name: 'Codice del processo amministrativo', abbreviation: 'c.p.a.' },
  consumo: { name: 'Codice del consumo', abbreviation: 'cod. cons.' },
  cds: { name: 'Codice della strada', abbreviation: 'c.d.s.' },
  privacy: { name: 'Codice privacy (D.Lgs. 196/2003)', abbreviation: 'D.Lgs. 196/2003' },
  gdpr: { name: 'GDPR (Reg. UE 2016/679)', abbreviation: 'GDPR' },
  dlgs231: { name: 'D.Lgs. 231/2001 (responsabilità degli enti)', abbreviation: 'D.Lgs. 231/2001' },
  preleggi: { name: 'Preleggi (disposizioni sulla legge in generale)', abbreviation: 'disp. prel.' },
  dispattcc: { name: 'Disposizioni di attuazione del codice civile', abbreviation: 'disp. att. c.c.' },
  dispattcpc: {
    name: 'Disposizioni di attuazione del codice di procedura civile',
    abbreviation: 'disp. att. c.p.c.',
  },
  dispattcpp: {
    name: 'Norme di attuazione del codice di procedura penale',
    abbreviation: 'disp. att. c.p.p.',
  },
  l241: { name: 'L. 241/1990 (procedimento amministrativo)', abbreviation: 'L. 241/1990' },
  l132: { name: 'L. 132/2025 (intelligenza artificiale)', abbreviation: 'L. 132/2025' },
  aiact: { name: 'AI Act (Reg. UE 2024/1689)', abbreviation: 'AI Act' },
};

/** Compares two acts by their order in LEGAL_ACT_CODES, for sorting lists of acts. */
export function compareLegalActs(a: LegalActCode, b: LegalActCode): number {
  return LEGAL_ACT_CODES.indexOf(a) - LEGAL_ACT_CODES.indexOf(b);
}

export function isLegalActCode(value: string): value is LegalActCode {
  return (LEGAL_ACT_CODES as readonly string[]).includes(value);
}

/** `cc` + `612 bis` → `cc-612-bis`: lower case, the Latin suffix joined with a hyphen. */
export function legalIdentifier(act: LegalActCode, article: string): string {
  const normalised = article
    .trim()
    .toLowerCase()
    .replace(/\s*-\s*|\s+/g, '-');
  return `${act}-${normalised}`;
}

/** `cc-2043` → `{ act: 'cc', article: '2043' }`; null when the act is not in the corpus. */
export function splitLegalIdentifier(identifier: string): { act: LegalActCode; article: string } | null {
  const lower = identifier.toLowerCase();
  const dash = lower.indexOf('-');
  if (dash <= 0) return null;
  const act = lower.slice(0, dash);
  const article = lower.slice(dash + 1);
  if (!isLegalActCode(act) || !article) return null;
  return { act, article };
}

/** `cc`, `2043` → `art. 2043 c.c.`; `cost`, `24` → `art. 24 Cost.` */
export function formatLegalReference(act: LegalActCode, article: string): string {
  return `art. ${article} ${LEGAL_ACTS[act].abbreviation}`;
}
