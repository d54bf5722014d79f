import { describe, expect, it } from 'vitest';
import { resendVerificationRequest } from './registration';

describe('resendVerificationRequest', () => {
  it('accepts a positive id as a number or a numeric string', () => {
    expect(resendVerificationRequest.parse({ user_id: 42 })).toEqual({ user_id: 42 });
    expect(resendVerificationRequest.parse({ user_id: '42' })).toEqual({ user_id: 42 });
  });

  it.each([undefined, null, '', 'abc', 0, -3, 1.5, 2 ** 31, '99999999999', true])('refuses %s', (user_id) => {
    const result = resendVerificationRequest.safeParse({ user_id });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Identificativo utente non valido']);
  });
});
