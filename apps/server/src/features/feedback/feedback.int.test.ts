import { feedbackMessages } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { messageFeedback, messages } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function giveFeedback(caller: Caller | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/messages/feedback',
    headers: caller?.headers ?? {},
    payload,
  });
}

function readFeedback(caller: Caller | null, messageId: number | string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/messages/${messageId}/feedback`,
    headers: caller?.headers ?? {},
  });
}

/** A conversation with a system message, a question and its answer (and a second exchange). */
async function conversationWithAnswers(caller: Caller, title = 'Pratica Verdi') {
  const conversation = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: caller.headers,
    payload: { title },
  });
  const conversationId: number = conversation.json().id;
  const add = async (role: string, content: string): Promise<number> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: caller.headers,
      payload: { role, content },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };
  // Clients cannot add system messages; the server's own are stored directly.
  await t.database.db
    .insert(messages)
    .values({ conversationId, role: 'system', content: 'Sei un assistente legale.' });
  const question = await add('user', 'Che cos’è la caparra confirmatoria?');
  const answer = await add(
    'assistant',
    'È la somma versata alla conclusione del contratto (art. 1385 c.c.).',
  );
  await add('user', 'E quella penitenziale?');
  const secondAnswer = await add('assistant', 'È il corrispettivo del recesso (art. 1386 c.c.).');
  return { conversationId, question, answer, secondAnswer };
}

async function feedbackRows(userId: number) {
  return t.database.db
    .select()
    .from(messageFeedback)
    .where(eq(messageFeedback.userId, userId))
    .orderBy(messageFeedback.id);
}

describe('POST /api/messages/feedback', () => {
  it('records a like at once, with copies of the question, the answer and the title', async () => {
    const caller = await signedInUser(t);
    const { conversationId, answer, secondAnswer } = await conversationWithAnswers(caller);
    const res = await giveFeedback(caller, { message_id: answer, rating: 'like' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Grazie per il tuo feedback!',
      feedback: {
        id: expect.any(Number),
        message_id: answer,
        rating: 'like',
        feedback_text: null,
        created_at: expect.any(String),
      },
    });
    // The second answer is paired with the question right before it, not the first one.
    await giveFeedback(caller, {
      message_id: String(secondAnswer),
      rating: 'dislike',
      feedback_text: ' Incompleta ',
    });
    const rows = await feedbackRows(caller.id);
    expect(rows.map((row) => [row.messageId, row.rating, row.feedbackText, row.questionText])).toEqual([
      [answer, 'like', null, 'Che cos’è la caparra confirmatoria?'],
      [secondAnswer, 'dislike', 'Incompleta', 'E quella penitenziale?'],
    ]);
    expect(rows[0]).toMatchObject({
      conversationId,
      answerText: 'È la somma versata alla conclusione del contratto (art. 1385 c.c.).',
      conversationTitle: 'Pratica Verdi',
    });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: caller.headers,
    });
    const ratings = read.json().messages.map((m: { feedback: unknown }) => m.feedback);
    expect(ratings).toEqual([null, null, { rating: 'like' }, null, { rating: 'dislike' }]);
  });

  it('takes a dislike only with its text, trimmed and at most 1000 characters', async () => {
    const caller = await signedInUser(t);
    const { answer } = await conversationWithAnswers(caller);
    for (const feedback_text of [undefined, null, '', '   ']) {
      const res = await giveFeedback(caller, { message_id: answer, rating: 'dislike', feedback_text });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ feedback_text: [feedbackMessages.textRequired] });
    }
    const tooLong = await giveFeedback(caller, {
      message_id: answer,
      rating: 'dislike',
      feedback_text: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ feedback_text: [feedbackMessages.textTooLong] });
    expect(await feedbackRows(caller.id)).toEqual([]);

    const ok = await giveFeedback(caller, {
      message_id: answer,
      rating: 'dislike',
      feedback_text: 'x'.repeat(1000),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('Grazie per il tuo feedback dettagliato!');
  });

  it('never changes a rating once given', async () => {
    const caller = await signedInUser(t);
    const { answer } = await conversationWithAnswers(caller);
    expect((await giveFeedback(caller, { message_id: answer, rating: 'like' })).statusCode).toBe(201);
    const again = await giveFeedback(caller, {
      message_id: answer,
      rating: 'dislike',
      feedback_text: 'Ci ho ripensato',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Hai già dato un feedback per questa risposta. Non è possibile modificarlo.',
      error_code: 'FEEDBACK_ALREADY_GIVEN',
    });
    expect((await readFeedback(caller, answer)).json().rating).toBe('like');
  });

  it('keeps exactly one rating when several arrive at once', async () => {
    const caller = await signedInUser(t);
    const { answer } = await conversationWithAnswers(caller);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        giveFeedback(
          caller,
          index % 2 === 0
            ? { message_id: answer, rating: 'like' }
            : { message_id: answer, rating: 'dislike', feedback_text: 'No' },
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(5);
    for (const res of refused) expect(res.json().error_code).toBe('FEEDBACK_ALREADY_GIVEN');
    expect(await feedbackRows(caller.id)).toHaveLength(1);
  });

  it('rates assistant messages only', async () => {
    const caller = await signedInUser(t);
    const { question } = await conversationWithAnswers(caller);
    const res = await giveFeedback(caller, { message_id: question, rating: 'like' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('FEEDBACK_ASSISTANT_ONLY');
  });

  it('rejects malformed requests with 422, never 500', async () => {
    const caller = await signedInUser(t);
    for (const payload of [
      {},
      { message_id: 'abc', rating: 'like' },
      { message_id: 1, rating: 'love' },
      { message_id: -3, rating: 'like' },
    ]) {
      const res = await giveFeedback(caller, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error_code).toBe('VALIDATION_FAILED');
    }
  });

  it('survives the deletion of its conversation, keeping the copied texts', async () => {
    const caller = await signedInUser(t);
    await conversationWithAnswers(caller, 'Da tenere');
    const { conversationId, answer } = await conversationWithAnswers(caller, 'Da eliminare');
    await giveFeedback(caller, {
      message_id: answer,
      rating: 'dislike',
      feedback_text: 'Manca la giurisprudenza',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}`,
      headers: caller.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const [row] = await feedbackRows(caller.id);
    expect(row).toMatchObject({
      messageId: null,
      conversationId: null,
      rating: 'dislike',
      feedbackText: 'Manca la giurisprudenza',
      questionText: 'Che cos’è la caparra confirmatoria?',
      answerText: 'È la somma versata alla conclusione del contratto (art. 1385 c.c.).',
      conversationTitle: 'Da eliminare',
    });
    expect((await readFeedback(caller, answer)).statusCode).toBe(404);
  });
});

describe('GET /api/messages/{id}/feedback', () => {
  it('answers the rating, or null before one is given', async () => {
    const caller = await signedInUser(t);
    const { answer, question } = await conversationWithAnswers(caller);
    expect((await readFeedback(caller, answer)).json()).toEqual({
      success: true,
      feedback: null,
      rating: null,
    });
    expect((await readFeedback(caller, question)).json()).toEqual({
      success: true,
      feedback: null,
      rating: null,
    });
    const given = (await giveFeedback(caller, { message_id: answer, rating: 'like' })).json().feedback;
    expect((await readFeedback(caller, answer)).json()).toEqual({
      success: true,
      feedback: given,
      rating: 'like',
    });
  });

  it('answers 404 to malformed and missing ids', async () => {
    const caller = await signedInUser(t);
    for (const id of ['abc', '0', '1.5', '99999999999', '2147483647']) {
      const res = await readFeedback(caller, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error_code).toBe('NOT_FOUND');
    }
  });
});

describe('ownership and authentication', () => {
  it("answers 404 on another user's messages, as on missing ones, and leaves them unrated", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const { answer } = await conversationWithAnswers(owner);
    const missing = await giveFeedback(intruder, { message_id: 2_147_483_647, rating: 'like' });
    expect(missing.statusCode).toBe(404);

    const post = await giveFeedback(intruder, { message_id: answer, rating: 'like' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(missing.json());
    expect(await feedbackRows(intruder.id)).toEqual([]);

    await giveFeedback(owner, { message_id: answer, rating: 'like' });
    const get = await readFeedback(intruder, answer);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual(missing.json());
  });

  it('answers 401 without a token', async () => {
    expect((await giveFeedback(null, { message_id: 1, rating: 'like' })).statusCode).toBe(401);
    expect((await readFeedback(null, 1)).statusCode).toBe(401);
  });
});
