/** An institute of the doctrine table (see legal-doctrine.ts for how names match). */
export interface DoctrineEntry {
  /** How lawyers and clients name it. */
  names: readonly string[];
  /** The articles that govern it, the most central first (identifiers of data/corpus). */
  articles: readonly string[];
}
