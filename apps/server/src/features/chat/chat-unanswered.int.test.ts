import { MAX_MESSAGES_PER_CONVERSATION } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { type OpenAiServer, startOpenAiServer } from '../../../test/openai-server.mjs';
import { tokenFor } from '../../../test/sessions';
import { messages as messagesTable, users } from '../../db/schema';
import { balanceAndLedgerSum, parseSse, typed } from './chat.test-support';

// The web client's flow (spec 1 §4): the question is saved, the answer streamed, then saved. A
// question that got no answer (refused, or failed before its first token and refunded) must not
// count towards the 50 messages; an answer cut short is saved as interrupted and counts.

let llm: OpenAiServer;
let t: TestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  llm = await startOpenAiServer();
  t = await buildTestApp({
    env: {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_API_KEY: 'chiave-di-test',
      LLM_MODEL: 'modello-di-prova',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '400',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});
beforeEach(async () => {
  llm.reset();
  const user = await createUser(t.database.db);
  userId = user.id;
  token = await tokenFor(t, user);
});

function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function newConversation(): Promise<number> {
  const res = await call('POST', '/api/conversations', {});
  expect(res.statusCode).toBeLessThan(300);
  return res.json().id;
}

/** Saves the question, as the client does before asking; its id. */
async function saveQuestion(id: number, content: string): Promise<number> {
  const res = await call('POST', `/api/conversations/${id}/messages`, { role: 'user', content });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().id;
}

function ask(id: number, message: string) {
  return call('POST', '/api/chat', { message, conversation_id: id });
}

async function read(id: number) {
  return (await call('GET', `/api/conversations/${id}`)).json();
}

describe('a question that received no answer', () => {
  it('does not count when the model is down before the first token (refunded), and its retry is the same message', async () => {
    const id = await newConversation();
    const questionId = await saveQuestion(id, 'Che cos’è l’usucapione?');
    llm.enqueue({ failure: { status: 503 } }, { failure: { status: 503 } });
    const failed = parseSse((await ask(id, 'Che cos’è l’usucapione?')).body);
    expect(typed(failed.events, 'error')[0]).toMatchObject({ refunded: true });
    expect(await balanceAndLedgerSum(t.database.db, userId)).toEqual({ balance: 1000, ledgerSum: 1000 });

    const afterFailure = await read(id);
    expect(afterFailure.conversation.message_count).toBe(0);
    const listed = (await call('GET', '/api/conversations')).json();
    expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({ message_count: 0 });

    // Asked again: the stored question is reused, answered, and both count.
    expect(await saveQuestion(id, 'Che cos’è l’usucapione?')).toBe(questionId);
    const answered = parseSse((await ask(id, 'Che cos’è l’usucapione?')).body);
    expect(typed(answered.events, 'done')).toHaveLength(1);
    expect(llm.requests.at(-1)!.messages.filter((m) => m.role === 'user')).toHaveLength(1);
    await call('POST', `/api/conversations/${id}/messages`, { role: 'assistant', content: answered.text });
    const after = await read(id);
    expect(after.conversation.message_count).toBe(2);
    expect(after.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  });

  it('does not count when refused for lack of points (402)', async () => {
    const id = await newConversation();
    await saveQuestion(id, 'Domanda');
    await t.database.db.update(users).set({ pointsBalance: 0 }).where(eq(users.id, userId));
    const res = await ask(id, 'Domanda');
    expect(res.statusCode).toBe(402);
    expect((await read(id)).conversation.message_count).toBe(0);
  });

  it('does not use up the last places: at 48 answered, a failed question still leaves room for its retry', async () => {
    const id = await newConversation();
    await t.database.db.insert(messagesTable).values(
      Array.from({ length: MAX_MESSAGES_PER_CONVERSATION - 2 }, (_, index) => ({
        conversationId: id,
        role: index % 2 === 0 ? 'user' : 'assistant',
        content: `Messaggio ${index + 1}`,
      })),
    );
    await saveQuestion(id, 'Ultima domanda');
    llm.enqueue({ failure: { status: 503 } }, { failure: { status: 503 } });
    parseSse((await ask(id, 'Ultima domanda')).body);
    expect((await read(id)).conversation.message_count).toBe(MAX_MESSAGES_PER_CONVERSATION - 2);

    await saveQuestion(id, 'Ultima domanda');
    const answered = await ask(id, 'Ultima domanda');
    expect(answered.statusCode).toBe(200);
    const text = parseSse(answered.body).text;
    const saved = await call('POST', `/api/conversations/${id}/messages`, {
      role: 'assistant',
      content: text,
    });
    expect(saved.statusCode).toBe(201);
    expect((await read(id)).conversation.message_count).toBe(MAX_MESSAGES_PER_CONVERSATION);
    expect((await ask(id, 'Ancora')).json().error_code).toBe('MESSAGE_LIMIT');
  });
});

describe('an answer cut short', () => {
  it('is saved as interrupted when the model fails mid-stream, keeps its charge and counts', async () => {
    const id = await newConversation();
    await saveQuestion(id, 'Domanda');
    llm.enqueue({ chunks: ['Uno', ' due', ' tre'], dropAfter: 2 });
    const stream = parseSse((await ask(id, 'Domanda')).body);
    expect(stream.text).toBe('Uno due');
    expect(typed(stream.events, 'error')[0]).toMatchObject({ refunded: false });
    const saved = await call('POST', `/api/conversations/${id}/messages`, {
      role: 'assistant',
      content: stream.text,
      interrupted: true,
    });
    expect(saved.statusCode).toBe(201);

    const after = await read(id);
    expect(after.conversation.message_count).toBe(2);
    expect(after.messages[1]).toMatchObject({ content: 'Uno due', interrupted: true });
    expect(await balanceAndLedgerSum(t.database.db, userId)).toEqual({ balance: 998, ledgerSum: 998 });
  });
});
