import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX_LENGTH, excerptFor, OMISSION, quoteForQuery, sentenceSpans } from './quotation';

const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../../data/corpus');
const articles: { id: string; text: string; heading: string }[] = readdirSync(CORPUS_DIR)
  .filter((name) => name.endsWith('.jsonl'))
  .flatMap((name) =>
    readFileSync(path.join(CORPUS_DIR, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line))
      .map((row) => ({
        id: `${row.act}-${row.article}`,
        text: row.text as string,
        heading: row.heading ?? '',
      })),
  );
const byId = new Map(articles.map((article) => [article.id, article.text]));
const article = (id: string) => byId.get(id) ?? expect.unreachable(`${id} is in the corpus`);

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first occurrence of `part` from `from` on that starts and ends at whole words ("pubblica", not "Repubblica"). */
function wholeWordIndexOf(text: string, part: string, from: number) {
  for (let at = text.indexOf(part, from); at >= 0; at = text.indexOf(part, at + 1)) {
    const end = at + part.length;
    if ((at === 0 || text[at - 1] === ' ') && (end === text.length || text[end] === ' ')) return at;
  }
  return -1;
}

/**
 * Checks that `quotation` is made of exact substrings of `source` in order, that a part with no
 * mark before it continues exactly where the previous one ended (nothing dropped without "[…]"),
 * that the quotation ends at the source's end unless it ends with a mark, and that every part starts
 * and ends at whole words (an amount or abbreviation is never split).
 */
function expectFaithful(source: string, quotation: string) {
  const text = normalise(source);
  const pieces = normalise(quotation).split(OMISSION);
  let cursor = 0;
  pieces.forEach((raw, index) => {
    const part = raw.trim();
    const marked = index > 0;
    if (part === '') return;
    // After a mark the part starts past the text it left out (a part may also occur earlier: "L'incompetenza
    // per materia…" opens two paragraphs of art. 38 c.p.c.).
    const at = marked ? wholeWordIndexOf(text, part, cursor + 1) : cursor;
    expect(at, `«${part}» in order in the source`).toBeGreaterThanOrEqual(0);
    expect(text.slice(at, at + part.length), 'an exact substring').toBe(part);
    if (marked) expect(at, 'a mark stands for text that was left out').toBeGreaterThan(cursor);
    expect(at === 0 || text[at - 1] === ' ', `«${part.slice(0, 20)}» starts at a whole word`).toBe(true);
    const end = at + part.length;
    expect(end === text.length || text[end] === ' ', `«${part.slice(-20)}» ends at a whole word`).toBe(true);
    cursor = end + 1;
  });
  const endsMarked = pieces.at(-1)?.trim() === '';
  if (!endsMarked)
    expect(cursor, 'no text dropped after the last part without a mark').toBeGreaterThanOrEqual(text.length);
}

describe('sentenceSpans: where Italian legal writing ends a sentence', () => {
  const sentences = (text: string) => sentenceSpans(text).map(({ start, end }) => text.slice(start, end));

  it.each([
    [
      'Il canone annuo è di euro 1.234,00 da pagarsi entro il giorno 5. Il resto segue.',
      'Il canone annuo è di euro 1.234,00 da pagarsi entro il giorno 5.',
    ],
    [
      "Ai sensi dell'art. 1571 c.c. il locatore consegna la cosa. Poi paga.",
      "Ai sensi dell'art. 1571 c.c. il locatore consegna la cosa.",
    ],
    [
      'Si applica il d.lgs. n. 231 del 2001, artt. 5 ss. del decreto. Fine.',
      'Si applica il d.lgs. n. 231 del 2001, artt. 5 ss. del decreto.',
    ],
    [
      'Nei casi di cui alla lett. a. del comma 2 si procede. Altro.',
      'Nei casi di cui alla lett. a. del comma 2 si procede.',
    ],
    ['Firmato il 12.03.2024 a Roma. Segue.', 'Firmato il 12.03.2024 a Roma.'],
    ['La Soc. Alfa S.p.A. con sede in Roma, cfr. doc. 3. Segue.', 'La Soc.'],
  ])('%s', (text, first) => {
    expect(sentences(text)[0]).toBe(first);
    expect(sentences(text).join(' ')).toBe(normalise(text));
  });

  it('keeps a numbered paragraph marker with its paragraph and ends list items at their semicolons', () => {
    expect(sentences('1. Il contratto è nullo. 2. La nullità può essere fatta valere.')).toEqual([
      '1. Il contratto è nullo.',
      '2. La nullità può essere fatta valere.',
    ]);
    expect(sentences(article('cc-1325'))).toEqual([
      'I requisiti del contratto sono:',
      "1) l'accordo delle parti;",
      '2) la causa;',
      "3) l'oggetto;",
      '4) la forma, quando risulta che è prescritta dalla legge sotto pena di nullità.',
    ]);
  });
});

describe('quoteForQuery: verbatim, every cut marked', () => {
  const lease =
    "Art. 3 - Canone. Il canone annuo è stabilito in euro 1.234,00 da pagarsi in rate mensili, ai sensi dell'art. 1571 c.c. e della L. n. 431/1998. " +
    'Art. 4 - Deposito. Il conduttore versa un deposito cauzionale di euro 3.750,00 alla firma del 12.03.2024. Il deposito è restituito al termine della locazione.';

  it('quotes amounts, abbreviations and dates exactly', () => {
    const deposit = quoteForQuery(lease, 'deposito cauzionale', { maxLength: 140 });
    expect(deposit).toContain('deposito cauzionale di euro 3.750,00 alla firma del 12.03.2024.');
    expect(deposit.startsWith(OMISSION)).toBe(true);
    expectFaithful(lease, deposit);
    const rent = quoteForQuery(lease, 'canone annuo', { maxLength: 200 });
    expect(rent).toContain(
      "euro 1.234,00 da pagarsi in rate mensili, ai sensi dell'art. 1571 c.c. e della L. n. 431/1998.",
    );
    expectFaithful(lease, rent);
  });

  it('quotes an article whole when it fits: art. 1325 c.c. keeps "4) la forma"', () => {
    const quoted = quoteForQuery(article('cc-1325'), 'Quali sono i requisiti del contratto?', {
      maxLength: 1200,
    });
    expect(normalise(quoted)).toBe(normalise(article('cc-1325')));
    expect(quoted).toContain('4) la forma');
  });

  it('marks the items it leaves out of a list instead of dropping them silently', () => {
    const quoted = quoteForQuery(article('cc-1325'), 'la causa del contratto', { maxLength: 60 });
    expect(quoted).toContain(OMISSION);
    expectFaithful(article('cc-1325'), quoted);
  });

  it('cuts an over-long sentence at a word, never between an amount and its currency, and marks the cut', () => {
    const sentence = `Il debitore paga ${'la somma dovuta e gli interessi maturati '.repeat(6)}pari a euro 12.345,67 entro trenta giorni.`;
    for (let max = 40; max < sentence.length; max += 7) {
      const quoted = quoteForQuery(sentence, 'debitore', { maxLength: max });
      expect(quoted.endsWith(OMISSION)).toBe(true);
      expect(quoted).not.toMatch(/euro \[…\]/);
      expectFaithful(sentence, quoted);
    }
  });

  it('excerpts are short and faithful', () => {
    const quoted = excerptFor(article('cc-1117'), 'scale e cortili');
    expect(normalise(quoted.replaceAll(OMISSION, '')).length).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
    expect(quoted).toContain('i cortili');
    expectFaithful(article('cc-1117'), quoted);
  });

  it('every corpus article, any question, any length: substrings in order, nothing dropped without a mark (property)', () => {
    const words = (text: string) => text.match(/\p{L}{4,}/gu) ?? ['contratto'];
    fc.assert(
      fc.property(
        fc.constantFrom(...articles),
        fc.integer({ min: 60, max: 1600 }),
        fc.nat(),
        fc.nat(),
        (source, maxLength, pickA, pickB) => {
          const vocabulary = words(`${source.heading} ${source.text}`);
          const query = `${vocabulary[pickA % vocabulary.length]} ${vocabulary[pickB % vocabulary.length]}`;
          const quoted = quoteForQuery(source.text, query, { maxLength });
          if (normalise(source.text) === '') return;
          expect(quoted).not.toBe('');
          expectFaithful(source.text, quoted);
          expect(normalise(quoted.replaceAll(OMISSION, '')).length).toBeLessThanOrEqual(maxLength + 2);
        },
      ),
      // A fixed seed keeps CI deterministic; FC_SEED=<n> explores other draws.
      { numRuns: 3000, seed: Number(process.env.FC_SEED ?? 20261124) },
    );
  });

  it('a one-word part is found where it stands as a word, not inside a longer one', () => {
    // Found by the property below: "pubblica" also occurs inside "Repubblica", earlier in the article.
    const source = article('consumo-146');
    expectFaithful(source, quoteForQuery(source, 'pubblicità Abrogazioni', { maxLength: 79 }));
  });

  it('a part after a mark is found past the text left out, although it also opens the article', () => {
    // Found by the property below (art. 38 c.p.c. repeats its opening words in its third paragraph).
    const source = article('cpc-38');
    const words = `Incompetenza ${source}`.match(/\p{L}{4,}/gu)!;
    expectFaithful(
      source,
      quoteForQuery(source, `${words[196881071 % words.length]} ${words[0]}`, { maxLength: 60 }),
    );
  });

  // All 8,497 articles: about 3 s alone, more on a busy machine.
  it('every corpus article as an excerpt for its own heading', { timeout: 30_000 }, () => {
    for (const source of articles) {
      if (normalise(source.text) === '') continue;
      expectFaithful(source.text, excerptFor(source.text, source.heading));
    }
  });
});
