import type { ConversationSearchResponse } from '@brocardo/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { conversations, matters, messages } from '../../db/schema';
import { storedConversation } from './conversations.test-support';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  [alice, bob] = [await signedInUser(t), await signedInUser(t)];
});
afterAll(() => t?.close());

const search = (query: string, caller = alice) =>
  t.app.inject({ method: 'GET', url: `/api/conversations/search?${query}`, headers: caller.headers });
const found = async (query: string, caller = alice): Promise<ConversationSearchResponse> => {
  const res = await search(query, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;

const conversationWith = (caller: Caller, title: string, texts: Array<['user' | 'assistant', string]>) =>
  storedConversation(t, caller, title, texts);

const snippetText = (hit: ConversationSearchResponse['results'][number]) =>
  hit.snippet.map((piece) => piece.text).join('');
const highlighted = (hit: ConversationSearchResponse['results'][number]) =>
  hit.snippet.filter((piece) => piece.highlighted).map((piece) => piece.text);

let lease: { id: number; ids: number[] };
let why: { id: number; ids: number[] };

describe('GET /api/conversations/search', () => {
  beforeAll(async () => {
    lease = await conversationWith(alice, 'Sfratto del conduttore', [
      ['user', 'Il contratto di locazione ad uso abitativo può essere disdetto prima della scadenza?'],
      ['assistant', 'Sì: il conduttore può recedere per gravi motivi con preavviso di sei mesi.'],
    ]);
    why = await conversationWith(alice, 'Domande varie', [
      ['user', 'Perché il giudice ha dichiarato la nullità della clausola penale?'],
      ['assistant', 'Perche la penale era manifestamente eccessiva rispetto all’interesse del creditore.'],
    ]);
    await conversationWith(bob, 'Locazioni di Bob', [
      ['user', 'La locazione commerciale del mio negozio scade a marzo: perché devo dare disdetta?'],
    ]);
    // A system message is stored but never shown: never found either.
    await t.database.db
      .insert(messages)
      .values({ conversationId: lease.id, role: 'system', content: 'Istruzione riservata: locazione' });
  });

  it('finds a message by another form of the word (Italian stemming), with the exact text highlighted', async () => {
    const body = await found(q('locazioni'));
    const hit = body.results.find((result) => result.message_id === lease.ids[0]);
    expect(hit).toMatchObject({
      conversation_id: lease.id,
      conversation_title: 'Sfratto del conduttore',
      role: 'user',
    });
    expect(highlighted(hit!)).toEqual(['locazione']);
    // Every piece is stored text: the snippet is a substring of the message.
    const stored = 'Il contratto di locazione ad uso abitativo può essere disdetto prima della scadenza?';
    expect(stored).toContain(snippetText(hit!));
    // A cut on either side is flagged, so the web can mark it «[…]»; none is flagged where there is none.
    expect(hit!.snippet_cut_before).toBe(!stored.startsWith(snippetText(hit!)));
    expect(hit!.snippet_cut_after).toBe(!stored.endsWith(snippetText(hit!)));
    // Bob's message and the system message never appear.
    expect(body.results.every((result) => result.conversation_id === lease.id)).toBe(true);
    expect(body.results.map((result) => result.message_id)).toEqual([lease.ids[0]]);
    expect(body.total).toBe(1);
  });

  it('folds accents both ways: "perche" finds "Perché" and "perché" finds "Perche", the accents kept in the snippet', async () => {
    for (const query of ['perche', 'perché', 'PERCHÉ']) {
      const body = await found(q(query));
      const ids = body.results.map((result) => result.message_id).sort();
      expect(ids, query).toEqual([...why.ids].sort());
      const question = body.results.find((result) => result.message_id === why.ids[0])!;
      expect(highlighted(question)).toEqual(['Perché']);
      const answer = body.results.find((result) => result.message_id === why.ids[1])!;
      expect(highlighted(answer)).toEqual(['Perche']);
    }
  });

  it('matches titles (message_id null) and answers as well as questions', async () => {
    const body = await found(q('conduttore'));
    expect(body.results.map((result) => [result.message_id, result.role]).sort()).toEqual(
      [
        [lease.ids[1], 'assistant'],
        [null, null],
      ].sort(),
    );
    const title = body.results.find((result) => result.message_id === null)!;
    expect(title.snippet).toEqual([
      { text: 'Sfratto del ', highlighted: false },
      { text: 'conduttore', highlighted: true },
    ]);
  });

  it('reads quotes, OR and exclusions as a web search engine does', async () => {
    expect((await found(q('"clausola penale"'))).results.map((hit) => hit.message_id)).toEqual([why.ids[0]]);
    expect((await found(q('"penale clausola"'))).results).toEqual([]);
    const either = await found(q('sfratto OR nullità'));
    expect(either.results.map((hit) => hit.message_id).sort()).toEqual([null, why.ids[0]].sort());
    expect((await found(q('penale -eccessiva'))).results.map((hit) => hit.message_id)).toEqual([why.ids[0]]);
  });

  it('never shows another user anything of Alice, nor Alice anything of Bob', async () => {
    const forBob = await found(q('locazione perché conduttore'), bob);
    expect(forBob.results).toHaveLength(0);
    const bobs = await found(q('negozio'), bob);
    expect(bobs.results).toHaveLength(1);
    expect((await found(q('negozio'))).results).toHaveLength(0);
  });

  it('filters by matter and by date range', async () => {
    const [matter] = await t.database.db
      .insert(matters)
      .values({ userId: alice.id, clientName: 'Rossi S.r.l.', name: 'Sfratto via Roma' })
      .returning({ id: matters.id });
    await t.database.db
      .update(conversations)
      .set({ matterId: matter!.id })
      .where(eq(conversations.id, lease.id));
    const inMatter = await found(`${q('locazione OR penale')}&matter_id=${matter!.id}`);
    expect(inMatter.results.map((hit) => hit.message_id)).toEqual([lease.ids[0]]);
    expect(inMatter.results[0]!.matter_id).toBe(matter!.id);
    const unfiled = await found(`${q('locazione OR penale')}&matter_id=none`);
    expect(unfiled.results.map((hit) => hit.message_id).sort()).toEqual([...why.ids].sort());
    // Bob naming Alice's matter sees nothing of it.
    expect((await found(`${q('locazione')}&matter_id=${matter!.id}`, bob)).results).toHaveLength(0);

    await t.database.db
      .update(messages)
      .set({ createdAt: sql`'2025-03-10T12:00:00Z'::timestamptz` })
      .where(eq(messages.id, why.ids[0]!));
    const march = await found(`${q('penale')}&from=2025-03-10&to=2025-03-10`);
    expect(march.results.map((hit) => hit.message_id)).toEqual([why.ids[0]]);
    expect(march.results[0]!.created_at).toBe('2025-03-10T12:00:00.000Z');
    expect((await found(`${q('penale')}&from=2025-03-11`)).results.map((hit) => hit.message_id)).toEqual([
      why.ids[1],
    ]);
    expect((await found(`${q('penale')}&to=2025-03-09`)).results).toHaveLength(0);
  });

  it('answers odd input with nothing found, and empty or too long input with 422 in Italian', async () => {
    for (const odd of ['il la di e', '!!! ??? ...', '"(&|!:*\\', 'OR', '-', '""', 'é']) {
      expect((await found(q(odd))).results, odd).toEqual([]);
    }
    for (const [query, field] of [
      ['', 'q'],
      [q('   '), 'q'],
      [q('x'.repeat(10_000)), 'q'],
      [`${q('locazione')}&from=2025-02-30`, 'from'],
      [`${q('locazione')}&from=2025-03-02&to=2025-03-01`, 'to'],
      [`${q('locazione')}&matter_id=abc`, 'matter_id'],
      [`${q('locazione')}&page=0`, 'page'],
    ] as const) {
      const res = await search(query);
      expect(res.statusCode, query.slice(0, 40)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.json().errors[field][0]).toMatch(/[a-z]/);
    }
    const tooLong = (await search(q('x'.repeat(10_000)))).json();
    expect(tooLong.errors.q[0]).toBe('Il campo q (testo da cercare) non può superare i 200 caratteri');
  });

  it('ranks the better match first and pages the rest', async () => {
    const many = await conversationWith(
      alice,
      'Risarcimento',
      Array.from({ length: 24 }, (_, index): ['user' | 'assistant', string] => [
        index % 2 === 0 ? 'user' : 'assistant',
        index === 23
          ? 'Risarcimento, risarcimento e ancora risarcimento del danno'
          : `Risposta ${index} sul risarcimento del danno`,
      ]),
    );
    const first = await found(q('risarcimento'));
    expect(first.total).toBe(25);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.message_id).toBe(many.ids[23]);
    const second = await found(`${q('risarcimento')}&page=2`);
    expect(second.results).toHaveLength(5);
    const all = [...first.results, ...second.results].map((hit) => hit.message_id);
    expect(new Set(all).size).toBe(25);
  });

  it('requires a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/conversations/search?${q('locazione')}` });
    expect(res.statusCode).toBe(401);
  });
});
