import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { DEFAULT_CORPUS_DIR } from '../../config';
import { legalArticles, legalCorpus } from '../../db/schema';
import { readCorpusFiles, scanCorpusFiles } from './corpus/corpus-files';
import { loadCorpusIntoDatabase } from './corpus/corpus-loader';

let t: TestApp;
let user: Caller;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  user = await signedInUser(t);
});
afterAll(() => t?.close());

const get = (url: string, headers = user.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = user.headers) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('the shipped corpus', () => {
  it('is loaded once: the same files leave it untouched, other files replace it in one transaction', async () => {
    const scan = await scanCorpusFiles(DEFAULT_CORPUS_DIR);
    const corpus = scan.parse();
    expect(corpus.articles).toHaveLength(8497);
    expect(corpus.articles.filter((article) => !article.abrogated)).toHaveLength(7788);
    const [stored] = await t.database.db.select().from(legalCorpus);
    expect(stored).toMatchObject({ version: corpus.version, articleCount: 8497 });

    // The same files: nothing parsed, nothing written.
    const unparsed = { version: scan.version, parse: () => expect.unreachable('parsed again') };
    expect(await loadCorpusIntoDatabase(t.database.db, unparsed)).toEqual({
      loaded: false,
      version: scan.version,
    });
    const [again] = await t.database.db.select().from(legalCorpus);
    expect(again!.loadedAt).toEqual(stored!.loadedAt);

    const changed = { ...corpus, version: 'other', articles: corpus.articles.slice(0, 10) };
    expect(
      await loadCorpusIntoDatabase(t.database.db, { version: 'other', parse: () => changed }),
    ).toMatchObject({
      loaded: true,
      articles: 10,
    });
    const [{ value }] = (await t.database.db.select({ value: count() }).from(legalArticles)) as [
      { value: number },
    ];
    expect(value).toBe(10);
    // Back to the shipped files for the other tests.
    expect(await loadCorpusIntoDatabase(t.database.db, scan)).toMatchObject({ loaded: true });
    const [{ value: restored }] = (await t.database.db.select({ value: count() }).from(legalArticles)) as [
      { value: number },
    ];
    expect(restored).toBe(8497);
  });

  it('refuses a malformed corpus file with its line, loading nothing', async () => {
    const { mkdtemp, writeFile, cp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-corpus-'));
    try {
      await cp(DEFAULT_CORPUS_DIR, dir, { recursive: true });
      const lines = (await readFile(path.join(dir, 'cost.jsonl'), 'utf8')).split('\n');
      lines[2] = '{"act":"cost","article":3}';
      await writeFile(path.join(dir, 'cost.jsonl'), lines.join('\n'));
      await expect(readCorpusFiles(dir)).rejects.toThrow('cost.jsonl line 3');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /rag-api/search', () => {
  it('finds art. 2043 c.c. for "danno ingiusto da fatto illecito", with excerpt and consolidation date', async () => {
    const res = await get(`/rag-api/search?q=${encodeURIComponent('danno ingiusto da fatto illecito')}`);
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.slice(0, 3).map((hit: { identifier: string }) => hit.identifier)).toContain('cc-2043');
    const hit = results.find((r: { identifier: string }) => r.identifier === 'cc-2043');
    expect(hit).toMatchObject({ act: 'cc', article: '2043', heading: 'Risarcimento per fatto illecito' });
    expect(hit.excerpt).toContain('danno ingiusto');
    expect(hit.vigente_al).toMatch(/2025/);
  });

  it('puts a cited article first', async () => {
    const res = await get(`/rag-api/search?q=${encodeURIComponent('responsabilità art. 2051 c.c.')}`);
    expect(res.json().results[0].identifier).toBe('cc-2051');
  });

  it('with acts=… never returns another act', async () => {
    const res = await get(
      `/rag-api/search?q=${encodeURIComponent('termine per la querela')}&acts=cpp,cost&limit=50`,
    );
    const acts = new Set(res.json().results.map((hit: { act: string }) => hit.act));
    expect(res.json().results.length).toBeGreaterThan(0);
    expect([...acts].every((act) => act === 'cpp' || act === 'cost')).toBe(true);
  });

  it('keeps abrogated articles out of the results', async () => {
    // Art. 323 c.p. (abuso d'ufficio) was repealed in 2024.
    const res = await get(
      `/rag-api/search?q=${encodeURIComponent("abuso d'ufficio art. 323 c.p.")}&limit=50`,
    );
    expect(res.json().results.map((hit: { identifier: string }) => hit.identifier)).not.toContain('cp-323');
  });

  it('validates its parameters in Italian and requires a session', async () => {
    const empty = await get('/rag-api/search?q=');
    expect(empty.statusCode).toBe(422);
    const unknown = await get('/rag-api/search?q=danno&acts=cc,xyz');
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain('Atto sconosciuto: xyz');
    const tooMany = await get('/rag-api/search?q=danno&limit=500');
    expect(tooMany.statusCode).toBe(422);
    expect((await get('/rag-api/search?q=danno', {} as Caller['headers'])).statusCode).toBe(401);
  });
});

describe('POST /rag-api/verify-citations', () => {
  it('flags art. 2999 c.c. as non-existent and art. 2043 c.c. as verified', async () => {
    const res = await post('/rag-api/verify-citations', {
      text: "Ai sensi dell'art. 2043 c.c. il danno va risarcito; l'art. 2999 c.c. non dice nulla.",
    });
    expect(res.statusCode).toBe(200);
    const citations = res.json().citations;
    expect(citations).toHaveLength(2);
    expect(citations[0]).toMatchObject({
      identifier: 'cc-2043',
      status: 'verified',
      kind: 'reference',
      title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
    });
    expect(citations[1]).toMatchObject({ identifier: 'cc-2999', status: 'not_found' });
  });

  it('marks references outside the sources given, and checks @source tags', async () => {
    const res = await post('/rag-api/verify-citations', {
      text: 'Vedi @source:legal:cc-2043 e @source:legal:cc-2051, e anche @source:legal:cc-99999.',
      sources: ['cc-2043'],
    });
    const statuses = res
      .json()
      .citations.map((c: { identifier: string; status: string }) => [c.identifier, c.status]);
    expect(statuses).toEqual([
      ['cc-2043', 'verified'],
      ['cc-2051', 'not_in_sources'],
      ['cc-99999', 'not_found'],
    ]);
  });

  it('refuses a text over 100,000 characters', async () => {
    const res = await post('/rag-api/verify-citations', { text: 'a'.repeat(100_001) });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /rag-api/citation-source and list-available-documents', () => {
  it('returns the exact stored text, the act, the hierarchy and the consolidation date', async () => {
    const res = await post('/rag-api/citation-source', { sourceType: 'legal', identifier: 'cc-2043' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(legalArticles)
      .where(eq(legalArticles.identifier, 'cc-2043'));
    const body = res.json();
    expect(body.content).toBe(row!.text);
    expect(body.title).toBe('art. 2043 c.c. — Risarcimento per fatto illecito');
    expect(body.info).toMatchObject({
      act: 'cc',
      act_name: 'Codice civile',
      path: ['LIBRO QUARTO - DELLE OBBLIGAZIONI', 'TITOLO IX - DEI FATTI ILLECITI'],
      abrogated: false,
    });
    expect(body.info.vigente_al).toContain('2025');
  });

  it('resolves an abrogated article when cited, and answers 404 for unknown ones', async () => {
    const abrogated = await post('/rag-api/citation-source', { sourceType: 'legal', identifier: 'cp-323' });
    expect(abrogated.statusCode).toBe(200);
    expect(abrogated.json().info.abrogated).toBe(true);
    const missing = await post('/rag-api/citation-source', { sourceType: 'legal', identifier: 'cc-2999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error_code: 'CITATION_SOURCE_NOT_FOUND',
      message: 'Fonte citata non trovata.',
    });
  });

  it('lists the 18 acts as system documents, no-store', async () => {
    const res = await get('/rag-api/list-available-documents');
    expect(res.headers['cache-control']).toBe('no-store');
    const documents = res.json().documents;
    expect(documents).toHaveLength(18);
    expect(documents[1]).toMatchObject({
      identifier: 'cc',
      type: 'system',
      name: 'Codice civile',
      articles: 3030,
    });
    expect(documents.every((d: { vigente_al: string }) => d.vigente_al.length > 0)).toBe(true);
  });
});
