import { describe, expect, it } from 'vitest';
import { AppError, errorCodes, errorTable, isErrorCode } from './errors';

describe('error table', () => {
  it.each(errorCodes)('%s has an HTTP error status and an Italian message', (code) => {
    const entry = errorTable[code];
    expect(Number.isInteger(entry.status)).toBe(true);
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThanOrEqual(599);
    expect(typeof entry.message).toBe('string');
    expect(entry.message.trim().length).toBeGreaterThan(5);
    expect(entry.message).not.toMatch(/\bundefined\b|\bTODO\b|lorem/);
    // Italian only: the web matches on the code, so no message keeps English for it to match.
    expect(entry.message).not.toMatch(/\b(the|failed|reached|please|error|message|not)\b/i);
  });

  it('uses upper snake case codes', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('AppError', () => {
  it('takes status and message from the table', () => {
    const err = new AppError('NOT_FOUND');
    expect(err.status).toBe(404);
    expect(err.message).toBe(errorTable.NOT_FOUND.message);
  });

  it('builds a validation error whose summary is the first field message', () => {
    const err = AppError.validation({ email: ["L'email è obbligatoria"], name: ['Il nome è obbligatorio'] });
    expect(err.status).toBe(422);
    expect(err.message).toBe("L'email è obbligatoria");
    expect(err.fieldErrors?.name).toEqual(['Il nome è obbligatorio']);
  });
});
