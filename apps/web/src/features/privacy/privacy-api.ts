import type { PrivacyInfoResponse, PrivacyProcessor } from '@brocardo/shared/contracts/privacy';

/*
 * Like the other public pages' calls, fetch directly rather than lib/api-client: the page is also
 * mounted on its own small entry (src/public/privacy-policy.tsx), which should not pay for zod and
 * the session handling. The answer is narrowed by hand instead of with the contract's schema.
 */

const PURPOSES: readonly PrivacyProcessor['purpose'][] = [
  'llm',
  'embeddings',
  'web_search',
  'email',
  'storage',
  'captcha',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function processorOf(value: unknown): PrivacyProcessor | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.location !== 'string') return null;
  const purpose = PURPOSES.find((known) => known === value.purpose);
  return purpose ? { purpose, name: value.name, location: value.location } : null;
}

/** A whole number of days, or undefined (an older server, or a value the page cannot show). */
function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The body of GET /api/privacy/info, or null when it lacks what the page needs. */
export function parsePrivacyInfo(body: unknown): PrivacyInfoResponse | null {
  if (!isRecord(body) || !isRecord(body.controller) || !isRecord(body.retention)) return null;
  const { controller, retention } = body;
  if (typeof controller.name !== 'string' || typeof controller.email !== 'string') return null;
  if (typeof retention.session_idle_minutes !== 'number') return null;
  if (typeof retention.email_verification_hours !== 'number') return null;
  if (typeof body.updated_at !== 'string' || !Array.isArray(body.processors)) return null;
  return {
    controller: {
      name: controller.name,
      address: optionalString(controller.address),
      email: controller.email,
      vat: optionalString(controller.vat),
      dpo_email: optionalString(controller.dpo_email),
    },
    processors: body.processors
      .map(processorOf)
      .filter((processor): processor is PrivacyProcessor => processor !== null),
    retention: {
      session_idle_minutes: retention.session_idle_minutes,
      session_max_days: optionalNumber(retention.session_max_days),
      ended_sessions_days: optionalNumber(retention.ended_sessions_days),
      contact_messages_days: optionalNumber(retention.contact_messages_days),
      outbox_days: optionalNumber(retention.outbox_days) ?? null,
      email_verification_hours: retention.email_verification_hours,
      user_content: 'until_deleted',
    },
    updated_at: body.updated_at,
  };
}

/** GET /api/privacy/info, or null when the call fails or answers something unexpected. */
export async function fetchPrivacyInfo(signal?: AbortSignal): Promise<PrivacyInfoResponse | null> {
  try {
    const response = await fetch('/api/privacy/info', { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return null;
    return parsePrivacyInfo(await response.json());
  } catch {
    return null;
  }
}
