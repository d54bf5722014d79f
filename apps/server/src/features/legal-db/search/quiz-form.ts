/**
 * How a competition-quiz item is written, told apart from what it asks: its frame, a stem left for
 * completion, a masked article number, and the answer options that follow the stem.
 */

/**
 * A quiz's frame ("Quale delle seguenti affermazioni è corretta?") says how the question is asked,
 * not what it is about: its words are not searched.
 */
export const QUIZ_FRAME =
  /\b(?:quale|quali|cosa|che cosa)\s+(?:delle|tra le|fra le|dei|tra i|fra i)\s+seguenti\s+(?:affermazioni|proposizioni|risposte|opzioni|asserzioni|alternative|enunciati)?\s*(?:è|e'|sono)?\s*(?:corrett[ae]|ver[ae]|esatt[ae]|errat[ae]|fals[ae]|giust[ae]|conform[ei](?:\s+(?:a|al|alla|alle|ai))?)?/gi;

/** The other frames of quiz items: "È vero che …", "Indicare quale affermazione è esatta." */
export const QUIZ_LEAD =
  /^\s*(?:(?:è|e')\s+(?:vero|corretto(?:\s+affermare)?|esatto(?:\s+affermare)?)\s+che\b|indicare\s+(?:quale|la)\s+(?:delle\s+seguenti\s+)?(?:affermazione|risposta|proposizione)\s+(?:è\s+)?(?:corretta|esatta|errata|vera|falsa)\b[.:?]?|quale\s+affermazione\s+(?:è\s+)?(?:corretta|esatta|errata|vera|falsa)\b\??)/i;

/** A stem the candidate completes: "…, il giudice interessato…", "è punito con:". */
export const COMPLETION_STEM = /(?:[:…]|\.\.\.)\s*\??\s*$/;

/** An article number a quiz masks: "Ai sensi dell'art. ___ c.p.", "art. […]", "articolo X". */
export const MASKED_ARTICLE = /\bart(?:icol[oi]|t?\.)\s*(?:_{2,}|\[\s*(?:…|\.{3})?\s*\]|…|\.{3}|[XxN]\b|\?)/g;

/** A quiz item split into the stem and the answers offered after it. */
export interface AnswerOptions {
  stem: string;
  options: string[];
}

/**
 * An option's letter: "a)", "(b)", "C)" after a space or a stop, or "A." / "A -" opening a line.
 * "lettera a)" inside a sentence is told apart by the checks of answerOptions.
 */
const OPTION_MARKER = /(?:^|(?<=[\s;:?.…,]))\(?([a-eA-E])\)\s+|(?:^|(?<=\n))[ \t]*([A-E])(?:\.|\s[-–])\s+/g;
/** How a stem ends as a question or a stem left open does (read on the stem with its end trimmed). */
const STEM_END = /(?:[:?…]|\.\.\.)$/;
const WORD = /\p{L}{3,}/u;
const TRAILING_STOP = /[\s;,.]/;

/** The option without the stops and blanks that end it, read backwards (linear however long the run). */
function withoutTrailingStops(option: string): string {
  let end = option.length;
  while (end > 0 && TRAILING_STOP.test(option[end - 1]!)) end -= 1;
  return option.slice(0, end);
}

/**
 * The answer options of a quiz item: letters from a (or A) in order, two or more, each holding a
 * word, after a stem that ends as a question, with ':' or '…', or on its own line (or after a frame
 * that was taken out, leaving no stem). Null for anything else, such as "le lettere a) e b)" in a
 * question.
 */
export function answerOptions(text: string): AnswerOptions | null {
  const markers: { letter: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(OPTION_MARKER)) {
    const letter = (match[1] ?? match[2])!;
    const expected = markers.length === 0 ? null : markers[markers.length - 1]!.letter;
    const next = expected
      ? String.fromCharCode(expected.charCodeAt(0) + 1)
      : letter.toLowerCase() === 'a'
        ? letter
        : null;
    if (letter !== next) continue;
    markers.push({ letter, start: match.index, end: match.index + match[0].length });
  }
  if (markers.length < 2) return null;
  const stem = text.slice(0, markers[0]!.start);
  // trimEnd and the anchored tests stay linear on long runs of blanks (a `\s*$` would not).
  const trimmed = stem.trimEnd();
  const onItsOwnLine = stem.slice(trimmed.length).includes('\n');
  if (trimmed !== '' && !onItsOwnLine && !STEM_END.test(trimmed)) return null;
  const options = markers.map((marker, at) =>
    withoutTrailingStops(text.slice(marker.end, markers[at + 1]?.start ?? text.length)).trim(),
  );
  if (!options.every((option) => WORD.test(option))) return null;
  return { stem: stem.trim(), options };
}
