import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * The identifiers a lawyer types into a deed or a profile, checked the way the issuing bodies define
 * them: a typo in an IBAN, a tax code or a VAT number is caught by its check character, before it is
 * printed in a letter the client signs.
 */

/** `it60 x054 2811 1010 0000 0123 456` → `IT60X0542811101000000123456`. */
export function normalizeIban(text: string): string {
  return electronicFormatIBAN(text) ?? '';
}

/** Structure of the country and ISO 7064 mod 97-10 check digits (ibantools). */
export function isValidIban(text: string): boolean {
  return isValidIBAN(normalizeIban(text));
}

const PARTITA_IVA = /^\d{11}$/;

/**
 * Partita IVA (and the numeric codice fiscale of companies): eleven digits, the last a Luhn check
 * digit computed on the first ten.
 */
export function isValidPartitaIva(text: string): boolean {
  const digits = text.replace(/^IT/i, '').replace(/\s/g, '');
  if (!PARTITA_IVA.test(digits) || /^0{11}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 11; index += 1) {
    let digit = Number(digits[index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// Omocodia replaces digits with these letters (0→L … 9→V) where two people would share a code.
const CODICE_FISCALE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
const ODD_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23].flatMap(
    (value, index) => [
      [String.fromCharCode(65 + index), value],
      ...(index < 10 ? [[String(index), value]] : []),
    ],
  ),
);

function evenValue(character: string): number {
  return /\d/.test(character) ? Number(character) : character.charCodeAt(0) - 65;
}

/** A person's codice fiscale (16 characters, check letter per D.M. 23 dicembre 1976) or a company's (11 digits). */
export function isValidCodiceFiscale(text: string): boolean {
  const code = text.replace(/\s/g, '').toUpperCase();
  if (PARTITA_IVA.test(code)) return isValidPartitaIva(code);
  if (!CODICE_FISCALE.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const character = code[index]!;
    // Positions are counted from 1: the odd ones are the even indexes.
    sum += index % 2 === 0 ? ODD_VALUES[character]! : evenValue(character);
  }
  return code[15] === String.fromCharCode(65 + (sum % 26));
}

/** A tax code or a VAT number, as «Codice fiscale o partita IVA» fields accept either. */
export function isValidTaxIdentifier(text: string): boolean {
  return isValidCodiceFiscale(text) || isValidPartitaIva(text);
}

// A practical address check (RFC 5321 lengths, a dotted domain with a TLD of letters): what a PEC or an
// e-mail printed in a deed must look like; quoted local parts and IP literals are not for letters.
const EMAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?=.{4,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text) && !/^\.|\.\.|\.@/.test(text);
}
