import { LEGAL_ACT_CODES, LEGAL_ACTS, type LegalActCode } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { parseSse, typed } from '../chat/chat.test-support';

/**
 * The seven acts added to the corpus (preleggi, disp. att. c.c., c.p.c. and c.p.p., L. 241/1990,
 * L. 132/2025, AI Act) are searched like the others: a lawyer's question on each, in our own words
 * rather than the article's, finds the governing article first through the chat's Database Legale
 * mode (the same search as GET /rag-api/search), and the act filter keeps each act to itself.
 */

let t: TestApp;
let user: Caller;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  user = await signedInUser(t);
});
afterAll(() => t?.close());

const NEW_ACTS: readonly LegalActCode[] = [
  'preleggi',
  'dispattcc',
  'dispattcpc',
  'dispattcpp',
  'l241',
  'l132',
  'aiact',
];

/** The sources the Database Legale mode gives for a question (no LLM: the extractive responder). */
async function chatSources(message: string, acts: readonly LegalActCode[] = []): Promise<string[]> {
  const scope =
    acts.length > 0
      ? {
          queryMode: 'specific',
          selectedDocuments: acts.map((identifier) => ({ identifier, type: 'system' })),
        }
      : {};
  const res = await t.app.inject({
    method: 'POST',
    url: '/rag-api/rag-chat',
    payload: { message, enableQueryEnrichment: false, ...scope },
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return typed(parseSse(res.body).events, 'citations')[0]!.citations.map((citation) => citation.identifier);
}

async function search(q: string, acts?: readonly LegalActCode[]): Promise<string[]> {
  const filter = acts ? `&acts=${acts.join(',')}` : '';
  const res = await t.app.inject({
    method: 'GET',
    url: `/rag-api/search?q=${encodeURIComponent(q)}&limit=50${filter}`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().results.map((hit: { identifier: string }) => hit.identifier);
}

describe('a question on each new act finds its governing article first', () => {
  it.each([
    ['preleggi', 'Quando il giudice può ricorrere all’analogia?', 'preleggi-12'],
    ['preleggi', 'Una legge nuova può avere effetto retroattivo?', 'preleggi-11'],
    [
      'dispattcc',
      "Con quanti giorni di anticipo va comunicato l'avviso di convocazione dell'assemblea condominiale?",
      'dispattcc-66',
    ],
    ['dispattcpc', "Che requisiti servono per iscriversi all'albo dei CTU del tribunale?", 'dispattcpc-15'],
    [
      'dispattcpp',
      "Il pubblico ministero deve avvisare l'amministrazione da cui dipende l'impiegato pubblico sotto processo?",
      'dispattcpp-129',
    ],
    [
      'l241',
      'Il comune ha respinto la mia istanza senza comunicarmi prima i motivi ostativi: cosa posso fare?',
      'l241-10-bis',
    ],
    ['l241', 'Dopo quanto tempo la domanda al comune si considera accolta per silenzio-assenso?', 'l241-20'],
    [
      'l241',
      'Come si ottiene una copia dei documenti di un procedimento amministrativo che mi riguarda?',
      'l241-22',
    ],
    ['l132', "L'avvocato che si serve dell'intelligenza artificiale deve dirlo al cliente?", 'l132-13'],
    ['l132', "È reato diffondere un video falso creato con l'intelligenza artificiale?", 'l132-26'],
    ['aiact', 'Quali sistemi di intelligenza artificiale sono considerati ad alto rischio?', 'aiact-6'],
    ['aiact', "Quali pratiche di intelligenza artificiale sono vietate nell'Unione?", 'aiact-5'],
  ])('%s: %s → %s', async (_act, question, governing) => {
    expect((await chatSources(question))[0]).toBe(governing);
    expect((await search(question))[0]).toBe(governing);
  });

  it('keeps the code article first where the implementing provision only carries it out', async () => {
    const found = await search(
      "Entro quanti giorni l'attore deve iscrivere la causa a ruolo dopo la notifica della citazione?",
    );
    expect(found[0]).toBe('cpc-165');
    expect(found.indexOf('cpc-168')).toBeLessThan(found.indexOf('dispattcpc-71') >>> 0);
  });

  it('puts the implementing provision first where it is the one that governs', async () => {
    const found = await search(
      'Il giudice può liquidare le spese a favore della pubblica amministrazione difesa da un suo dipendente?',
    );
    expect(found[0]).toBe('dispattcpc-152-bis');
  });
});

describe('the act filter', () => {
  it.each(NEW_ACTS)('returns only %s when it is the act picked', async (act) => {
    const found = await search('legge termine disposizioni', [act]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((identifier) => identifier.startsWith(`${act}-`))).toBe(true);
  });

  it('keeps the chat to the act picked in specific mode', async () => {
    const sources = await chatSources('Quali sono i termini per concludere il procedimento?', ['l241']);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((identifier) => identifier.startsWith('l241-'))).toBe(true);
    expect(sources[0]).toBe('l241-2');
  });

  it('lists the 18 acts with readable names: the codes, their accompanying provisions, the laws, the EU', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/rag-api/list-available-documents',
      headers: user.headers,
    });
    const acts = res.json().documents.filter((document: { type: string }) => document.type === 'system') as {
      identifier: LegalActCode;
      name: string;
      articles: number;
    }[];
    expect(acts.map((act) => act.identifier)).toEqual([...LEGAL_ACT_CODES]);
    for (const act of acts) {
      expect(act.name).toBe(LEGAL_ACTS[act.identifier].name);
      expect(act.articles).toBeGreaterThan(0);
    }
    expect(acts.find((act) => act.identifier === 'dispattcpc')?.name).toBe(
      'Disposizioni di attuazione del codice di procedura civile',
    );
  });
});
