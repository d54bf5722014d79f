import { createHmac, randomBytes } from 'node:crypto';
import { AppError, z } from '@brocardo/shared';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { CspAdditions } from './security-headers';

export type CaptchaProvider = Config['CAPTCHA_PROVIDER'];

/** The bot check of the public forms (registration, contact); the request field is `captcha_token` whatever the provider. */
export interface Captcha {
  readonly provider: CaptchaProvider;
  /**
   * True when the token proves the form was filled by a person (always, when the check is off).
   * Throws CAPTCHA_UNAVAILABLE when the provider cannot be asked.
   */
  verify(token: string, context: CaptchaContext): Promise<boolean>;
  /** ALTCHA only: a fresh signed challenge for the widget. */
  createChallenge?(): Promise<Challenge>;
}

export interface CaptchaContext {
  remoteIp: string | undefined;
  /** The form the token was issued for (reCAPTCHA's action): 'register' unless said otherwise. */
  action?: string;
}

/** Where redeemed ALTCHA challenges are remembered until they expire (a database table: replicas share it). */
export interface UsedChallengeStore {
  /** Records the signature and answers true; false when it was already recorded (a replay). */
  markUsed(signature: string, expiresAt: Date, now: Date): Promise<boolean>;
}

export interface CaptchaDeps {
  store: UsedChallengeStore;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createCaptcha(config: Config, deps: CaptchaDeps): Captcha {
  switch (config.CAPTCHA_PROVIDER) {
    case 'none':
      deps.log.warn('CAPTCHA_PROVIDER=none: registration and the contact form run without a bot check');
      return { provider: 'none', verify: async () => true };
    case 'recaptcha':
      return recaptcha(config, deps.log);
    case 'altcha':
      return altcha(config, deps);
  }
}

/** Hosts of Google's own reCAPTCHA script (www.recaptcha.net is its mirror where google.com is blocked). */
const GOOGLE_RECAPTCHA_HOSTS = new Set(['www.google.com', 'www.recaptcha.net']);

/**
 * What the document CSP must add for the bot check: nothing unless CAPTCHA_PROVIDER=recaptcha.
 * The script is allowed by its folder (https://www.google.com/recaptcha/, not all of google.com,
 * whose JSONP endpoints would let an injected script through); Google's script then loads its code
 * from www.gstatic.com and its invisible frame from the same folder and recaptcha.google.com.
 */
export function captchaCspAdditions(
  config: Pick<Config, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_SCRIPT_URL'>,
): CspAdditions {
  if (config.CAPTCHA_PROVIDER !== 'recaptcha') return {};
  const url = new URL(config.RECAPTCHA_SCRIPT_URL);
  const folder = `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;
  if (!GOOGLE_RECAPTCHA_HOSTS.has(url.hostname)) return { scriptSrc: [folder] };
  return {
    scriptSrc: [folder, 'https://www.gstatic.com/recaptcha/'],
    frameSrc: [`${url.origin}/recaptcha/`, 'https://recaptcha.google.com/recaptcha/'],
  };
}

const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

// Loose objects: the signature covers the parameters exactly as the server issued them.
const altchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string() }),
});

function decodeAltchaPayload(token: string) {
  try {
    return altchaPayload.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA proof of work. Deterministic challenges: the server picks the counter the client must reach
 * and signs the derived key, so checking a solution costs one HMAC, not a key derivation.
 */
function altcha(config: Config, { store, clock, log }: CaptchaDeps): Captcha {
  let hmacKey = config.ALTCHA_HMAC_KEY;
  if (!hmacKey) {
    hmacKey = randomBytes(32).toString('hex');
    const message =
      'ALTCHA_HMAC_KEY is not set: using a random key for this process, so bot-check challenges do not ' +
      'survive a restart and are not accepted by other replicas (set the same ALTCHA_HMAC_KEY on every replica)';
    // With PGlite there is only ever one process; with PostgreSQL there may be several.
    if (config.DATABASE_URL) log.warn(message);
    else log.info(message);
  }
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
  const ttlMs = config.ALTCHA_CHALLENGE_TTL_MINUTES * 60_000;
  const maxCounter = config.ALTCHA_MAX_COUNTER;

  return {
    provider: 'altcha',
    createChallenge() {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: config.ALTCHA_COST,
        counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
        deriveKey,
        expiresAt: new Date(clock().getTime() + ttlMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },
    async verify(token) {
      const payload = decodeAltchaPayload(token);
      if (!payload) return false;
      const now = clock();
      const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
      if (expiresAt <= now) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      return store.markUsed(payload.challenge.signature, expiresAt, now);
    },
  };
}

const siteverifyResponse = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Google reCAPTCHA v3: the token must come from the form's action ('register' by default) with a high enough score. */
function recaptcha(config: Config, log: FastifyBaseLogger): Captcha {
  const secret = config.RECAPTCHA_SECRET_KEY!;
  const unavailable = (detail: Record<string, unknown>) => {
    log.warn(detail, 'reCAPTCHA verification service unavailable');
    return new AppError('CAPTCHA_UNAVAILABLE');
  };
  return {
    provider: 'recaptcha',
    async verify(token, { remoteIp, action: expectedAction = 'register' }) {
      const body = new URLSearchParams({ secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      let response: Response;
      try {
        response = await fetch(config.RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw unavailable({ err: error });
      }
      if (!response.ok) throw unavailable({ status: response.status });
      const parsed = siteverifyResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw unavailable({ reason: 'unexpected siteverify answer' });
      const { success, score, action } = parsed.data;
      const passed =
        success && action === expectedAction && score !== undefined && score >= config.RECAPTCHA_MIN_SCORE;
      if (!passed) {
        log.info({ success, score, action, errors: parsed.data['error-codes'] }, 'reCAPTCHA check failed');
      }
      return passed;
    },
  };
}
