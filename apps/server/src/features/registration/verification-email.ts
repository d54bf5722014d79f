import type { MailMessage } from '../../platform/mail';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Italian e-mail with the verification link. */
export function verificationEmail(
  to: { name: string; email: string },
  link: string,
  ttlHours: number,
): MailMessage {
  const validity = `Il link è valido per ${ttlHours} ore e può essere usato una sola volta.`;
  const ignore = 'Se non hai richiesto tu la registrazione, ignora questo messaggio.';
  const text = [
    `Ciao ${to.name},`,
    '',
    'grazie per esserti registrato a Brocardo. Per attivare il tuo account conferma il tuo indirizzo email aprendo questo link:',
    '',
    link,
    '',
    validity,
    ignore,
    '',
    'Brocardo',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="it"><body style="font-family: sans-serif; line-height: 1.5">
<p>Ciao ${escapeHtml(to.name)},</p>
<p>grazie per esserti registrato a Brocardo. Per attivare il tuo account conferma il tuo indirizzo email:</p>
<p><a href="${href}">Verifica il mio indirizzo email</a></p>
<p>Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${href}</p>
<p>${validity}<br>${ignore}</p>
<p>Brocardo</p>
</body></html>`;
  return { to: to.email, subject: 'Verifica il tuo indirizzo email', text, html, link };
}
