import { z } from '../zod-it';
import { CONTACT_MESSAGE_MAX, contactInterests, contactMessages } from './contact-texts';
import { adminPageQuery, paginated } from './pagination';

export {
  CONTACT_MESSAGE_MAX,
  type ContactInterest,
  contactInterestLabels,
  contactInterests,
  contactMessages,
} from './contact-texts';

/**
 * POST /api/contact (spec 2 §3, §5). The spec's payload also carries a destination address: it is
 * accepted and ignored, since the server always writes to CONTACT_EMAIL (never an open relay).
 */
export const contactRequest = z.object({
  name: z.string(contactMessages.nameRequired).trim().min(1, contactMessages.nameRequired).max(255),
  email: z
    .string(contactMessages.emailRequired)
    .trim()
    .min(1, contactMessages.emailRequired)
    .max(255)
    .pipe(z.email(contactMessages.emailInvalid)),
  message: z
    .string(contactMessages.messageRequired)
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(CONTACT_MESSAGE_MAX, contactMessages.messageTooLong),
  studio: z.string().trim().max(255).nullish(),
  interest: z.union([z.enum(contactInterests), z.literal('')]).nullish(),
  privacy: z.literal(true, contactMessages.privacyRequired),
  captcha_token: z.string().max(10_000).nullish(),
  destination: z.string().max(255).nullish(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), created_at: z.string() }),
});
export type ContactResponse = z.infer<typeof contactResponse>;

/** GET /api/contact/info: what /discover shows beside the form (spec 2 §2.3). */
export const contactInfoResponse = z.object({
  email: z.string(),
  social_url: z.string().nullable(),
  reply_within_working_hours: z.literal(24),
});
export type ContactInfoResponse = z.infer<typeof contactInfoResponse>;

/** GET /api/admin/contact-messages?page=&per_page=: newest first, in the paginated envelope of spec 2 §3. */
export const adminContactMessagesQuery = adminPageQuery;
export type AdminContactMessagesQuery = z.infer<typeof adminContactMessagesQuery>;

/** A stored contact-form message as the admin portal lists it; `emailed_at` null: the e-mail did not go out. */
export const adminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  studio: z.string().nullable(),
  interest: z.string().nullable(),
  message: z.string(),
  privacy_consent_at: z.string(),
  emailed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

export const adminContactMessagesResponse = paginated(adminContactMessage);
export type AdminContactMessagesResponse = z.infer<typeof adminContactMessagesResponse>;
