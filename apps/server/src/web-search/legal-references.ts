/**
 * Legal references in an Italian question, found whole so a search keeps them as one phrase:
 * articles with their act ("artt. 1453 e 1455 c.c."), acts ("d.lgs. 231/2001", "legge 20 maggio
 * 1970, n. 300", "Reg. UE 2016/679"), decisions ("Cass. civ., sez. III, n. 1234/2023"), courts
 * ("TAR Lazio", "Consiglio di Stato") and acts known by name ("Statuto dei lavoratori").
 */

const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const MONTH = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const LATIN_SUFFIX = String.raw`(?:[\s-]?(?:bis|ter|quater|quinquies|sexies|septies|octies|novies|nonies|decies)${END})?`;
const NUMBER_WORD = String.raw`(?:n\.|nr\.|num\.|numero)`;
const YEAR_TAIL = String.raw`(?:\s*\/\s*\d{2,4}|\s+del(?:l['’])?\s*(?:\d{1,2}°?\s+(?:${MONTH})\s+)?\d{4})`;
/** "20 maggio 1970, n. 300" */
const DATED_NUMBER = String.raw`\d{1,2}°?\s+(?:${MONTH})\s+\d{4}\s*,?\s*${NUMBER_WORD}\s*\d+${END}`;
const ACT_NUMBER = String.raw`(?:${DATED_NUMBER}|${NUMBER_WORD}\s*\d+${YEAR_TAIL}?|\d+${YEAR_TAIL})`;

const ACT_KIND = [
  String.raw`d\.\s?lgs\.?`,
  String.raw`d\.\s?p\.\s?c\.\s?m\.`,
  String.raw`d\.\s?p\.\s?r\.`,
  String.raw`d\.\s?l\.`,
  String.raw`d\.\s?m\.`,
  String.raw`l\.\s?r\.`,
  String.raw`l\.`,
  'dlgs',
  'dpcm',
  'dpr',
  'dl',
  String.raw`legge(?:\s+regionale)?`,
  String.raw`decreto[-\s]legge`,
  String.raw`decreto\s+legislativo`,
  String.raw`decreto\s+del\s+presidente\s+della\s+repubblica`,
  String.raw`decreto\s+ministeriale`,
].join('|');
const EU_ACT = String.raw`(?:reg(?:olamento|\.)|dir(?:ettiva|\.))\s*(?:\(?\s*(?:UE|CE|CEE)\s*\)?\s*)?(?:n\.\s*)?\d{2,4}\s*\/\s*\d+(?:\s*\/\s*(?:UE|CE|CEE)${END})?`;
const ACT = String.raw`(?:(?:${ACT_KIND})\s*${ACT_NUMBER}|${EU_ACT})`;

const NAMED_ACTS = [
  String.raw`codice\s+di\s+procedura\s+(?:civile|penale)`,
  String.raw`codice\s+(?:civile|penale)`,
  String.raw`codice\s+del\s+consumo`,
  String.raw`codice\s+della\s+(?:strada|privacy|navigazione)`,
  String.raw`codice\s+degli\s+appalti`,
  String.raw`codice\s+della\s+crisi\s+d['’]impresa(?:\s+e\s+dell['’]insolvenza)?`,
  String.raw`statuto\s+dei\s+lavoratori`,
  String.raw`testo\s+unico\s+(?:edilizia|bancario|della\s+finanza|delle\s+imposte\s+sui\s+redditi|degli\s+enti\s+locali|sulla\s+sicurezza\s+sul\s+lavoro)`,
  String.raw`jobs\s+act`,
  String.raw`riforma\s+(?:cartabia|fornero|del\s+processo\s+civile)`,
  String.raw`legge\s+(?:fornero|pinto|biagi|severino|gelli(?:[-\s]bianco)?)`,
  String.raw`decreto\s+dignità`,
].join('|');

/** Codes and acts an article belongs to, written after it. */
const CODE = [
  String.raw`c\.\s?p\.\s?c\.`,
  String.raw`c\.\s?p\.\s?p\.`,
  String.raw`c\.\s?c\.`,
  String.raw`c\.\s?p\.`,
  String.raw`c\.\s?d\.\s?s\.`,
  String.raw`cod\.\s?proc\.\s?(?:civ|pen)\.`,
  String.raw`cod\.\s?(?:civ|pen)\.`,
  String.raw`disp\.\s?att\.\s?c\.\s?[cp]\.`,
  String.raw`cost\.`,
  `costituzione${END}`,
  `(?:GDPR|TUB|TUF|TUIR|TUEL|CCNL|CEDU|TFUE|TUE)${END}`,
  NAMED_ACTS,
].join('|');

const ARTICLE_DETAIL = String.raw`(?:\s*,?\s*(?:comma|co\.|c\.|par\.|paragrafo)\s*\d+${LATIN_SUFFIX})?(?:\s*,?\s*lett(?:era|\.)\s*[a-z]{1,2}\)?)?`;
const ARTICLE = String.raw`(?:artt?\.|articol[oi])\s*\d+${LATIN_SUFFIX}${ARTICLE_DETAIL}(?:\s*(?:,|e|ed)\s*\d+${LATIN_SUFFIX}${ARTICLE_DETAIL})*(?:\s*,?\s*(?:(?:del(?:la|lo|l['’])?|dello)\s*)?(?:${CODE}|${ACT}))?`;

const TAR_SEAT = [
  'abruzzo',
  'basilicata',
  'calabria',
  'campania',
  String.raw`emilia[-\s]romagna`,
  String.raw`friuli(?:[-\s]venezia\s+giulia)?`,
  'lazio',
  'liguria',
  'lombardia',
  'marche',
  'molise',
  'piemonte',
  'puglia',
  'sardegna',
  'sicilia',
  'toscana',
  String.raw`trentino(?:[-\s]alto\s+adige)?`,
  'umbria',
  String.raw`valle\s+d['’]aosta`,
  'veneto',
  'roma',
  'milano',
  'napoli',
  'torino',
  'firenze',
  'bologna',
  'venezia',
  'genova',
  'bari',
  'palermo',
  'catania',
  'lecce',
  'salerno',
  'brescia',
  'latina',
  'pescara',
  'parma',
  'trento',
  'bolzano',
].join('|');

const COURT = [
  String.raw`corte\s+(?:suprema\s+)?di\s+cassazione`,
  String.raw`cass(?:azione|\.)(?:\s*,?\s*(?:civ(?:ile|\.)|pen(?:ale|\.)|lav\.))?`,
  String.raw`corte\s+cost(?:ituzionale${END}|\.)`,
  String.raw`c\.\s?cost\.`,
  String.raw`cons(?:iglio|\.)\s+(?:di\s+)?st(?:ato${END}|\.)`,
  String.raw`t\.?\s?a\.?\s?r\.?\s*(?:${TAR_SEAT})${END}`,
  String.raw`corte\s+d['’]\s*appello(?:\s+di\s+\p{Lu}\p{L}+)?`,
  String.raw`tribunale\s+di\s+\p{Lu}\p{L}+`,
  String.raw`corte\s+di\s+giustizia(?:\s+(?:UE${END}|CE${END}|dell['’]unione\s+europea|europea))?`,
  String.raw`corte\s+(?:EDU${END}|europea\s+dei\s+diritti\s+dell['’]uomo|dei\s+conti)`,
  `(?:CGUE|CEDU)${END}`,
  String.raw`sezioni\s+unite`,
].join('|');

const SECTION = String.raw`(?:\s*,?\s*(?:sez(?:ione|\.)?\s*(?:un(?:ite|\.)|[ivx]{1,4}${END}|\d{1,2}${END}|lav(?:oro|\.)|trib(?:utaria|\.)|feriale)(?:\s*(?:civ(?:ile|\.)|pen(?:ale|\.)|lav(?:oro|\.)))?|ss\.\s?uu\.|s\.\s?u\.))?`;
const DECISION_KIND = String.raw`(?:sent(?:enza|\.)|ord(?:inanza|\.)|decr(?:eto|\.))`;
const DECISION_DATE = String.raw`(?:\s*,?\s*(?:del\s+)?\d{1,2}°?(?:\s+(?:${MONTH})\s+|[./-]\d{1,2}[./-])\d{4})?`;
const DECISION_NUMBER = String.raw`(?:${NUMBER_WORD}\s*\d+${YEAR_TAIL}?|\d+\s*\/\s*\d{4}|(?:causa\s+)?C[-‑–]\d+\/\d{2})${END}`;
const DECISION = String.raw`(?:${COURT})${SECTION}(?:\s*,?\s*${DECISION_KIND})?${DECISION_DATE}(?:\s*,?\s*${DECISION_NUMBER})?`;
const BARE_DECISION = String.raw`(?:${DECISION_KIND}|causa)\s*${DECISION_NUMBER}`;

// Tried in this order; among matches that overlap, the one that starts first (then the longest) wins.
const PATTERNS = [ARTICLE, DECISION, BARE_DECISION, ACT, NAMED_ACTS].map(
  (source) => new RegExp(`${START}(?:${source})`, 'giu'),
);

export interface FoundReference {
  text: string;
  start: number;
  end: number;
}

/** The references in `text`, in order, none overlapping, whitespace inside each collapsed. */
export function findLegalReferences(text: string): FoundReference[] {
  const found: FoundReference[] = [];
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const written = match[0].replace(/[\s,]+$/, '');
      if (written) found.push({ text: written, start: match.index, end: match.index + written.length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: FoundReference[] = [];
  for (const reference of found) {
    const last = kept.at(-1);
    if (last && reference.start < last.end) continue;
    kept.push({ ...reference, text: reference.text.replace(/\s+/g, ' ') });
  }
  return kept;
}

/** Whether a keyword is one legal reference, as a whole (from this extractor or a model). */
export function isLegalReference(keyword: string): boolean {
  const [only] = findLegalReferences(keyword.trim());
  return only !== undefined && only.start === 0 && only.end === keyword.trim().length;
}
