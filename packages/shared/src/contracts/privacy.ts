import { z } from '../zod-it';

/**
 * GET /api/privacy/info: the parts of the privacy notice (/privacy-policy) that depend on how this
 * installation is configured: the controller (PRIVACY_CONTROLLER_*), the processors actually in
 * use and the retention periods the code applies.
 */
export const privacyProcessor = z.object({
  /** What it does for Brocardo, e.g. 'llm', 'embeddings', 'web_search', 'email', 'storage', 'captcha'. */
  purpose: z.enum(['llm', 'embeddings', 'web_search', 'email', 'storage', 'captcha']),
  /** The provider as configured: a host name or product name (never a key or a full URL with credentials). */
  name: z.string(),
  /** Where the data goes, as far as the configuration tells: 'UE', 'extra-UE', 'self-hosted' or 'non determinabile'. */
  location: z.string(),
});
export type PrivacyProcessor = z.infer<typeof privacyProcessor>;

export const privacyInfoResponse = z.object({
  controller: z.object({
    name: z.string(),
    address: z.string().nullable(),
    email: z.string(),
    vat: z.string().nullable(),
    dpo_email: z.string().nullable(),
  }),
  processors: z.array(privacyProcessor),
  retention: z.object({
    /** A session ends after this many minutes without use. */
    session_idle_minutes: z.number().int(),
    /** …and this many days after its sign-in, however much it is used. */
    session_max_days: z.number().int().optional(),
    /** Ended sessions (with their IP address and browser) are deleted after this many days. */
    ended_sessions_days: z.number().int().optional(),
    /** Contact-form messages are deleted after this many days. */
    contact_messages_days: z.number().int().optional(),
    /** Without an SMTP server, e-mails are written to disk and deleted after this many days (null with SMTP). */
    outbox_days: z.number().int().nullable().optional(),
    /** Unverified registrations: the verification link expires after this many hours. */
    email_verification_hours: z.number().int(),
    /** Conversations, documents, generated documents, strategies: kept until the user deletes them or the account. */
    user_content: z.literal('until_deleted'),
    /**
     * The optional per-user retention of conversations (account page): the user may choose to have
     * conversations idle for N days deleted automatically, N within these bounds.
     */
    user_conversation_retention_days: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  }),
  /** ISO date of the notice's last update. */
  updated_at: z.string(),
});
export type PrivacyInfoResponse = z.infer<typeof privacyInfoResponse>;
