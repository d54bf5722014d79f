// The contact form's options and messages, apart from the schemas in contact.ts: /discover's small
// entry imports these without zod (a module with top-level z.object() calls keeps zod in the bundle).

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
