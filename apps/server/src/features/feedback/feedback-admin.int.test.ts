import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { activityLog, messageFeedback, messages, users } from '../../db/schema';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  const token = await tokenFor(t, TEST_ADMIN);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, TEST_ADMIN.email));
  admin = { id: row!.id, token, headers: { authorization: `Bearer ${token}` } };
});
afterAll(() => t.close());

const QUESTION = 'Che cos’è la caparra confirmatoria?';
const ANSWER = 'È la somma versata alla conclusione del contratto (art. 1385 c.c.).';

function call(
  caller: Caller | null,
  method: 'GET' | 'DELETE' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** A conversation with a system message and two exchanges, created through the API. */
async function conversationWithAnswers(caller: Caller, title = 'Pratica Verdi') {
  const conversationId: number = (await call(caller, 'POST', '/api/conversations', { title })).json().id;
  const add = async (role: string, content: string): Promise<number> => {
    const res = await call(caller, 'POST', `/api/conversations/${conversationId}/messages`, {
      role,
      content,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };
  await t.database.db
    .insert(messages)
    .values({ conversationId, role: 'system', content: 'Sei un assistente legale.' });
  const question = await add('user', QUESTION);
  const answer = await add('assistant', ANSWER);
  const secondQuestion = await add('user', 'E quella penitenziale?');
  const secondAnswer = await add('assistant', 'È il corrispettivo del recesso (art. 1386 c.c.).');
  return { conversationId, question, answer, secondQuestion, secondAnswer };
}

async function rate(caller: Caller, messageId: number, rating: 'like' | 'dislike', text?: string) {
  const res = await call(caller, 'POST', '/api/messages/feedback', {
    message_id: messageId,
    rating,
    ...(text === undefined ? {} : { feedback_text: text }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().feedback.id as number;
}

/** A feedback whose conversation is long gone, written directly, at a chosen instant. */
async function orphanedRow(
  userId: number,
  createdAt: Date,
  rating: 'like' | 'dislike' = 'like',
  text?: string,
) {
  const [row] = await t.database.db
    .insert(messageFeedback)
    .values({
      userId,
      rating,
      feedbackText: text ?? null,
      answerText: `Risposta del ${createdAt.toISOString()}`,
      createdAt,
    })
    .returning({ id: messageFeedback.id });
  return row!.id;
}

async function clearFeedback() {
  await t.database.db.delete(messageFeedback);
}

const list = (query = '') => call(admin, 'GET', `/api/admin/feedback${query}`);
const ids = (body: { data: Array<{ id: number }> }) => body.data.map((item) => item.id);

describe('GET /api/admin/feedback/stats', () => {
  it('counts likes, dislikes, texts and orphans, with the satisfaction rate to one decimal', async () => {
    await clearFeedback();
    expect((await call(admin, 'GET', '/api/admin/feedback/stats')).json()).toEqual({
      total_feedback: 0,
      likes_count: 0,
      dislikes_count: 0,
      satisfaction_rate: 0,
      with_text_count: 0,
      orphaned_count: 0,
    });
    const user = await signedInUser(t);
    const kept = await conversationWithAnswers(user, 'Tenuta');
    const doomed = await conversationWithAnswers(user, 'Da eliminare');
    const other = await conversationWithAnswers(user, 'Altra');
    await rate(user, kept.answer, 'like');
    await rate(user, kept.secondAnswer, 'dislike', 'Incompleta');
    await rate(user, doomed.answer, 'like', 'Chiara');
    await rate(user, doomed.secondAnswer, 'dislike', 'Errata');
    await rate(user, other.answer, 'like');
    await rate(user, other.secondAnswer, 'dislike', 'Manca la fonte');
    // A blank text is no text.
    await orphanedRow(user.id, new Date(), 'like', '   ');
    expect((await call(user, 'DELETE', `/api/conversations/${doomed.conversationId}`)).statusCode).toBe(200);

    const res = await call(admin, 'GET', '/api/admin/feedback/stats');
    expect(res.statusCode).toBe(200);
    // 7 ratings: 4 likes (kept, doomed, other, blank-text row), 3 dislikes; 4 / 7 = 57.142…% → 57.1.
    expect(res.json()).toEqual({
      total_feedback: 7,
      likes_count: 4,
      dislikes_count: 3,
      satisfaction_rate: 57.1,
      with_text_count: 4,
      orphaned_count: 3,
    });
  });
});

describe('GET /api/admin/feedback', () => {
  it('filters by Rome calendar days, inclusive, across midnight and the DST change', async () => {
    await clearFeedback();
    const user = await signedInUser(t);
    const at = async (iso: string) => orphanedRow(user.id, new Date(iso));
    const lateTenth = await at('2026-03-10T22:59:59Z'); // 23:59:59 on the 10th in Rome (UTC+1)
    const earlyEleventh = await at('2026-03-10T23:30:00Z'); // 00:30 on the 11th
    const lateEleventh = await at('2026-03-11T22:59:59Z'); // 23:59:59 on the 11th
    const twelfth = await at('2026-03-11T23:00:00Z'); // 00:00 on the 12th
    const lateDstDay = await at('2026-03-29T21:30:00Z'); // 23:30 on the 29th (UTC+2 since 01:00 UTC)
    const afterDstDay = await at('2026-03-29T22:30:00Z'); // 00:30 on the 30th

    expect(ids((await list('?from_date=2026-03-11&to_date=2026-03-11')).json())).toEqual([
      lateEleventh,
      earlyEleventh,
    ]);
    expect(ids((await list('?to_date=2026-03-10')).json())).toEqual([lateTenth]);
    expect(ids((await list('?from_date=2026-03-12')).json())).toEqual([afterDstDay, lateDstDay, twelfth]);
    expect(ids((await list('?from_date=2026-03-29&to_date=2026-03-29')).json())).toEqual([lateDstDay]);
    expect(ids((await list('?from_date=&to_date=')).json())).toHaveLength(6);
  });

  it('filters by rating and by orphaned, and pairs live feedback with its message', async () => {
    await clearFeedback();
    const user = await signedInUser(t);
    const { answer, secondAnswer, conversationId } = await conversationWithAnswers(user);
    const liked = await rate(user, answer, 'like');
    const disliked = await rate(user, secondAnswer, 'dislike', 'Troppo breve');
    const orphanDislike = await orphanedRow(user.id, new Date(Date.now() - 60_000), 'dislike', 'Vecchia');

    expect(ids((await list('?rating=dislike')).json())).toEqual([disliked, orphanDislike]);
    expect(ids((await list('?rating=like')).json())).toEqual([liked]);
    expect(ids((await list('?orphaned=true')).json())).toEqual([orphanDislike]);
    expect(ids((await list('?orphaned=0')).json())).toEqual([disliked, liked]);
    expect(ids((await list('?rating=dislike&orphaned=false')).json())).toEqual([disliked]);
    expect(ids((await list('?rating=&orphaned=')).json())).toEqual([disliked, liked, orphanDislike]);

    const [item] = (await list('?rating=like')).json().data;
    expect(item).toMatchObject({
      is_orphaned: false,
      rating: 'like',
      feedback_text: null,
      user: { id: user.id, email: expect.any(String), name: expect.any(String) },
      message: { id: answer, conversation_id: conversationId, content: ANSWER },
    });
  });

  it('pages 20 newest first with links; a page past the last is empty with the right last_page', async () => {
    await clearFeedback();
    const user = await signedInUser(t);
    const start = Date.parse('2026-01-05T10:00:00Z');
    const created: number[] = [];
    for (let index = 0; index < 23; index++) {
      created.push(
        await orphanedRow(user.id, new Date(start + index * 3_600_000), index % 2 ? 'dislike' : 'like'),
      );
    }
    const newestFirst = [...created].reverse();

    const first = (await list()).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 23, from: 1, to: 20 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 20));
    expect(first.next_page_url).toBe('/api/admin/feedback?per_page=20&page=2');
    expect(first.prev_page_url).toBeNull();
    expect(first.path).toBe('/api/admin/feedback');

    const second = (await list('?page=2')).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 2, from: 21, to: 23, next_page_url: null });
    expect(ids(second)).toEqual(newestFirst.slice(20));
    expect(second.prev_page_url).toBe('/api/admin/feedback?per_page=20&page=1');

    // 12 likes (even indexes 0…22), 5 a page: page 2 holds the 6th to the 10th; the filter travels in the links.
    const likes = (await list('?rating=like&per_page=5&page=2')).json();
    expect(likes).toMatchObject({ total: 12, last_page: 3, from: 6, to: 10 });
    expect(likes.next_page_url).toBe('/api/admin/feedback?per_page=5&rating=like&page=3');
    expect(likes.last_page_url).toBe('/api/admin/feedback?per_page=5&rating=like&page=3');

    const beyond = await list('?page=9');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toMatchObject({
      data: [],
      current_page: 9,
      last_page: 2,
      total: 23,
      from: null,
      to: null,
    });
  });

  it('shows the live texts while the conversation exists, and the kept copies once it is deleted', async () => {
    await clearFeedback();
    const user = await signedInUser(t);
    await conversationWithAnswers(user, 'Resta');
    const { conversationId, answer } = await conversationWithAnswers(user, 'Pratica Verdi');
    const id = await rate(user, answer, 'dislike', 'Manca la giurisprudenza');
    // The conversation changes after the rating: the review shows it as it is now.
    const renamed = await call(user, 'PUT', `/api/conversations/${conversationId}`, {
      title: 'Pratica Verdi (rinominata)',
    });
    expect(renamed.statusCode).toBe(200);
    await t.database.db
      .update(messages)
      .set({ content: 'Risposta corretta.' })
      .where(eq(messages.id, answer));

    const [live] = (await list()).json().data;
    expect(live).toMatchObject({
      id,
      is_orphaned: false,
      message: { id: answer, conversation_id: conversationId, content: 'Risposta corretta.' },
      effective_user_question: QUESTION,
      effective_ai_response: 'Risposta corretta.',
      effective_message_content: 'Risposta corretta.',
      effective_conversation_title: 'Pratica Verdi (rinominata)',
    });

    expect((await call(user, 'DELETE', `/api/conversations/${conversationId}`)).statusCode).toBe(200);
    const [orphan] = (await list('?orphaned=true')).json().data;
    expect(orphan).toEqual({
      id,
      created_at: live.created_at,
      rating: 'dislike',
      feedback_text: 'Manca la giurisprudenza',
      is_orphaned: true,
      user: live.user,
      message: null,
      effective_user_question: QUESTION,
      effective_ai_response: ANSWER,
      effective_message_content: ANSWER,
      effective_conversation_title: 'Pratica Verdi',
    });
  });

  it('answers 422, never 500, to a malformed query', async () => {
    for (const query of [
      'rating=love',
      'page=0',
      'page=abc',
      'per_page=101',
      'from_date=2026-02-30',
      'to_date=10-03-2026',
      'from_date=2026-03-12&to_date=2026-03-11',
      'orphaned=yes',
    ]) {
      const res = await list(`?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error_code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe('DELETE /api/admin/feedback/{id}', () => {
  it('deletes once, records who deleted what, then answers 404', async () => {
    const user = await signedInUser(t);
    const { answer } = await conversationWithAnswers(user);
    const id = await rate(user, answer, 'dislike', 'Errata');

    const res = await call(admin, 'DELETE', `/api/admin/feedback/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Feedback eliminato.' });
    const left = await t.database.db.select().from(messageFeedback).where(eq(messageFeedback.id, id));
    expect(left).toEqual([]);
    const records = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.actionType, 'ADMIN_FEEDBACK_DELETED'));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      userId: admin.id,
      details: { feedback_id: id, rating: 'dislike', target_user_id: user.id },
    });

    const again = await call(admin, 'DELETE', `/api/admin/feedback/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Feedback non trovato.', error_code: 'FEEDBACK_NOT_FOUND' });
    expect((await call(admin, 'DELETE', '/api/admin/feedback/abc')).statusCode).toBe(404);
    const after = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.actionType, 'ADMIN_FEEDBACK_DELETED'));
    expect(after).toHaveLength(1);
  });
});

describe('GET /api/admin/conversations/{id}/messages', () => {
  it("reads any user's questions and answers in order, without system messages", async () => {
    const user = await signedInUser(t);
    const { conversationId, question, answer, secondQuestion, secondAnswer } =
      await conversationWithAnswers(user);
    const res = await call(admin, 'GET', `/api/admin/conversations/${conversationId}/messages`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([
      [question, 'user'],
      [answer, 'assistant'],
      [secondQuestion, 'user'],
      [secondAnswer, 'assistant'],
    ]);
    // The rated answer and the question right before it: the pair the review shows.
    const at = body.findIndex((m: { id: number }) => m.id === answer);
    expect([body[at - 1].content, body[at].content]).toEqual([QUESTION, ANSWER]);
    expect(body[0].created_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));

    const empty = (await call(user, 'POST', '/api/conversations', { title: 'Vuota' })).json().id;
    expect((await call(admin, 'GET', `/api/admin/conversations/${empty}/messages`)).json()).toEqual([]);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    for (const id of ['2147483647', 'abc', '0']) {
      const res = await call(admin, 'GET', `/api/admin/conversations/${id}/messages`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error_code, id).toBe('NOT_FOUND');
    }
  });
});

describe('authorization', () => {
  it('answers 401 to anonymous visitors and 403 to users on every review route', async () => {
    const user = await signedInUser(t);
    const { conversationId, answer } = await conversationWithAnswers(user);
    const id = await rate(user, answer, 'like');
    const routes: Array<['GET' | 'DELETE', string]> = [
      ['GET', '/api/admin/feedback/stats'],
      ['GET', '/api/admin/feedback?rating=like'],
      ['DELETE', `/api/admin/feedback/${id}`],
      ['GET', `/api/admin/conversations/${conversationId}/messages`],
    ];
    for (const [method, url] of routes) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
      const denied = await call(user, method, url);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().error_code, url).toBe('ADMIN_REQUIRED');
    }
    const kept = await t.database.db.select().from(messageFeedback).where(eq(messageFeedback.id, id));
    expect(kept).toHaveLength(1);
  });
});
