import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import type { Caller } from '../../../test/sessions';

/**
 * A conversation of `caller` with its messages, stored through the API; without a title it is named
 * after its first question, as in the chat. Returns its id and its messages' ids, in order.
 */
export async function storedConversation(
  t: TestApp,
  caller: Caller,
  title: string | undefined,
  texts: Array<['user' | 'assistant', string]>,
): Promise<{ id: number; ids: number[] }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: caller.headers,
    payload: title === undefined ? {} : { title },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  const ids: number[] = [];
  for (const [role, content] of texts) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: caller.headers,
      payload: { role, content },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return { id, ids };
}
