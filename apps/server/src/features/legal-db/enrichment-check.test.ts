import { describe, expect, it } from 'vitest';
import { checkedEnrichment, ENRICHMENT_MAX_LENGTH } from './enrichment-check';

const corpus = new Set(['cc-1576', 'cc-1575', 'cp-612-bis']);
const exists = (identifier: string) => corpus.has(identifier);

describe('checkedEnrichment: the model rewrite is used only when it is a line of terms and real references', () => {
  it.each([
    'locazione, conduttore, riparazioni, art. 1576 c.c.',
    'atti persecutori, art. 612-bis c.p.',
    'locazione; obblighi del locatore (artt. 1575 e 1576 c.c.)',
  ])('keeps %s', (line) => {
    expect(checkedEnrichment(`  ${line}\n`, exists)).toBe(line);
  });

  it.each([
    ['an invented article', 'locazione, art. 9999 c.c.'],
    ['one real and one invented article', 'artt. 1576 e 1577-ter c.c.'],
    ['several lines', 'locazione\nconduttore'],
    ['an answer in markdown', '**Risposta**: il locatore deve riparare'],
    ['a link', 'vedi https://www.normattiva.it'],
    ['a question back', 'Intendi la locazione abitativa?'],
    ['too long', `${'locazione, '.repeat(Math.ceil(ENRICHMENT_MAX_LENGTH / 11))}conduttore`],
    ['too many words', Array.from({ length: 41 }, (_, n) => `termine${n}`).join(' ')],
    ['nothing', '   '],
  ])('discards %s', (_, line) => {
    expect(checkedEnrichment(line, exists)).toBeNull();
  });

  it('discards a missing rewrite', () => {
    expect(checkedEnrichment(null, exists)).toBeNull();
  });
});
