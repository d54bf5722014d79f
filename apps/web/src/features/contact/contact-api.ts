import type { ContactInfoResponse, ContactRequest } from '@brocardo/shared/contracts/contact';
import type { ErrorCode, FieldErrors } from '@brocardo/shared/errors';
import {
  type CaptchaSetup,
  captchaSetupFrom,
  FALLBACK_SETUP,
} from '../../components/bot-check/captcha-setup';

/*
 * The public pages' calls use fetch directly, not lib/api-client: that client brings zod and the
 * session handling, which /discover does not need and whose weight its first load would pay.
 * The answers are narrowed by hand instead of with the contract's zod schemas.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** GET /api/contact/info, or null when it fails or answers something unexpected. */
export async function fetchContactInfo(signal?: AbortSignal): Promise<ContactInfoResponse | null> {
  try {
    const response = await fetch('/api/contact/info', { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return null;
    const body = await readJson(response);
    if (!isRecord(body) || typeof body.email !== 'string') return null;
    return {
      email: body.email,
      social_url: typeof body.social_url === 'string' && body.social_url ? body.social_url : null,
      reply_within_working_hours: 24,
    };
  } catch {
    return null;
  }
}

/** GET /api/captcha/config; unreadable answers fall back to ALTCHA, the server's default. */
export async function fetchCaptchaSetup(): Promise<CaptchaSetup> {
  try {
    const response = await fetch('/api/captcha/config', { headers: { accept: 'application/json' } });
    return captchaSetupFrom(response.ok ? await readJson(response) : null);
  } catch {
    return FALLBACK_SETUP;
  }
}

export type ContactSubmitResult =
  | { ok: true }
  | {
      ok: false;
      /** 0 when the server could not be reached. */
      status: number;
      errorCode: ErrorCode | string | undefined;
      message: string | undefined;
      fieldErrors: FieldErrors | undefined;
    };

function fieldErrorsOf(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

/** POST /api/contact. Never throws: a network failure is `{ ok: false, status: 0 }`. */
export async function submitContact(request: ContactRequest): Promise<ContactSubmitResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, status: 0, errorCode: undefined, message: undefined, fieldErrors: undefined };
  }
  if (response.ok) return { ok: true };
  const body = await readJson(response);
  const record = isRecord(body) ? body : {};
  return {
    ok: false,
    status: response.status,
    errorCode: typeof record.error_code === 'string' ? record.error_code : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
    fieldErrors: fieldErrorsOf(record.errors),
  };
}
