import type { AdminContactMessage } from '@brocardo/shared';
import { type ContactInterest, contactInterestLabels } from '@brocardo/shared/contracts/contact-texts';
import { useId, useState } from 'react';
import { formatDateTime } from '../admin-messages';

/** Longer messages are shown cut, with a button to read them whole. */
export const MESSAGE_PREVIEW_CHARS = 280;

function interestLabel(interest: string | null): string | null {
  if (!interest) return null;
  return contactInterestLabels[interest as ContactInterest] ?? interest;
}

/** One message of the landing page's contact form, as the administrators read it. */
export function ContactMessageCard({ message }: { message: AdminContactMessage }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const headingId = useId();
  const long = message.message.length > MESSAGE_PREVIEW_CHARS;
  const text =
    long && !expanded ? `${message.message.slice(0, MESSAGE_PREVIEW_CHARS).trimEnd()}…` : message.message;
  const interest = interestLabel(message.interest);

  return (
    <article
      aria-labelledby={headingId}
      data-testid="contact-message"
      className="flex flex-col gap-3 rounded-lg border border-rule bg-paper-raised p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            {message.name}
          </h3>
          <a href={`mailto:${message.email}`} className="text-sm break-all">
            {message.email}
          </a>
        </div>
        <div className="flex flex-col items-end gap-1 text-sm">
          <time dateTime={message.created_at} className="text-ink-muted">
            {formatDateTime(message.created_at)}
          </time>
          {message.emailed_at === null && (
            <span
              data-testid="not-emailed"
              title="Il messaggio è salvato, ma l’e-mail all’indirizzo di contatto non è partita."
              className="rounded-full bg-warning/10 px-2 py-0.5 text-xs font-semibold text-warning"
            >
              E-mail non inviata
            </span>
          )}
        </div>
      </header>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Studio</dt>
        <dd className="text-ink">{message.studio || '—'}</dd>
        <dt className="text-ink-muted">Interesse</dt>
        <dd className="text-ink">{interest ?? '—'}</dd>
      </dl>

      <p id={bodyId} className="text-sm leading-relaxed whitespace-pre-wrap text-ink">
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
          className="self-start text-sm font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
        >
          {expanded ? 'Mostra meno' : 'Mostra tutto'}
        </button>
      )}
    </article>
  );
}
