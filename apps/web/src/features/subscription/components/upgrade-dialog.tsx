import { type SubscriptionPlan, UPGRADE_MESSAGE_MAX } from '@brocardo/shared';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../../components/dialog-buttons';
import { LiveNotice } from '../../../components/notice';
import { formatPlanPrice, formatPointsFull } from '../plan-format';
import { BETA_EXPLANATION } from '../subscription-messages';

interface UpgradeDialogProps {
  /** The plan asked for; the dialog is open while it is set. */
  plan: SubscriptionPlan | null;
  sending: boolean;
  /** The request's failure, already in Italian. */
  error: string | null;
  /** The server's 422 message about the message field. */
  messageError: string | null;
  onClose(): void;
  onSubmit(message: string): void;
}

/** The request for another plan: an optional message and what happens next (no payment in the beta). */
export function UpgradeDialog({ plan, sending, error, messageError, onClose, onSubmit }: UpgradeDialogProps) {
  const formId = useId();
  const messageId = useId();
  const counterId = useId();
  const errorId = useId();
  const [message, setMessage] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!sending) onSubmit(message);
  }

  function close() {
    setMessage('');
    onClose();
  }

  return (
    <Dialog
      open={plan !== null}
      onClose={close}
      title={plan ? `Richiedi il piano ${plan.name}` : ''}
      footer={
        <>
          <button type="button" className={dialogSecondaryClass} onClick={close}>
            Annulla
          </button>
          <button
            type="submit"
            form={formId}
            className={dialogPrimaryClass}
            disabled={sending}
            aria-busy={sending}
          >
            {sending ? 'Invio in corso…' : 'Invia richiesta'}
          </button>
        </>
      }
    >
      {plan && (
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="rounded-md border border-rule bg-paper px-4 py-3">
            <strong>{plan.name}</strong>: {formatPointsFull(plan.monthly_points)} al mese ·{' '}
            {formatPlanPrice(plan.price)}
          </p>
          <p>{BETA_EXPLANATION}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={messageId} className="font-medium">
              Messaggio per gli amministratori (facoltativo)
            </label>
            <textarea
              id={messageId}
              rows={4}
              maxLength={UPGRADE_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={[counterId, messageError ? errorId : ''].filter(Boolean).join(' ')}
              className="block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 text-base text-ink aria-invalid:border-critical"
            />
            <p id={counterId} className="text-right text-xs text-ink-muted tabular-nums">
              {message.length}/{UPGRADE_MESSAGE_MAX}
            </p>
            {messageError && (
              <p id={errorId} className="text-sm text-critical">
                {messageError}
              </p>
            )}
          </div>
          <LiveNotice tone="error" testId="upgrade-error">
            {error}
          </LiveNotice>
        </form>
      )}
    </Dialog>
  );
}
