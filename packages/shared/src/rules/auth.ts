/** Account and session rules shared by the server and the web app (spec 1 §4, §5, §9; spec 2 §9). */
export const LOGIN_MAX_ATTEMPTS = 3;
export const LOGIN_LOCKOUT_SECONDS = 60;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const ADMIN_PASSWORD_MIN_LENGTH = 6;

/** The spec's "simple address pattern": something@something.something, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '1 secondo', '45 secondi': a count of seconds in correct Italian. */
export function secondsText(seconds: number): string {
  return seconds === 1 ? '1 secondo' : `${seconds} secondi`;
}

/** 'Credenziali non valide. N tentativi rimasti.' (spec 1 §8); '1 tentativo rimasto' in the singular. */
export function invalidCredentialsMessage(remainingAttempts: number): string {
  const attempts = remainingAttempts === 1 ? '1 tentativo rimasto' : `${remainingAttempts} tentativi rimasti`;
  return `Credenziali non valide. ${attempts}.`;
}

/** 'Account temporaneamente bloccato. Riprova tra N secondi.' (spec 1 §8); '1 secondo' in the singular. */
export function lockedMessage(secondsRemaining: number): string {
  return `Account temporaneamente bloccato. Riprova tra ${secondsText(secondsRemaining)}.`;
}
