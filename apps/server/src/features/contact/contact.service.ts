import {
  type AdminContactMessage,
  type AdminContactMessagesResponse,
  AppError,
  type ContactInfoResponse,
  type ContactInterest,
  type ContactRequest,
  type ContactResponse,
  contactMessages,
} from '@brocardo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Captcha } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import { type Mailer, sendOrLogFailure } from '../../platform/mail';
import { type PageAddress, pageEnvelope } from '../../platform/pagination';
import { type ContactMessageRow, createContactRepo } from './contact.repo';
import { contactEmail } from './contact-email';

export interface ContactServiceDeps {
  db: Database;
  /** CONTACT_EMAIL is the only address messages are ever sent to. */
  config: Pick<Config, 'CONTACT_EMAIL' | 'SOCIAL_URL'>;
  /** The same instance as the registration's: a solved challenge is spent once, whichever form. */
  captcha: Captcha;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
}

/** reCAPTCHA action the contact form's widget must use. */
const CAPTCHA_ACTION = 'contact';

/** What /discover promises beside the form (spec 2 §2.3, "within 24 working hours"). */
const REPLY_WITHIN_WORKING_HOURS = 24;

export function presentContactMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    studio: row.studio,
    interest: row.interest,
    message: row.message,
    privacy_consent_at: row.privacyConsentAt.toISOString(),
    emailed_at: row.emailedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createContactService(deps: ContactServiceDeps) {
  const { config, captcha, clock, log, mailer } = deps;
  const repo = createContactRepo(deps.db);

  async function passesBotCheck(token: string | null | undefined, remoteIp: string | undefined) {
    if (!token) return captcha.provider === 'none';
    return captcha.verify(token, { remoteIp, action: CAPTCHA_ACTION });
  }

  return {
    /**
     * Stores the message, then e-mails it to CONTACT_EMAIL. The `destination` of the request is
     * ignored. A mail failure is logged and the message stays stored (emailed_at null) for the admins.
     */
    async submit(input: ContactRequest, remoteIp: string | undefined): Promise<ContactResponse> {
      if (!(await passesBotCheck(input.captcha_token, remoteIp))) {
        throw AppError.validation({ captcha_token: [contactMessages.captchaFailed] });
      }
      const now = clock();
      const stored = await repo.insert({
        name: input.name,
        email: input.email,
        studio: input.studio || null,
        interest: input.interest || null,
        message: input.message,
        privacyConsentAt: now,
        createdAt: now,
      });
      // Never the message itself or the sender's details in the log: only which row and why.
      const logFailure = (what: string) => (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ contact_message_id: stored.id, transport: mailer.transport, reason }, what);
      };
      const message = contactEmail(config.CONTACT_EMAIL, {
        ...stored,
        interest: stored.interest as ContactInterest | null,
      });
      const sent = await sendOrLogFailure(
        mailer,
        message,
        log,
        { contact_message_id: stored.id },
        'contact e-mail not sent',
      );
      if (sent) {
        await repo.markEmailed(stored.id, clock()).catch(logFailure('contact e-mail sent but not recorded'));
      }
      return {
        success: true,
        message: contactMessages.success,
        data: { id: stored.id, created_at: stored.createdAt.toISOString() },
      };
    },

    info(): ContactInfoResponse {
      return {
        email: config.CONTACT_EMAIL,
        social_url: config.SOCIAL_URL ?? null,
        reply_within_working_hours: REPLY_WITHIN_WORKING_HOURS,
      };
    },

    async list(page: number, perPage: number, address: PageAddress): Promise<AdminContactMessagesResponse> {
      const { rows, total } = await repo.page(perPage, (page - 1) * perPage);
      return pageEnvelope(rows.map(presentContactMessage), total, page, perPage, address);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
