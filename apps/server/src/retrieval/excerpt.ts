import { analyse } from './text-analysis';

const EXCERPT_MAX_LENGTH = 320;

function sentencesOf(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.;:!?]+[.;:!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The sentence of the article sharing most terms with the query (then the one after it, while
 * there is room), or the opening when nothing matches. Quoted as written, only shortened.
 */
export function excerptFor(text: string, query: string, max = EXCERPT_MAX_LENGTH): string {
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return '';
  const wanted = new Set(analyse(query));
  let best = 0;
  let bestScore = 0;
  sentences.forEach((sentence, index) => {
    let score = 0;
    for (const term of new Set(analyse(sentence))) if (wanted.has(term)) score += 1;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  let excerpt = sentences[best]!;
  for (let next = best + 1; next < sentences.length && excerpt.length < max * 0.6; next += 1) {
    excerpt = `${excerpt} ${sentences[next]}`;
  }
  return clip(excerpt, max);
}
