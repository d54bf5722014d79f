const COUNT = new Intl.NumberFormat('it-IT');

/** "1 colonna", "2 colonne", "12.000 documenti": the number in Italian, the noun agreeing with it. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${COUNT.format(count)} ${count === 1 ? singular : plural}`;
}
