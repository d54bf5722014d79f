import type { MailMessage } from '../../platform/mail';

interface PlanSummary {
  name: string;
  monthlyPoints: number;
  price: string;
}

export interface UpgradeRequestEmailInput {
  id: number;
  user: { id: number; name: string; email: string };
  currentPlan: PlanSummary;
  requestedPlan: PlanSummary;
  message: string | null;
  createdAt: Date;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Anything that ends up in a header: control characters (CR/LF first of all) become spaces. */
const headerSafe = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const planLine = (plan: PlanSummary) =>
  `${plan.name} (${plan.monthlyPoints.toLocaleString('it-IT')} punti al mese, € ${plan.price.replace('.', ',')} al mese)`;

function htmlPage(paragraphs: string[], table?: [string, string][]): string {
  const rows = (table ?? [])
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="it"><body style="font-family: sans-serif; line-height: 1.5">
${paragraphs
  .slice(0, 1)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
${rows ? `<table cellpadding="4">\n${rows}\n</table>` : ''}
${paragraphs
  .slice(1)
  .map((p) => `<p style="white-space: pre-wrap">${escapeHtml(p)}</p>`)
  .join('\n')}
</body></html>`;
}

/** To CONTACT_EMAIL: a user asks to change plan. Answers go to the user (Reply-To). */
export function upgradeRequestEmail(to: string, input: UpgradeRequestEmailInput): MailMessage {
  const name = headerSafe(input.user.name);
  const fields: [string, string][] = [
    ['Utente', `${input.user.name} (#${input.user.id})`],
    ['Email', input.user.email],
    ['Piano attuale', planLine(input.currentPlan)],
    ['Piano richiesto', planLine(input.requestedPlan)],
    ['Ricevuta il', input.createdAt.toISOString()],
    ['Riferimento', `#${input.id}`],
  ];
  const intro = 'Nuova richiesta di cambio piano (beta: nessun pagamento online).';
  const message = input.message ? `Messaggio dell’utente:\n${input.message}` : 'Nessun messaggio.';
  const outro = 'Approva o rifiuta la richiesta dal portale di amministrazione (Richieste di cambio piano).';
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    message,
    '',
    outro,
  ].join('\n');
  return {
    to,
    subject: `Richiesta di cambio piano: ${name} → ${headerSafe(input.requestedPlan.name)}`,
    text,
    html: htmlPage([intro, message, outro], fields),
    replyTo: { name, address: headerSafe(input.user.email) },
  };
}

/** To the user: an administrator approved or rejected their request. */
export function upgradeDecisionEmail(input: {
  user: { name: string; email: string };
  approved: boolean;
  currentPlan: PlanSummary;
  requestedPlan: PlanSummary;
  grantedPoints: number;
}): MailMessage {
  const greeting = `Ciao ${input.user.name},`;
  const body = input.approved
    ? [
        `la tua richiesta di passare al piano ${planLine(input.requestedPlan)} è stata approvata: il piano è già attivo.`,
        input.grantedPoints > 0
          ? `Abbiamo aggiunto subito ${input.grantedPoints.toLocaleString('it-IT')} punti al tuo saldo, la differenza con il piano precedente.`
          : 'Il saldo attuale resta invariato fino alla prossima ricarica mensile, che seguirà il nuovo piano.',
      ]
    : [
        `la tua richiesta di passare al piano ${input.requestedPlan.name} non è stata approvata. Resti sul piano ${input.currentPlan.name}.`,
        'Per chiarimenti scrivici dalla pagina dei contatti di Brocardo.',
      ];
  const paragraphs = [greeting, ...body, 'Brocardo'];
  return {
    to: input.user.email,
    subject: input.approved ? 'Cambio piano approvato' : 'Richiesta di cambio piano non approvata',
    text: paragraphs.join('\n\n'),
    html: htmlPage(paragraphs),
  };
}
