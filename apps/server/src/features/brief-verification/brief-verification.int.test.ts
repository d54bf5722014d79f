import type { BriefVerificationResponse } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { docxFile, encryptedPdf, textPdf, xlsxFile } from '../../../test/document-fixtures';
import { type Caller, signedInUser } from '../../../test/sessions';
import { multipartBody } from '../documents/documents.test-support';

const RATE_LIMIT = 4;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', BRIEF_VERIFICATION_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT) },
  });
});
afterAll(() => t?.close());

const ART_2043 =
  'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.';

/** One paragraph per case the report must tell apart. */
const BRIEF_PARAGRAPHS = [
  `Il convenuto risponde ai sensi dell’art. 2043 c.c., secondo cui «Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno».`,
  'La parte invoca inoltre l’art. 3 c.c. a sostegno della propria tesi.',
  'Né giova il richiamo all’art. 9999 c.c., che la controparte cita a sproposito.',
  'Quanto alla risoluzione, l’art. 1453 c.c. dispone che “nei contratti con prestazioni corrispettive, quando uno dei contraenti non adempie le proprie obbligazioni, l’altro può chiedere la risoluzione del contratto”.',
  'Trova poi applicazione l’art. 2 della L. 431/1998 in materia di locazioni abitative.',
  'In tal senso Cass. civ., sez. III, n. 12345/2023.',
];
const BRIEF = BRIEF_PARAGRAPHS.join('\n\n');

function verify(caller: Caller, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/brief-verifications',
    payload: payload as object,
    headers: caller.headers,
  });
}

async function verifyFile(caller: Caller, filename: string, bytes: Uint8Array) {
  const body = await multipartBody(filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/brief-verifications',
    payload: body.payload,
    headers: { ...caller.headers, ...body.headers },
  });
}

/** The report's classifications, independent of offsets (a file's text is laid out anew). */
function classification(report: BriefVerificationResponse) {
  return {
    references: report.references.map(({ text, status, identifier }) => ({ text, status, identifier })),
    quotations: report.quotations.map(({ status, identifier }) => ({ status, identifier })),
    judgments: report.judgments.map(({ status }) => status),
    summary: report.summary,
  };
}

describe('POST /api/brief-verifications', () => {
  let report: BriefVerificationResponse;

  beforeAll(async () => {
    const res = await verify(await signedInUser(t), { text: BRIEF });
    expect(res.statusCode, res.body).toBe(200);
    report = res.json();
  });

  it('classifies every reference: verified, abrogated, not found, outside the corpus', () => {
    const byText = new Map(report.references.map((reference) => [reference.text, reference]));
    expect(byText.get('art. 2043 c.c.')).toMatchObject({ status: 'verified', identifier: 'cc-2043' });
    expect(byText.get('art. 1453 c.c.')).toMatchObject({ status: 'verified', identifier: 'cc-1453' });
    expect(byText.get('art. 3 c.c.')).toMatchObject({ status: 'abrogated', identifier: 'cc-3' });
    expect(byText.get('art. 9999 c.c.')).toMatchObject({ status: 'not_found', identifier: 'cc-9999' });
    const outside = report.references.find((reference) => reference.status === 'outside_corpus');
    expect(outside).toMatchObject({ act_name: 'L. 431/1998', identifier: '' });
    for (const reference of report.references) {
      expect(BRIEF.slice(reference.start, reference.end)).toBe(reference.text);
    }
    expect(report.summary).toMatchObject({ verified: 2, abrogated: 1, not_found: 1, outside_corpus: 1 });
  });

  it('gives each held article as stored, with its consolidation date', () => {
    const article = report.articles.find((stored) => stored.identifier === 'cc-2043');
    expect(article).toMatchObject({ text: ART_2043, abrogated: false });
    expect(article!.vigente_al).toMatch(/\d{4}/);
    expect(report.articles.find((stored) => stored.identifier === 'cc-3')?.abrogated).toBe(true);
    expect(report.articles.some((stored) => stored.identifier === 'cc-9999')).toBe(false);
  });

  it('compares the quotations: the exact one, the altered one with its closest passage and the differences', () => {
    expect(report.quotations).toHaveLength(2);
    const [exact, altered] = report.quotations;
    expect(exact).toMatchObject({ status: 'exact', identifier: 'cc-2043', reference: 'art. 2043 c.c.' });
    expect(altered).toMatchObject({ status: 'differs', identifier: 'cc-1453' });
    const stored = report.articles.find((article) => article.identifier === 'cc-1453')!.text;
    expect(stored).toContain(altered!.passage!);
    const removed = altered!.diff!.filter((part) => part.kind === 'removed').map((part) => part.text);
    const added = altered!.diff!.filter((part) => part.kind === 'added').map((part) => part.text);
    expect(added).toContain('proprie');
    expect(removed.join(' ')).toContain('sue');
    expect(removed.join(' ')).toContain('a sua scelta');
    expect(report.summary).toMatchObject({ quotations_exact: 1, quotations_altered: 1 });
  });

  it('lists the judgment as not verifiable against the codes (no web search configured)', () => {
    expect(report.judgments).toEqual([
      expect.objectContaining({ text: 'Cass. civ., sez. III, n. 12345/2023', status: 'not_verifiable' }),
    ]);
    expect(report.judgments_searched).toBe(false);
    expect(report.summary.judgments).toBe(1);
  });

  it('gives the same report for the brief uploaded as a PDF or as a Word file, never stored', async () => {
    const caller = await signedInUser(t);
    const pdf = await verifyFile(caller, 'atto.pdf', await textPdf([BRIEF]));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(classification(pdf.json())).toEqual(classification(report));
    const docx = await verifyFile(
      caller,
      'atto.docx',
      await docxFile({ heading: 'Atto di citazione', paragraphs: BRIEF_PARAGRAPHS }),
    );
    expect(docx.statusCode, docx.body).toBe(200);
    expect(classification(docx.json())).toEqual(classification(report));
    const documents = await t.app.inject({
      method: 'GET',
      url: '/rag-api/user-documents',
      headers: caller.headers,
    });
    expect(documents.json().documents).toEqual([]);
  });

  it('refuses a file that is not a PDF or a Word document, or that cannot be read, with a 422', async () => {
    const caller = await signedInUser(t);
    const text = await verifyFile(caller, 'atto.pdf', new TextEncoder().encode('art. 2043 c.c. in chiaro'));
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ error_code: 'BRIEF_FILE_TYPE_NOT_ALLOWED' });
    const sheet = await verifyFile(
      caller,
      'atto.xlsx',
      await xlsxFile([{ name: 'A', rows: [['art. 2043 c.c.']] }]),
    );
    expect(sheet.statusCode).toBe(422);
    expect(sheet.json()).toMatchObject({ error_code: 'BRIEF_FILE_TYPE_NOT_ALLOWED' });
    const locked = await verifyFile(caller, 'atto.pdf', await encryptedPdf());
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error_code: 'BRIEF_FILE_UNREADABLE' });
    expect(locked.json().message).toContain('protetto da password');
  });

  it('answers 422 with Italian field messages for an empty or too long text and a malformed body', async () => {
    const caller = await signedInUser(t);
    const empty = await verify(caller, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text[0]).toMatch(/testo dell’atto è obbligatorio/);
    const long = await verify(caller, { text: 'a'.repeat(300_001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text[0]).toMatch(/supera il limite di 300\.000 caratteri/);
    const missing = await verify(caller, { testo: BRIEF });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.text).toHaveLength(1);
    const wrongType = await verify(caller, { text: 42 });
    expect(wrongType.statusCode).toBe(422);
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brief-verifications',
      payload: { text: BRIEF },
    });
    expect(res.statusCode).toBe(401);
  });

  it(`allows ${RATE_LIMIT} verifications an hour per user, then 429`, async () => {
    const caller = await signedInUser(t);
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await verify(caller, { text: 'art. 2043 c.c.' })).statusCode).toBe(200);
    const refused = await verify(caller, { text: 'art. 2043 c.c.' });
    expect(refused.statusCode).toBe(429);
    // Another user's allowance is their own.
    expect((await verify(await signedInUser(t), { text: 'art. 2043 c.c.' })).statusCode).toBe(200);
  });
});
