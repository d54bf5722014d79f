import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { textPdf } from '../../../test/document-fixtures';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import { signedInUser } from '../../../test/sessions';
import { parseSse, typed } from '../chat/chat.test-support';
import { settled, uploaded } from '../documents/documents.test-support';

/** What a reader sees of each Markdown block quote: the `> ` prefixes and the escapes removed. */
function quotedBlocks(markdown: string): string[] {
  const blocks: string[][] = [];
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (line === '>' && current) continue;
    if (!line.startsWith('> ')) {
      current = null;
      continue;
    }
    if (!current) {
      current = [];
      blocks.push(current);
    }
    current.push(line.slice(2).replace(/\\(.)/g, '$1'));
  }
  return blocks.map((block) => block.join('\n'));
}
const quotedText = (markdown: string) => quotedBlocks(markdown).join('\n');

const LEASE_PAGES = [
  'CONTRATTO DI LOCAZIONE AD USO ABITATIVO. Art. 1 - Oggetto. Il locatore concede in locazione al conduttore l’immobile sito in Milano, via Verdi n. 12, ai sensi della L. n. 431/1998.',
  'Art. 3 - Canone. Il canone annuo è convenuto in euro 1.234,00 da corrispondersi in rate mensili anticipate entro il giorno 5 di ciascun mese, ai sensi dell’art. 1571 c.c. ' +
    'Art. 4 - Deposito cauzionale. Il conduttore versa al locatore un deposito cauzionale di euro 3.750,00 alla sottoscrizione del 12.03.2024. ' +
    'Il deposito cauzionale è restituito al termine della locazione, previa verifica dello stato dell’immobile.',
];

describe('quotations and citations a lawyer can rely on (extractive, no model)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => t?.close());

  it('quotes the amounts of an uploaded lease exactly, in the answer and in the citation excerpts', async () => {
    const user = await signedInUser(t);
    const pdf = await uploaded(t, user, 'locazione.pdf', await textPdf(LEASE_PAGES));
    await settled(t, user, pdf.id);
    for (const [question, amount] of [
      ['A quanto ammonta il deposito cauzionale versato dal conduttore?', 'euro 3.750,00'],
      ['Qual è il canone annuo convenuto?', 'euro 1.234,00'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat-with-web',
        headers: user.headers,
        payload: {
          message: question,
          useWebSearch: false,
          enabledUserDocuments: [{ identifier: pdf.id, name: 'locazione.pdf', type: 'user' }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const stream = parseSse(res.body);
      const quoted = quotedText(stream.text);
      expect(quoted).toContain(amount);
      const source = LEASE_PAGES.join(' ').replace(/\s+/g, ' ');
      expect(quoted).not.toMatch(/euro \d\.(\s|$)/);
      const excerpts = typed(stream.events, 'citations')[0]!.citations.map((c) => c.excerpt ?? '');
      expect(excerpts.some((excerpt) => excerpt.includes(amount))).toBe(true);
      // Every quoted part is the document's text, cuts marked.
      for (const block of quotedBlocks(stream.text)) {
        for (const part of block.split('[…]').map((piece) => piece.replace(/\s+/g, ' ').trim())) {
          if (part) expect(source).toContain(part);
        }
      }
    }
  });

  it('quotes art. 1325 c.c. whole: "4) la forma" is not dropped', async () => {
    const user = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/rag-api/rag-chat',
      headers: user.headers,
      payload: { message: 'Quali sono i requisiti del contratto?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quoted = quotedText(parseSse(res.body).text);
    expect(quoted).toContain(
      "I requisiti del contratto sono:\n1) l'accordo delle parti;\n2) la causa;\n3) l'oggetto;\n4) la forma, quando risulta che è prescritta dalla legge sotto pena di nullità.",
    );
  });

  it('"Cosa prevede l\'art. 2043 c.c.?" finds that article and nothing matched on "prevede"', async () => {
    const user = await signedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/rag-api/search?limit=5&q=${encodeURIComponent("Cosa prevede l'art. 2043 c.c.?")}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { identifier: string; act: string }[];
    expect(results[0]!.identifier).toBe('cc-2043');
    expect(results.every((hit) => hit.act === 'cc')).toBe(true);
  });

  it('gives a question with nothing legal in it low scores, not a top hit at 1.0', async () => {
    const user = await signedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/rag-api/search?limit=10&q=${encodeURIComponent('Che tempo farà domani a Milano?')}`,
      headers: user.headers,
    });
    const results = res.json().results as { score: number }[];
    expect(results.every((hit) => hit.score < 0.4)).toBe(true);
  });
});

describe('one citation check in every mode (with a model)', () => {
  const model = useAppWithFixtureModel();

  const ANSWER =
    'Risponde chi cagiona un danno ingiusto @source:legal:cc-2043, anche secondo @source:legal:cc-99999 e l’art. 1218 c.c.';

  /** What the web does with a finished answer: verify it against the sources its stream named. */
  async function checksOf(user: { headers: Record<string, string> }, url: string, payload: object) {
    model.llm.enqueue({ chunks: [ANSWER] });
    const res = await model.t.app.inject({ method: 'POST', url, headers: user.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    const stream = parseSse(res.body);
    expect(stream.text).toBe(ANSWER);
    const sources = typed(stream.events, 'citations')[0]!.citations.map((c) => c.identifier);
    const verified = await model.t.app.inject({
      method: 'POST',
      url: '/rag-api/verify-citations',
      headers: user.headers,
      payload: { text: stream.text, sources },
    });
    expect(verified.statusCode).toBe(200);
    const checks = verified.json().citations as { identifier: string; kind: string; status: string }[];
    return (identifier: string, kind = 'tag') =>
      checks.find((c) => c.identifier === identifier && c.kind === kind)?.status;
  }

  it('Standard mode flags a tag of a source it was never given, and an invented one, as Database Legale does', async () => {
    const user = await signedInUser(model.t);
    const standard = await checksOf(user, '/api/chat', { message: 'Chi risponde del danno ingiusto?' });
    expect(standard('cc-2043')).toBe('not_in_sources');
    expect(standard('cc-99999')).toBe('not_found');
    expect(standard('cc-1218', 'reference')).toBe('not_in_sources');

    const legal = await checksOf(user, '/rag-api/rag-chat', {
      message: 'Chi risponde del danno ingiusto?',
      queryMode: 'specific',
      selectedDocuments: [{ identifier: 'cp', type: 'system' }],
    });
    expect(legal('cc-2043')).toBe(standard('cc-2043'));
    expect(legal('cc-99999')).toBe('not_found');
  });

  it('discards a query rewrite that is not a line of terms and real references', async () => {
    model.llm.enqueue({ chunks: ['**Ecco** la risposta:\nsecondo l’art. 9999 c.c. paga il vicino'] });
    model.llm.enqueue({ chunks: ['Risposta.'] });
    const user = await signedInUser(model.t);
    const res = await model.t.app.inject({
      method: 'POST',
      url: '/rag-api/rag-chat',
      headers: user.headers,
      payload: { message: 'Il cane del vicino mi ha morso', enableQueryEnrichment: true },
    });
    const expanded = typed(parseSse(res.body).events, 'expanded_query')[0]!.content;
    expect(expanded).not.toContain('9999');
    expect(expanded).not.toContain('Ecco');
  });
});
