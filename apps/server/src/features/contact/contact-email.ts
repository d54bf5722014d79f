import { type ContactInterest, contactInterestLabels } from '@brocardo/shared';
import type { MailMessage } from '../../platform/mail';

export interface ContactEmailInput {
  id: number;
  name: string;
  email: string;
  studio: string | null;
  interest: ContactInterest | null;
  message: string;
  createdAt: Date;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Anything that ends up in a header: control characters (CR/LF first of all) become spaces. */
export const headerSafe = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The e-mail to CONTACT_EMAIL with every field of the form. The sender is only the Reply-To: the
 * message always goes to the configured address, whatever the form said.
 */
export function contactEmail(to: string, input: ContactEmailInput): MailMessage {
  const name = headerSafe(input.name);
  const fields: [string, string][] = [
    ['Nome', input.name],
    ['Email', input.email],
    ['Studio / azienda', input.studio || '—'],
    ['Interesse', input.interest ? contactInterestLabels[input.interest] : '—'],
    ['Ricevuto il', input.createdAt.toISOString()],
    ['Riferimento', `#${input.id}`],
  ];
  const text = [
    'Nuovo messaggio dal modulo contatti del sito.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Messaggio:',
    input.message,
    '',
    'Rispondi a questa email per scrivere direttamente al mittente.',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="it"><body style="font-family: sans-serif; line-height: 1.5">
<p>Nuovo messaggio dal modulo contatti del sito.</p>
<table cellpadding="4">
${rows}
</table>
<p><strong>Messaggio:</strong></p>
<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>
<p>Rispondi a questa email per scrivere direttamente al mittente.</p>
</body></html>`;
  return {
    to,
    subject: `Nuovo messaggio dal sito: ${name}`,
    text,
    html,
    replyTo: { name, address: headerSafe(input.email) },
  };
}
