import { z } from '../zod-it';

/** Interest options of the contact form (spec 2 §3); '' is the empty default ("Seleziona…"). */
export const contactInterests = [
  'test-gratuito',
  'demo-personalizzata',
  'integrazione-studio',
  'informazioni-tecniche',
  'partnership',
  'altro',
] as const;
export type ContactInterest = (typeof contactInterests)[number];

export const contactInterestLabels: Record<ContactInterest, string> = {
  'test-gratuito': 'Test gratuito',
  'demo-personalizzata': 'Demo personalizzata',
  'integrazione-studio': 'Integrazione nello studio',
  'informazioni-tecniche': 'Informazioni tecniche',
  partnership: 'Partnership',
  altro: 'Altro',
};

export const CONTACT_MESSAGE_MAX = 5000;
export const contactMessages = {
  nameRequired: 'Il nome è obbligatorio',
  emailRequired: "L'email è obbligatoria",
  emailInvalid: 'Inserisci un indirizzo email valido',
  messageRequired: 'Il messaggio è obbligatorio',
  messageTooLong: `Il messaggio non può superare i ${CONTACT_MESSAGE_MAX} caratteri`,
  privacyRequired: "Per inviare il messaggio occorre accettare l'informativa privacy",
  captchaFailed: 'Verifica anti-bot non superata. Riprova.',
  success: 'Messaggio inviato con successo!',
  failure: 'Si è verificato un errore. Riprova più tardi.',
} as const;

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
