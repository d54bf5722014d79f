import { describe, expect, it } from 'vitest';
import {
  isValidCodiceFiscale,
  isValidEmailAddress,
  isValidIban,
  isValidPartitaIva,
  isValidTaxIdentifier,
  normalizeIban,
} from './italian-identifiers';

describe('IBAN', () => {
  it('accepts a valid Italian IBAN however it is spaced or cased', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(normalizeIban('it60 x054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456');
  });

  it('refuses a typo caught by the check digits, a wrong length and garbage', () => {
    expect(isValidIban('IT60X0542811101000000123457')).toBe(false);
    expect(isValidIban('IT60X054281110100000012345')).toBe(false);
    expect(isValidIban('conto corrente')).toBe(false);
  });
});

describe('partita IVA', () => {
  it('accepts eleven digits with the right Luhn check digit, with or without IT', () => {
    expect(isValidPartitaIva('00743110157')).toBe(true);
    expect(isValidPartitaIva('IT00743110157')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and all zeros', () => {
    expect(isValidPartitaIva('00743110158')).toBe(false);
    expect(isValidPartitaIva('0074311015')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
  });
});

describe('codice fiscale', () => {
  it('accepts a person’s code with its check letter, in any case, and omocodia', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('rssmra85t10a562s')).toBe(true);
    // Omocodia: the last digit 2 of A562 becomes N, which changes the check letter.
    expect(isValidCodiceFiscale('RSSMRA85T10A56NH')).toBe(true);
  });

  it('accepts a company’s numeric code (a partita IVA)', () => {
    expect(isValidCodiceFiscale('00743110157')).toBe(true);
  });

  it('refuses a wrong check letter, a wrong month letter and a short code', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85Z10A562S')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false);
    expect(isValidTaxIdentifier('12345')).toBe(false);
  });
});

describe('e-mail and PEC addresses', () => {
  it('accepts ordinary and PEC addresses', () => {
    expect(isValidEmailAddress('studio.rossi@pec.ordineavvocatimilano.it')).toBe(true);
    expect(isValidEmailAddress('a.bianchi+atti@example.com')).toBe(true);
  });

  it('refuses addresses a letter cannot carry', () => {
    for (const address of [
      'rossi@pec',
      'rossi@@pec.it',
      'rossi@pec..it',
      '.rossi@pec.it',
      'ro ssi@pec.it',
      'rossi@-pec.it',
      'rossi@pec.i',
    ]) {
      expect(isValidEmailAddress(address), address).toBe(false);
    }
  });
});
