import { describe, expect, it } from 'vitest';
import { registrationMessages as m, registerRequest } from './auth';

const valid = {
  name: 'Maria Rossi',
  email: 'maria@studio.it',
  password: 'Password1',
  password_confirmation: 'Password1',
  captcha_token: 'token',
};

function errorsOf(input: Record<string, unknown>) {
  const result = registerRequest.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('registerRequest', () => {
  it('accepts a valid registration', () => {
    expect(registerRequest.safeParse(valid).success).toBe(true);
  });

  it('reports both empty passwords, each with its own message', () => {
    expect(errorsOf({ ...valid, password: '', password_confirmation: '' })).toEqual({
      password: [m.passwordRequired],
      password_confirmation: [m.confirmationRequired],
    });
  });

  it.each([
    [{ name: '' }, 'name', m.nameRequired],
    [{ name: undefined }, 'name', m.nameRequired],
    [{ name: 'M' }, 'name', m.nameMin],
    [{ name: 'x'.repeat(256) }, 'name', m.nameMax],
    [{ email: '' }, 'email', m.emailRequired],
    [{ email: 'maria@studio' }, 'email', m.emailInvalid],
    [{ email: `${'x'.repeat(250)}@studio.it` }, 'email', m.emailMax],
    [{ password: 'Pass1', password_confirmation: 'Pass1' }, 'password', m.passwordMin],
    [{ password: 'password1', password_confirmation: 'password1' }, 'password', m.passwordComplexity],
    [{ password: 'PASSWORD1', password_confirmation: 'PASSWORD1' }, 'password', m.passwordComplexity],
    [{ password: 'Passwordx', password_confirmation: 'Passwordx' }, 'password', m.passwordComplexity],
    [{ password_confirmation: '' }, 'password_confirmation', m.confirmationRequired],
    [{ password_confirmation: 'Password2' }, 'password_confirmation', m.confirmationMismatch],
    [{ captcha_token: '' }, 'captcha_token', m.captchaFailed],
  ])('%o → %s: %s', (override, field, message) => {
    expect(errorsOf({ ...valid, ...override })).toEqual({ [field]: [message] });
  });
});
