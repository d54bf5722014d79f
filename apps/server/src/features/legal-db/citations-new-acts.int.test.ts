import { type CheckedCitation, verifyCitationsResponse } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';

let t: TestApp;
let user: Caller;
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE: '10000' },
  });
  user = await signedInUser(t);
});
afterAll(() => t?.close());

async function verify(text: string): Promise<CheckedCitation[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/rag-api/verify-citations',
    headers: user.headers,
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(200);
  return verifyCitationsResponse.parse(res.json()).citations;
}

// Each form a lawyer writes, and the article of the corpus it must open.
const FORMS: Array<[string, string]> = [
  ['art. 12 disp. prel.', 'preleggi-12'],
  ['art. 12 preleggi', 'preleggi-12'],
  ['art. 12 delle preleggi', 'preleggi-12'],
  ['art. 12 disposizioni sulla legge in generale', 'preleggi-12'],
  ['art. 163 disp. att. c.p.c.', 'dispattcpc-163'],
  ['art. 163 disp. att. cod. proc. civ.', 'dispattcpc-163'],
  ['art. 38 disp. att. c.c.', 'dispattcc-38'],
  ['art. 129 disp. att. c.p.p.', 'dispattcpp-129'],
  ['art. 22 L. 241/1990', 'l241-22'],
  ['art. 22 della legge 7 agosto 1990, n. 241', 'l241-22'],
  ['art. 22 l. n. 241 del 1990', 'l241-22'],
  ['art. 21-nonies L. 241/90', 'l241-21-novies'],
  ['art. 13 L. 132/2025', 'l132-13'],
  ['art. 13 della legge 23 settembre 2025, n. 132', 'l132-13'],
  ['art. 5 AI Act', 'aiact-5'],
  ['art. 5 Reg. (UE) 2024/1689', 'aiact-5'],
  ['art. 5 del Regolamento (UE) 2024/1689', 'aiact-5'],
  ['art. 6 regolamento IA', 'aiact-6'],
];

describe('POST /rag-api/verify-citations — the acts added to the corpus', () => {
  it.each(FORMS)('%s → verified %s', async (form, identifier) => {
    const citations = await verify(`Si veda l'${form}, che regola il caso.`);
    expect(citations).toEqual([
      expect.objectContaining({ text: form, identifier, status: 'verified', title: expect.any(String) }),
    ]);
  });

  it('tells the implementing rules from the code they implement', async () => {
    const citations = await verify('Gli artt. 163 c.p.c. e 163 disp. att. c.p.c. non dicono la stessa cosa.');
    expect(citations.map((c) => [c.identifier, c.title])).toEqual([
      ['cpc-163', 'art. 163 c.p.c. — Contenuto della citazione'],
      ['dispattcpc-163', 'art. 163 disp. att. c.p.c. — Ordine di cessazione della vendita forzata'],
    ]);
  });
});

describe('POST /rag-api/verify-citations — acts outside the corpus', () => {
  it('answers outside_corpus with the act named, no identifier, and keeps a made-up article not_found', async () => {
    const text =
      "Ai sensi dell'art. 5 L. 392/1978 e dell'art. 9999 c.c., nonché della L. 431/1998 e del D.Lgs. 81/2008.";
    const citations = await verify(text);
    expect(
      citations.map(({ text: written, status, identifier, act_name }) => ({
        written,
        status,
        identifier,
        act_name,
      })),
    ).toEqual([
      { written: 'art. 5 L. 392/1978', status: 'outside_corpus', identifier: '', act_name: 'L. 392/1978' },
      { written: 'art. 9999 c.c.', status: 'not_found', identifier: 'cc-9999', act_name: undefined },
      { written: 'L. 431/1998', status: 'outside_corpus', identifier: '', act_name: 'L. 431/1998' },
      { written: 'D.Lgs. 81/2008', status: 'outside_corpus', identifier: '', act_name: 'D.Lgs. 81/2008' },
    ]);
    for (const c of citations) expect(text.slice(c.start, c.end)).toBe(c.text);
  });

  it.each([
    'art. 18 L. 300/1970',
    'D.P.R. 380/2001',
    'art. 2 D.L. 18/2020',
    'Reg. (UE) 1215/2012',
    'Direttiva 93/13/CEE',
  ])('%s → outside_corpus', async (reference) => {
    expect((await verify(`Richiamato ${reference}.`)).map((c) => c.status)).toEqual(['outside_corpus']);
  });

  it('never calls an act the corpus holds outside it, whatever the form', async () => {
    const citations = await verify(
      'Art. 13 D.Lgs. 196/2003, art. 6 D.Lgs. 231/2001, art. 17 Reg. (UE) 2016/679, art. 3 L. 241/1990, ' +
        'art. 13 L. 132/2025, art. 5 Reg. (UE) 2024/1689; e ancora il D.Lgs. 196/2003 e la L. 241/90.',
    );
    expect(citations.map((c) => c.status)).toEqual(Array(6).fill('verified'));
  });
});
