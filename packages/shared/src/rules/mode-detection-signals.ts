/**
 * The patterns behind the refined decision steps of automatic mode detection (see
 * mode-detection.ts). All run on normalized text: lower case, no accents, `'` as the apostrophe,
 * single spaces.
 */
import type { LegalActCode } from './legal-acts';
import { mentionedLegalActs } from './legal-citations';
import { ACT_ANYWHERE_RE, matchedDesignation, startsWord } from './legal-citations-acts';
import { COLLOQUIAL_HELD_ACTS } from './mode-detection-held-acts';

const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const END = '(?![\\p{L}\\p{N}])';
const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})${END}`, 'u');

/** A judgment or order of a court. */
const JUDGMENT = '(?:sentenz[ae]|ordinanz[ae]|pronunc(?:ia|e))';
/** The higher courts, whose decisions are case law. */
const HIGH_COURT = [
  'cassazione',
  'cass\\.',
  'corte costituzionale',
  'consulta',
  'consiglio di stato',
  'sezioni unite',
  'ss\\.\\s?uu\\.?',
  'corte di giustizia',
  'cgue',
  'cedu',
  'corte edu',
  'corte europea',
  'corte dei conti',
].join('|');
const REGIONS =
  'lazio|lombardia|campania|sicilia|piemonte|veneto|toscana|puglia|emilia|liguria|calabria|sardegna|marche|abruzzo|umbria|molise|basilicata|friuli|trentino|valle';
/** Any court a judgment can be looked up by: "sentenza del Tribunale di Milano". */
const COURT = `${HIGH_COURT}|corte d'appello di \\p{L}+|tribunale di \\p{L}+|tar (?:del )?(?:${REGIONS})`;

/**
 * "Ultime sentenze", "sentenze recenti": asks for recent judgments even when the question is
 * procedural ("le ultime sentenze sui termini per impugnare").
 */
const RECENT_JUDGMENTS: readonly RegExp[] = [
  word(
    `(?:ultim[aei]|recent[ei]|piu recenti|nuov[ae]|important[ei]|principali)\\s+(?:\\p{L}+\\s+)?${JUDGMENT}`,
  ),
  word(`${JUDGMENT}\\s+(?:piu\\s+)?(?:recent[ei]|nuov[ae])`),
];

/** A judgment to be found: by court, number, date or case, or asked for ("ci sono sentenze su…"). */
const JUDGMENT_LOOKUPS: readonly RegExp[] = [
  word(`${JUDGMENT}\\s+(?:(?:della|delle|del|dei|dal|dalla)\\s+)?(?:${COURT})`),
  word(
    `${JUDGMENT}\\s+(?:(?:cass\\.|della|del)\\s+)?(?:\\p{L}+\\.?\\s+){0,3}(?:n\\.|nr\\.|numero|n°)\\s*\\d`,
  ),
  word(
    `${JUDGMENT}\\s+(?:\\p{L}+\\.?\\s+){0,4}(?:del|dell'|nel)\\s*(?:\\d{1,2}\\s+)?(?:(?:${MONTHS})\\s+)?(?:19|20)\\d\\d`,
  ),
  word(`${JUDGMENT}\\s+(?:sul|nel|relativa al)\\s+caso`),
  word(`${JUDGMENT}\\s+(?:su|sul|sulla|sullo|sui|sulle|sugli|in materia di|in tema di|riguardo)`),
  word(
    `(?:trova|trovami|cerca|cercami|c'e|ci sono|esiste|esistono|conosci|segnalami|indicami|citami|dammi|elencami)\\s+(?:\\p{L}+\\s+){0,2}${JUDGMENT}`,
  ),
];

/** A judgment as the subject of a procedural question: "impugnare una sentenza", "sentenza appellabile". */
const PROCEDURAL_USE = word(
  'impugn\\p{L}*|appellar\\p{L}*|appellabil\\p{L}*|notific\\p{L}*|giudicato|esecutiv\\p{L}*|revocazione|gravame|ricorrere|opporsi|opposizione|correzione|deposit\\p{L}*|termine|termini|entro quanto|entro quando',
);

/** A reference to a specific decision: "Cass. civ. n. 123/2024", "Cass. Sez. Un. 2024", "Cass. 12345/2024". */
const JUDGMENT_REFERENCE = word('cass\\.\\s*(?:civ|pen|lav|sez|ss\\.?\\s?uu|n\\.|\\d)');

/** What a higher court decided, or the case law on a point: "cosa ha deciso la Cassazione", "orientamento della Consulta". */
const CASE_LAW_VERB =
  '(?:ha|hanno)\\s+(?:\\p{L}+\\s+)?(?:deciso|stabilito|chiarito|affermato|ribadito|detto|escluso|ammesso|riconosciuto|cambiato|confermato|bocciato|dichiarato|sancito)|si (?:e|sono) (?:\\p{L}+\\s+)?pronunciat\\p{L}*|orientament\\p{L}*|secondo|massim[ae]|pronunce|decisioni';
const CASE_LAW: readonly RegExp[] = [
  word('giurisprudenz\\p{L}*|precedenti giurisprudenziali'),
  word(`(?:${CASE_LAW_VERB})\\s+(?:\\p{L}+\\s+){0,2}(?:${HIGH_COURT})`),
  word(`(?:${HIGH_COURT})\\s+(?:\\p{L}+\\s+){0,3}(?:${CASE_LAW_VERB})`),
];

/** The judgment-related phrase that sends a question to web search, or undefined. */
export function judgmentRequest(text: string): string | undefined {
  for (const pattern of RECENT_JUDGMENTS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  if (PROCEDURAL_USE.test(text)) return undefined;
  for (const pattern of [...JUDGMENT_LOOKUPS, JUDGMENT_REFERENCE]) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}

/** The phrase asking for case law ("giurisprudenza", "cosa ha deciso la Cassazione"), or undefined. */
export function caseLawRequest(text: string): string | undefined {
  for (const pattern of CASE_LAW) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}

/** Decrees of the codes of procedure, not legislation: "decreto ingiuntivo", "decreto penale di condanna". */
export const PROCEDURAL_DECREE = new RegExp(
  `(?<![\\p{L}\\p{N}])decret[oi]\\s+(?:ingiuntiv[oi]|penal[ei]|motivat[oi]|cautelar[ei]|presidenzial[ei]|che dispone|di (?:citazione|archiviazione|rinvio|sequestro|perquisizione|fissazione|omologa\\p{L}*|trasferimento|esecutorieta|convalida|condanna|revoca|nomina|apertura|liquidazione|espulsione|decadenza|giudizio))${END}`,
  'gu',
);

/** Questions about Brocardo itself: its points, modes, uploads. */
const APP_SUBJECT = word(
  "(?:su|di|con|in|usare|uso|usa|usando) brocardo|quest(?:a|') ?app|l'app|applicazione|piattaforma|database legale|chat standard|modalita (?:standard|web|automatica|manuale|rag|database)",
);
const APP_POINTS = word(
  'punti\\s+(?:\\p{L}+\\s+){0,3}(?:costa|costano|servono|consuma|consumano|ho|mi restano|rimasti|ricaric\\p{L}*|acquist\\p{L}*)|(?:quanti|quanto)\\s+punti\\s+(?:costa|costano|serv\\p{L}*|consum\\p{L}*)',
);

export function isAppQuestion(text: string): boolean {
  return APP_SUBJECT.test(text) || APP_POINTS.test(text);
}

/**
 * The acts of the Database Legale the text cites or names: citations and designations come from
 * the corpus' single list of designations (legal-citations), plus the colloquial names of held acts
 * and the names of institutes that belong to one of them (mode-detection-held-acts).
 * `original` is the text as written (the parser needs the dots and capitals), `normalized` as above.
 */
const HELD_ACT_NAMES = COLLOQUIAL_HELD_ACTS.map(({ act, source }) => ({ act, pattern: word(source) }));

export function heldActsIn(original: string, normalized: string): LegalActCode[] {
  const acts = new Set<LegalActCode>(mentionedLegalActs(original));
  for (const { act, pattern } of HELD_ACT_NAMES) if (pattern.test(normalized)) acts.add(act);
  return [...acts];
}

/**
 * `text` with the numbers of held acts blanked ("d.lgs. 231/2001", "Reg. UE 2016/679"): such a
 * decree is in the Database Legale, so it forces no web search, and its year is not a date.
 */
export function blankHeldActNumbers(text: string): string {
  let result = text;
  ACT_ANYWHERE_RE.lastIndex = 0;
  for (let m = ACT_ANYWHERE_RE.exec(text); m; m = ACT_ANYWHERE_RE.exec(text)) {
    if (!startsWord(text, m.index)) {
      ACT_ANYWHERE_RE.lastIndex = m.index + 1;
      continue;
    }
    if (matchedDesignation(m)?.designation.kind !== 'decree') continue;
    const end = m.index + m[0].length;
    result = `${result.slice(0, m.index)}${' '.repeat(m[0].length)}${result.slice(end)}`;
  }
  return result;
}

const QUOTED = /«[^»]{40,}»|“[^”]{40,}”|"[^"]{40,}"/g;

/**
 * The request itself, without the text it works on: long quoted passages are dropped, and after
 * a writing task ("Riassumi questo testo: …") so is everything past the colon. A pasted judgment
 * or article should not choose the mode of "riassumi".
 */
export function requestPart(text: string, isTask: (part: string) => boolean): string {
  const unquoted = text.replace(QUOTED, ' ');
  const colon = unquoted.indexOf(':');
  if (colon > 0 && isTask(unquoted.slice(0, colon))) return unquoted.slice(0, colon);
  return unquoted;
}
