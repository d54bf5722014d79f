import { LEGAL_ACT_CODES, type LegalActCode } from '@brocardo/shared';

// How much the act of an article weighs, from what the question names or hints at.

/** The proceedings a code governs, as questions name them: a hint, weaker than naming the code. */
const PROCEEDINGS: ReadonlyArray<[RegExp, LegalActCode]> = [
  [/\b(?:processo|giudizio|rito|procedimento) civile\b/i, 'cpc'],
  [/\b(?:processo|giudizio|rito|procedimento) penale\b/i, 'cpp'],
  [/\b(?:processo|giudizio) amministrativo\b/i, 'cpa'],
];

/** The codes of the proceedings a question names without naming the code. */
export function hintedActs(text: string, named: readonly LegalActCode[]): LegalActCode[] {
  return PROCEEDINGS.filter(([pattern, act]) => !named.includes(act) && pattern.test(text)).map(
    ([, act]) => act,
  );
}

/** The acts on artificial intelligence, whose words (fornitore, sistema, rischio, dati) are everyone's. */
const AI_ACTS: readonly LegalActCode[] = ['aiact', 'l132'];
const AI_WORDS =
  /(?<![\p{L}])(?:intelligenz[ae] artificial[ei]|algoritm\p{L}*|chat\p{L}*|bot|assistent\p{L}* virtual\p{L}*|automatic\p{L}*|in automatico|robot\p{L}*|deep ?fake|sintetic\p{L}*|automatizzat\p{L}*|riconosciment\p{L}* (?:facciale|biometric\p{L}*|delle emozioni)|biometric\p{L}*|machine learning|apprendimento automatico|modell\p{L}* (?:linguistic|generativ|di (?:ia|ai))\p{L}*|generativ\p{L}*|addestra\p{L}*|clonat\p{L}*|software|(?:video|foto|immagin\p{L}*|voce|audio) (?:fint|fals|manipolat|generat|creat)\p{L}*)(?![\p{L}])/iu;
/** As written in capitals only: "ai" and "ia" are everyday words too. */
const AI_ABBREVIATIONS = /(?<![\p{L}.])(?:AI|IA|A\.I\.|I\.A\.|LLM|GPT)(?![\p{L}])/u;
/** No set moves at 0.4–0.6; «Fonti principali» precision unchanged (bench/retrieval-inprocess.mts). */
const UNASKED_AI_WEIGHT = 0.5;

/**
 * The acts on artificial intelligence when the question says nothing of it, in its words or through
 * a name of their articles: «Il fornitore mi ha mandato la merce sbagliata» ranked arts. 22 and 54 of
 * the AI Act (obligations of a system's «fornitore») before art. 1453 c.c.
 */
export function unaskedAiActs(
  text: string,
  namedActs: readonly LegalActCode[],
  doctrine: readonly { articles: readonly string[] }[],
): LegalActCode[] {
  if (AI_WORDS.test(text) || AI_ABBREVIATIONS.test(text)) return [];
  if (namedActs.some((act) => AI_ACTS.includes(act))) return [];
  const named = doctrine.some((match) =>
    match.articles.some((article) => AI_ACTS.some((act) => article.startsWith(`${act}-`))),
  );
  return named ? [] : [...AI_ACTS];
}

/**
 * Weighed on the words and again after the names' lifts: a name of their articles told in everyday
 * words («senza dirmelo», of a chatbot) put art. 50 of the AI Act first for an electricity contract
 * changed «senza dirmelo». No set moves either time.
 */
function weighUnasked(
  unaskedActs: readonly LegalActCode[],
  allowedActs: ReadonlySet<LegalActCode> | null,
  weights: Float64Array,
) {
  for (const act of unaskedActs)
    if (!allowedActs?.has(act)) weights[LEGAL_ACT_CODES.indexOf(act)] = UNASKED_AI_WEIGHT;
}

/** Articles of an act the query names (`nel codice civile`) score this much more. */
const NAMED_ACT_BOOST = 1.5;
/**
 * The code of the proceedings a question names ("nel processo amministrativo"), a weaker hint than
 * naming the code: blind quiz stems MRR +0.007 (tuned) and +0.012 (held out), other sets unchanged.
 */
const HINTED_ACT_BOOST = 1.2;
/**
 * The other codes of procedure, when the question names its proceedings ("nei termini per
 * proporre appello nel processo penale"): their rules share its words (art. 325 c.p.c. came first).
 */
const PROCEDURE_CODES: readonly LegalActCode[] = ['cpc', 'cpp', 'cpa'];
const OTHER_PROCEEDINGS_WEIGHT = 0.7;
/** The codes' implementing provisions, and how much their articles weigh when not asked for. */
const IMPLEMENTING_ACTS: readonly LegalActCode[] = ['dispattcc', 'dispattcpc', 'dispattcpp'];
const IMPLEMENTING_WEIGHT = 0.8;

/** The positions of the codes of procedure a question that names its proceedings does not point at. */
function otherProceedings(
  hintedActs: readonly LegalActCode[],
  allowedActs: ReadonlySet<LegalActCode> | null,
): number[] {
  if (hintedActs.length === 0) return [];
  return PROCEDURE_CODES.filter((act) => !hintedActs.includes(act) && !allowedActs?.has(act)).map((act) =>
    LEGAL_ACT_CODES.indexOf(act),
  );
}

/** Multiplies each document's score by the weight of its act (nothing to do when every weight is 1). */
function applyActWeights(actOf: Uint8Array, weights: Float64Array, scores: Float64Array) {
  if (weights.every((weight) => weight === 1)) return;
  for (let doc = 0; doc < scores.length; doc += 1) scores[doc] = scores[doc]! * weights[actOf[doc]!]!;
}

/**
 * The lifts of sections, phrases and doctrine names are added after the acts were weighed, so two
 * weights are applied once more. An act the question names ("A norma della Costituzione, …") weighs
 * the whole score again, so a name or a phrase another act shares does not put that act's article
 * first (exam-style MRR +0.005 and +0.008 held out, blind quiz stems +0.005, fresh-blind7 +0.003, no
 * set lower). The other codes of procedure, when the question names its proceedings, are weighed
 * down again: their phrases are the question's too.
 */
export function weighActsAgain(
  actOf: Uint8Array,
  namedActs: readonly LegalActCode[],
  hintedActs: readonly LegalActCode[],
  allowedActs: ReadonlySet<LegalActCode> | null,
  scores: Float64Array,
  unaskedActs: readonly LegalActCode[],
) {
  const weights = new Float64Array(LEGAL_ACT_CODES.length).fill(1);
  weighUnasked(unaskedActs, allowedActs, weights);
  for (const act of namedActs) weights[LEGAL_ACT_CODES.indexOf(act)]! *= NAMED_ACT_BOOST;
  for (const act of otherProceedings(hintedActs, allowedActs)) weights[act]! *= OTHER_PROCEEDINGS_WEIGHT;
  applyActWeights(actOf, weights, scores);
}

/**
 * The acts the query names are boosted; the implementing provisions of the codes are weighed down
 * unless the query names them or the filter picks them: they carry out the code's rules (registers,
 * forms, time limits of the offices), so on equal evidence the code article that states the rule
 * comes first, and their rubrics ("Motivazione della sentenza", "Iscrizione a ruolo della causa")
 * do not crowd it out.
 */
export function weighActs(
  actOf: Uint8Array,
  namedActs: readonly LegalActCode[],
  hintedActs: readonly LegalActCode[],
  allowedActs: ReadonlySet<LegalActCode> | null,
  scores: Float64Array,
  unaskedActs: readonly LegalActCode[],
) {
  const weights = new Float64Array(LEGAL_ACT_CODES.length).fill(1);
  weighUnasked(unaskedActs, allowedActs, weights);
  for (const act of IMPLEMENTING_ACTS)
    if (!allowedActs?.has(act)) weights[LEGAL_ACT_CODES.indexOf(act)] = IMPLEMENTING_WEIGHT;
  for (const act of otherProceedings(hintedActs, allowedActs)) weights[act] = OTHER_PROCEEDINGS_WEIGHT;
  for (const act of hintedActs) weights[LEGAL_ACT_CODES.indexOf(act)] = HINTED_ACT_BOOST;
  for (const act of namedActs) weights[LEGAL_ACT_CODES.indexOf(act)] = NAMED_ACT_BOOST;
  applyActWeights(actOf, weights, scores);
}
