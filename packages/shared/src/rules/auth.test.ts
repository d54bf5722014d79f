import { describe, expect, it } from 'vitest';
import { invalidCredentialsMessage, lockedMessage, secondsText } from './auth';

describe('sign-in messages in correct Italian', () => {
  it('says "1 tentativo rimasto" in the singular and "N tentativi rimasti" in the plural', () => {
    expect(invalidCredentialsMessage(2)).toBe('Credenziali non valide. 2 tentativi rimasti.');
    expect(invalidCredentialsMessage(1)).toBe('Credenziali non valide. 1 tentativo rimasto.');
    expect(invalidCredentialsMessage(0)).toBe('Credenziali non valide. 0 tentativi rimasti.');
  });

  it('counts seconds the same way', () => {
    expect(secondsText(1)).toBe('1 secondo');
    expect(secondsText(45)).toBe('45 secondi');
    expect(lockedMessage(60)).toBe('Account temporaneamente bloccato. Riprova tra 60 secondi.');
    expect(lockedMessage(1)).toBe('Account temporaneamente bloccato. Riprova tra 1 secondo.');
  });
});
