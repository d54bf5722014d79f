/**
 * Google reCAPTCHA v3 in the browser: the provider's script is added once per page, then each
 * submission asks it for a fresh token with the form's action.
 */

/** The part of the `grecaptcha` global the forms use. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long the script may take to load and become ready, and a token to arrive, before giving up. */
export const RECAPTCHA_TIMEOUT_MS = 15_000;

export class RecaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecaptchaError';
  }
}

/** The script's address: RECAPTCHA_SCRIPT_URL with `render=<site key>` (v3 renders no widget). */
export function recaptchaScriptSrc(scriptUrl: string, siteKey: string): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', siteKey);
  return url.toString();
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RecaptchaError(`${what}: timed out`)), RECAPTCHA_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once `grecaptcha.ready` fires; rejects when the script defined no `grecaptcha`. */
function whenReady(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const api = window.grecaptcha;
    if (typeof api?.ready !== 'function') {
      reject(new RecaptchaError('the script defined no grecaptcha'));
      return;
    }
    api.ready(() => resolve(window.grecaptcha ?? api));
  });
}

const loads = new Map<string, Promise<void>>();

/**
 * Adds the script (once per address) and resolves when reCAPTCHA is ready. A failed or timed-out
 * load removes its script and is forgotten, so calling again retries.
 */
export function loadRecaptcha(scriptUrl: string, siteKey: string): Promise<void> {
  const src = recaptchaScriptSrc(scriptUrl, siteKey);
  const pending = loads.get(src);
  if (pending) return pending;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new RecaptchaError('the script did not load')), {
      once: true,
    });
  });
  const ready = withTimeout(
    loaded.then(() => whenReady()).then(() => undefined),
    'loading reCAPTCHA',
  ).catch((error: unknown) => {
    loads.delete(src);
    script.remove();
    throw error;
  });
  loads.set(src, ready);
  document.head.append(script);
  return ready;
}

/**
 * A fresh token for `action` ('register', 'contact'), as Google asks:
 * `grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }))`, at submission time.
 */
export async function executeRecaptcha(scriptUrl: string, siteKey: string, action: string): Promise<string> {
  await loadRecaptcha(scriptUrl, siteKey);
  const token = await withTimeout(
    whenReady().then((api) => api.execute(siteKey, { action })),
    'executing reCAPTCHA',
  );
  if (typeof token !== 'string' || token === '') throw new RecaptchaError('reCAPTCHA gave no token');
  return token;
}
