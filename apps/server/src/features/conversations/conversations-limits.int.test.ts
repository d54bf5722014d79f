import {
  MAX_CONVERSATIONS,
  MAX_MESSAGES_PER_CONVERSATION,
  MAX_UNANSWERED_QUESTIONS,
  type MessageRole,
} from '@brocardo/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { conversations, messages } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function call(caller: Caller, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function create(caller: Caller, payload: Record<string, unknown> = {}) {
  return call(caller, 'POST', '/api/conversations', payload);
}

function addMessage(caller: Caller, id: number, payload: Record<string, unknown>) {
  return call(caller, 'POST', `/api/conversations/${id}/messages`, payload);
}

/** Stores messages directly: alternating user and assistant unless told otherwise. */
async function seedMessages(conversationId: number, total: number, role?: MessageRole) {
  const rows = Array.from({ length: total }, (_, index) => ({
    conversationId,
    role: role ?? (index % 2 === 0 ? 'user' : 'assistant'),
    content: `Messaggio ${index + 1}`,
  }));
  if (rows.length > 0) await t.database.db.insert(messages).values(rows);
}

/** A new conversation holding one question and its answer. */
async function createUsed(caller: Caller, title?: string): Promise<number> {
  const res = await create(caller, title === undefined ? {} : { title });
  expect(res.statusCode).toBe(201);
  await seedMessages(res.json().id, 2);
  return res.json().id;
}

async function conversationCount(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row?.total ?? 0;
}

async function messageCount(caller: Caller, id: number): Promise<number> {
  return (await call(caller, 'GET', `/api/conversations/${id}`)).json().conversation.message_count;
}

describe('the conversation limit', () => {
  it('creates 10 and refuses the 11th', async () => {
    const caller = await signedInUser(t);
    for (let index = 0; index < MAX_CONVERSATIONS; index++) await createUsed(caller);
    const refused = await create(caller, { title: 'Undicesima' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message:
        'Hai raggiunto il limite di 10 conversazioni. Elimina una conversazione per crearne una nuova.',
      error_code: 'CONVERSATION_LIMIT',
    });
    // Deleting one makes room again.
    const [oldest] = (await call(caller, 'GET', '/api/conversations')).json().slice(-1);
    expect((await call(caller, 'DELETE', `/api/conversations/${oldest.id}`)).statusCode).toBe(200);
    await createUsed(caller);
  });

  it('holds under 12 concurrent creations: one new conversation, handed to every caller', async () => {
    const caller = await signedInUser(t);
    for (let index = 0; index < MAX_CONVERSATIONS - 2; index++) await createUsed(caller);
    const results = await Promise.all(Array.from({ length: 12 }, () => create(caller)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(11);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await conversationCount(caller.id)).toBe(MAX_CONVERSATIONS - 1);
  });
});

describe('a new conversation while an empty one exists', () => {
  it('returns the empty one (200) instead of adding another, on top of the list', async () => {
    const caller = await signedInUser(t);
    const used = await createUsed(caller, 'Pratica Rossi');
    const empty = await create(caller);
    expect(empty.statusCode).toBe(201);
    // The used one is now the most recently updated.
    await addMessage(caller, used, { role: 'user', content: 'Ancora una domanda' });

    for (const payload of [{}, { title: '  ' }]) {
      const again = await create(caller, payload);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        id: empty.json().id,
        title: 'Nuova conversazione',
        message_count: 0,
      });
    }
    expect(await conversationCount(caller.id)).toBe(2);
    const listed = (await call(caller, 'GET', '/api/conversations')).json();
    expect(listed.map((c: { id: number }) => c.id)).toEqual([empty.json().id, used]);

    // A title asked for is given to it.
    const named = await create(caller, { title: 'Locazione' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ id: empty.json().id, title: 'Locazione' });
  });

  it('reuses it at the conversation limit rather than refusing', async () => {
    const caller = await signedInUser(t);
    for (let index = 0; index < MAX_CONVERSATIONS - 1; index++) await createUsed(caller);
    const tenth = await create(caller);
    expect(tenth.statusCode).toBe(201);
    const again = await create(caller);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(tenth.json().id);
  });

  it('never reuses a conversation holding a message, even an unanswered question or a system message', async () => {
    const caller = await signedInUser(t);
    const asked = (await create(caller)).json().id;
    expect((await addMessage(caller, asked, { role: 'user', content: 'Domanda' })).statusCode).toBe(201);
    const withSystem = await create(caller);
    expect(withSystem.statusCode).toBe(201);
    expect(withSystem.json().id).not.toBe(asked);
    await seedMessages(withSystem.json().id, 1, 'system');
    const third = await create(caller);
    expect(third.statusCode).toBe(201);
    expect(await conversationCount(caller.id)).toBe(3);
  });
});

describe('questions without an answer', () => {
  it('do not count; asking the same question again reuses it; an answer makes both count', async () => {
    const caller = await signedInUser(t);
    const id = (await create(caller)).json().id;
    const question = await addMessage(caller, id, {
      role: 'user',
      content: 'Termine di prescrizione?',
      metadata: { mode: 'standard' },
    });
    expect(question.statusCode).toBe(201);
    expect(await messageCount(caller, id)).toBe(0);
    expect((await call(caller, 'GET', '/api/conversations')).json()[0]).toMatchObject({
      id,
      message_count: 0,
    });

    const retry = await addMessage(caller, id, {
      role: 'user',
      content: 'Termine di prescrizione?',
      metadata: { mode: 'rag' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: question.json().id, metadata: { mode: 'rag' } });

    await addMessage(caller, id, { role: 'assistant', content: 'Dieci anni (art. 2946 c.c.).' });
    expect(await messageCount(caller, id)).toBe(2);
    // Once answered, the same question again is a new one.
    const asked = await addMessage(caller, id, { role: 'user', content: 'Termine di prescrizione?' });
    expect(asked.statusCode).toBe(201);
    const read = (await call(caller, 'GET', `/api/conversations/${id}`)).json();
    expect(read.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(read.conversation.message_count).toBe(2);
  });

  it('leave room for the question and answer that follow them up to 50', async () => {
    const caller = await signedInUser(t);
    const id = (await create(caller)).json().id;
    await seedMessages(id, MAX_MESSAGES_PER_CONVERSATION - 2);
    expect((await addMessage(caller, id, { role: 'user', content: 'Senza risposta' })).statusCode).toBe(201);
    expect((await addMessage(caller, id, { role: 'user', content: 'Un’altra' })).statusCode).toBe(201);
    expect(await messageCount(caller, id)).toBe(MAX_MESSAGES_PER_CONVERSATION - 2);
    expect((await addMessage(caller, id, { role: 'assistant', content: 'Risposta' })).statusCode).toBe(201);
    expect(await messageCount(caller, id)).toBe(MAX_MESSAGES_PER_CONVERSATION);
    for (const role of ['user', 'assistant']) {
      const refused = await addMessage(caller, id, { role, content: 'Ancora' });
      expect(refused.json().error_code).toBe('MESSAGE_LIMIT');
    }
  });
});

describe('unanswered questions, bounded', () => {
  it(`stores ${MAX_UNANSWERED_QUESTIONS} per conversation, then refuses the next with a reason; a repeat or an answer frees the way`, async () => {
    const caller = await signedInUser(t);
    const id = (await create(caller)).json().id;
    for (let index = 1; index <= MAX_UNANSWERED_QUESTIONS; index++) {
      expect((await addMessage(caller, id, { role: 'user', content: `Domanda ${index}` })).statusCode).toBe(
        201,
      );
    }
    const refused = await addMessage(caller, id, { role: 'user', content: 'Una di troppo' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error_code: 'UNANSWERED_LIMIT',
      message: expect.stringContaining('Troppe domande senza risposta'),
    });
    // Asking the last one again reuses it: always allowed.
    const again = await addMessage(caller, id, {
      role: 'user',
      content: `Domanda ${MAX_UNANSWERED_QUESTIONS}`,
    });
    expect(again.statusCode).toBe(200);
    // An answer to the last one leaves 9 unanswered: room for one more question.
    expect((await addMessage(caller, id, { role: 'assistant', content: 'Risposta' })).statusCode).toBe(201);
    expect((await addMessage(caller, id, { role: 'user', content: 'Ora sì' })).statusCode).toBe(201);
    expect((await addMessage(caller, id, { role: 'user', content: 'Ora no' })).statusCode).toBe(429);
    const stored = await t.database.db
      .select({ total: count() })
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(stored[0]!.total).toBe(MAX_UNANSWERED_QUESTIONS + 2);
  });

  it('holds under 30 concurrent questions: never more than the bound stored', async () => {
    const caller = await signedInUser(t);
    const id = (await create(caller)).json().id;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        addMessage(caller, id, { role: 'user', content: `Q${index}` }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_UNANSWERED_QUESTIONS);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(30 - MAX_UNANSWERED_QUESTIONS);
  });
});

describe('interrupted answers', () => {
  it('are stored and returned as interrupted', async () => {
    const caller = await signedInUser(t);
    const id = (await create(caller)).json().id;
    await addMessage(caller, id, { role: 'user', content: 'Domanda lunga' });
    const partial = await addMessage(caller, id, {
      role: 'assistant',
      content: 'Risposta parz',
      interrupted: true,
    });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({ content: 'Risposta parz', interrupted: true });
    await addMessage(caller, id, { role: 'user', content: 'Altra domanda' });
    await addMessage(caller, id, { role: 'assistant', content: 'Completa' });

    const read = (await call(caller, 'GET', `/api/conversations/${id}`)).json();
    expect(read.messages.map((m: { interrupted: boolean }) => m.interrupted)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(read.conversation.message_count).toBe(4);
  });

  it('include answers stopped before the flag existed (metadata.stopped)', async () => {
    const caller = await signedInUser(t);
    const id = (await create(caller)).json().id;
    await t.database.db.insert(messages).values([
      { conversationId: id, role: 'user', content: 'Domanda' },
      { conversationId: id, role: 'assistant', content: 'Parz', metadata: { stopped: true } },
    ]);
    const read = (await call(caller, 'GET', `/api/conversations/${id}`)).json();
    expect(read.messages[1]).toMatchObject({ interrupted: true });
  });

  it('only an answer can be interrupted, and the flag is a boolean', async () => {
    const caller = await signedInUser(t);
    const id = (await create(caller)).json().id;
    const question = await addMessage(caller, id, { role: 'user', content: 'Domanda', interrupted: true });
    expect(question.statusCode).toBe(422);
    expect(question.json().errors).toEqual({ interrupted: ['Solo una risposta può essere interrotta'] });
    const notBoolean = await addMessage(caller, id, { role: 'assistant', content: 'x', interrupted: 'sì' });
    expect(notBoolean.statusCode).toBe(422);
    expect(notBoolean.json().error_code).toBe('VALIDATION_FAILED');
  });
});
