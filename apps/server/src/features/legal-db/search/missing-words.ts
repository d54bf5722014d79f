import { analyse } from '../../../retrieval/text-analysis';

/**
 * What a question says is not there: "senza testamento", "in mancanza di contratto", "non c'è
 * testamento". The word names the situation's absence, not its subject.
 */
const SAYS_MISSING =
  /\b(?:senza|manca(?:va|no)?|in\s+mancanza\s+d[ei]\w*|in\s+assenza\s+d[ei]\w*|priv[oaie]\s+d[ei]\w*|non\s+c['’]\s*[eè]|non\s+esiste|non\s+ha\s+fatto|non\s+aveva\s+fatto)\s+(?:(?:un|uno|una|il|lo|la|i|gli|le|alcun\w*|nessun\w*)\s+|l['’]\s*|un['’]\s*)?([a-zà-ù]+)/giu;

/** The stems of the words a question says are missing. */
export function missingTerms(text: string): ReadonlySet<string> {
  const terms = new Set<string>();
  for (const match of text.toLowerCase().matchAll(SAYS_MISSING)) {
    for (const term of analyse(match[1]!)) terms.add(term);
  }
  return terms;
}

/**
 * The question with each way of saying that something is not there written "senza": the doctrine
 * names say "morto senza testamento", and a client writes "non c'è testamento" or "manca il
 * testamento" (read by the names only: the searched terms keep the question's own words).
 */
export function missingAsSenza(text: string): string {
  return text.replace(SAYS_MISSING, (_whole, word: string) => `senza ${word}`);
}
