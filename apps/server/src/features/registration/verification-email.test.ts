import { describe, expect, it } from 'vitest';
import { verificationEmail } from './verification-email';

describe('verificationEmail', () => {
  const link = 'https://brocardo.it/api/email/verify?token=abc';

  it('is Italian, addressed to the user, with the link in both parts', () => {
    const mail = verificationEmail({ name: 'Maria', email: 'maria@studio.it' }, link, 24);
    expect(mail).toMatchObject({ to: 'maria@studio.it', subject: 'Verifica il tuo indirizzo email', link });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('valido per 24 ore');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escapes the name in the HTML part', () => {
    const mail = verificationEmail({ name: '<script>"x"</script>', email: 'a@b.it' }, link, 24);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;&#34;x&#34;');
  });
});
