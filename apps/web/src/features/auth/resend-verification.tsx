import { resendVerificationResponse } from '@brocardo/shared/contracts/registration';
import { useState } from 'react';
import { secondaryButtonClass } from '../../components/buttons';
import { LiveNotice } from '../../components/notice';
import { api } from '../../lib/api-client';

/** Spec 1 §8. */
export const resendMessages = {
  success: 'Email di verifica inviata! Controlla la tua casella di posta.',
  failure: "Errore nell'invio dell'email di verifica",
} as const;

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/** The resend-verification option shown after EMAIL_NOT_VERIFIED (POST /api/email/resend). */
export function ResendVerification({ userId }: { userId: number | string }) {
  const [state, setState] = useState<ResendState>('idle');

  async function resend() {
    setState('sending');
    try {
      // A body without `success: true` fails the contract and lands below.
      await api.post('/api/email/resend', { user_id: userId }, resendVerificationResponse, { auth: false });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => void resend()}
        disabled={state === 'sending'}
        aria-busy={state === 'sending'}
        className={secondaryButtonClass}
      >
        {state === 'sending' ? 'Invio in corso…' : "Invia di nuovo l'email di verifica"}
      </button>
      <LiveNotice tone="success" live="status">
        {state === 'sent' && resendMessages.success}
      </LiveNotice>
      <LiveNotice tone="error">{state === 'failed' && resendMessages.failure}</LiveNotice>
    </div>
  );
}
