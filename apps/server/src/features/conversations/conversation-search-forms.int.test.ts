import { CONVERSATION_TITLE_MAX_LENGTH, type ConversationSearchResponse } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { storedConversation } from './conversations.test-support';

// The search's Italian stemming with and without final accents (nullità / nullita), and a title
// that is its conversation's first question shown once. Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set.

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  alice = await signedInUser(t);
});
afterAll(() => t?.close());

type Hit = ConversationSearchResponse['results'][number];

const found = async (text: string): Promise<ConversationSearchResponse> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/search?q=${encodeURIComponent(text)}`,
    headers: alice.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const messageIds = async (text: string) =>
  (await found(text)).results.map((hit) => hit.message_id).sort((a, b) => (a ?? 0) - (b ?? 0));
const highlighted = (hit: Hit) => hit.snippet.filter((piece) => piece.highlighted).map((piece) => piece.text);

const conversationWith = (title: string | undefined, texts: Array<['user' | 'assistant', string]>) =>
  storedConversation(t, alice, title, texts);

describe('conversation search: words with and without their final accent', () => {
  let liability: number[];
  let words: number[];
  let future: number[];

  beforeAll(async () => {
    ({ ids: liability } = await conversationWith('Danni da cose in custodia', [
      ['user', 'Chi risponde del danno cagionato dalla cosa?'],
      ['assistant', 'Ciascuno è responsabile del danno cagionato dalle cose che ha in custodia.'],
      ['user', 'E la responsabilità solidale dei condebitori?'],
      ['assistant', 'I condebitori sono responsabili in solido: la responsabilita del singolo resta.'],
      ['user', "Quindi la RESPONSABILITA' e' di tutti?"],
    ]));
    ({ ids: words } = await conversationWith('Parole con l’accento', [
      ['user', 'nullità proprietà validità pietà città libertà specificità'],
      ['assistant', 'nullita proprieta validita pieta citta liberta specificita'],
    ]));
    ({ ids: future } = await conversationWith('Udienza di rinvio', [
      ['user', 'Il giudice deciderà dopo l’udienza.'],
      ['assistant', 'Il giudice decidera entro trenta giorni.'],
    ]));
  });

  it('finds «responsabile» from «responsabilità» written with or without its accent, and back', async () => {
    const all = [liability[1]!, liability[2]!, liability[3]!, liability[4]!].sort((a, b) => a - b);
    for (const query of [
      'responsabilità',
      'responsabilita',
      "responsabilita'",
      'RESPONSABILITÀ',
      'responsabile',
      'responsabili',
    ]) {
      expect(await messageIds(query), query).toEqual(all);
    }
  });

  it('highlights the stored form of the word, whichever form was searched', async () => {
    const body = await found('responsabilita');
    const byId = new Map(body.results.map((hit) => [hit.message_id, hit]));
    expect(highlighted(byId.get(liability[1]!)!)).toEqual(['responsabile']);
    expect(highlighted(byId.get(liability[2]!)!)).toEqual(['responsabilità']);
    expect(highlighted(byId.get(liability[3]!)!)).toEqual(['responsabili', 'responsabilita']);
    expect(highlighted(byId.get(liability[4]!)!)).toEqual(['RESPONSABILITA']);
    const future = await found('decidere');
    expect(future.results.map(highlighted).sort()).toEqual([['decidera'], ['deciderà']]);
  });

  it('finds each legal word in both spellings from either spelling', async () => {
    for (const word of ['nullità', 'proprietà', 'validità', 'pietà', 'città', 'libertà', 'specificità']) {
      for (const query of [word, word.normalize('NFD').replace(/\p{M}/gu, ''), word.toUpperCase()]) {
        expect(await messageIds(query), query).toEqual([...words].sort((a, b) => a - b));
      }
    }
    // Forms the stemming already conflated without accents still meet.
    expect(await messageIds('specifico')).toEqual([...words].sort((a, b) => a - b));
  });

  it('finds a future tense with or without its accent from another form of the verb', async () => {
    for (const query of ['decidere', 'deciderà', 'decidera', 'decide']) {
      expect(await messageIds(query), query).toEqual([...future].sort((a, b) => a - b));
    }
  });

  it('keeps phrases, OR and exclusions working on the forms', async () => {
    expect(await messageIds('"responsabilità solidale"')).toEqual([liability[2]]);
    expect(await messageIds('"solidale responsabilità"')).toEqual([]);
    expect(await messageIds('"responsabili in solido"')).toEqual([liability[3]]);
    expect(await messageIds('responsabilita -condebitori')).toEqual(
      [liability[1]!, liability[4]!].sort((a, b) => a - b),
    );
    expect(await messageIds('responsabile -responsabilità')).toEqual([]);
    expect(await messageIds('custodia OR deciderà')).toEqual([null, liability[1]!, ...future]);
  });
});

describe('conversation search: a title that is its first question', () => {
  it('shows one hit, the question, when the title was taken from it', async () => {
    const question = 'Il locatore può trattenere il deposito cauzionale per i danni all’immobile?';
    const conversation = await conversationWith(undefined, [
      ['user', question],
      ['assistant', 'Sì, se i danni eccedono il normale deterioramento del deposito.'],
    ]);
    const body = await found('cauzionale');
    expect(body.results.map((hit) => [hit.message_id, hit.role])).toEqual([[conversation.ids[0], 'user']]);
    expect(body.results[0]!.conversation_title).toBe(question);
    expect(body.total).toBe(1);
    const both = await found('deposito');
    expect(both.results.map((hit) => hit.message_id).sort()).toEqual([...conversation.ids].sort());
    expect(both.total).toBe(2);
  });

  it('also when the question was cut to make the title, and with the whitespace squeezed', async () => {
    const question = `Comodato   precario:\n${'quando il comodante può chiedere la restituzione del bene? '.repeat(6)}`;
    const conversation = await conversationWith(undefined, [['user', question]]);
    const body = await found('comodato precario');
    expect(body.results[0]!.conversation_title).toHaveLength(CONVERSATION_TITLE_MAX_LENGTH);
    expect(body.results.map((hit) => hit.message_id)).toEqual([conversation.ids[0]]);
  });

  it('keeps the title hit when the title is not the question', async () => {
    const conversation = await conversationWith('Usucapione del fondo', [
      ['user', 'Usucapione del fondo rustico: bastano vent’anni di possesso?'],
    ]);
    const body = await found('usucapione');
    expect(body.results.map((hit) => hit.message_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      null,
      conversation.ids[0],
    ]);
  });
});

describe('conversation search: a name that is also a word without its accent', () => {
  it('finds «Sara» written with a capital, while «sara» is read as the verb «sarà»', async () => {
    const { ids } = await conversationWith('Cliente', [
      ['user', 'La signora Sara Bianchi chiede il preavviso'],
    ]);
    expect(await messageIds('Sara Bianchi')).toEqual(ids);
    expect(await messageIds('Sara')).toEqual(ids);
  });
});
