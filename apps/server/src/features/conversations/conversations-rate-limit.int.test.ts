import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/sessions';

/** Stored messages are rate limited per account: a question and an answer per chat request allowed. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CHAT_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => t.close());

describe('POST /api/conversations/{id}/messages', () => {
  it('takes 2 × CHAT_RATE_LIMIT_PER_MINUTE messages a minute per account, then answers 429 in Italian', async () => {
    const [anna, bruno] = [await signedInUser(t), await signedInUser(t)];
    const post = async (caller: typeof anna, id: number, content: string, role = 'user') =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: caller.headers,
        payload: { role, content },
      });
    const annaConversation = (
      await t.app.inject({ method: 'POST', url: '/api/conversations', headers: anna.headers })
    ).json().id;
    for (let index = 0; index < 3; index++) {
      expect((await post(anna, annaConversation, `Domanda ${index}`)).statusCode).toBe(201);
      expect((await post(anna, annaConversation, `Risposta ${index}`, 'assistant')).statusCode).toBe(201);
    }
    const limited = await post(anna, annaConversation, 'Una in più');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    // Per account: another user is not held back.
    const brunoConversation = (
      await t.app.inject({ method: 'POST', url: '/api/conversations', headers: bruno.headers })
    ).json().id;
    expect((await post(bruno, brunoConversation, 'Domanda')).statusCode).toBe(201);
  });
});
