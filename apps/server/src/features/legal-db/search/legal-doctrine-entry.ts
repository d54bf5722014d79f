/** An institute of the doctrine table (see legal-doctrine.ts for how names match). */
export interface DoctrineEntry {
  /** How lawyers and clients name it. */
  names: readonly string[];
  /** The articles that govern it, the most central first (identifiers of data/corpus). */
  articles: readonly string[];
}

/**
 * Every name "who or what + what happened": a client tells one situation with many subjects (the cat,
 * the dog, the horse) and many verbs (bit, scratched, ruined), so a few fixed phrases miss most ways of
 * telling it. Each subject paired with each event covers them, and each pair stays specific.
 */
export function pairs(subjects: readonly string[], events: readonly string[]): string[] {
  return subjects.flatMap((subject) => events.map((event) => `${subject} ${event}`));
}
