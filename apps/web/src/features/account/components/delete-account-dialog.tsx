import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { dialogSecondaryClass } from '../../../components/dialog-buttons';
import { PasswordField } from '../../../components/form-field';
import { LiveNotice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { endLocalSession } from '../../../lib/auth-session';
import { paths } from '../../../lib/paths';
import { setRedirectMessage } from '../../../lib/storage';
import { eraseAccount } from '../account-data-api';
import { MY_DATA_DOWNLOAD_TEXTS, useMyDataDownload } from './use-my-data-download';

export const DELETE_ACCOUNT_TEXTS = {
  title: 'Elimina account',
  warning:
    'L’eliminazione è definitiva: le conversazioni, i documenti caricati con i loro file, gli atti generati, le strategie, le pratiche, le revisioni tabellari con i loro file e il profilo dello studio sono cancellati subito e non si possono recuperare. Restano solo, in forma anonima, il testo dei feedback e il registro dei punti e dei consumi.',
  hint: 'Prima di procedere puoi scaricare una copia dei tuoi dati:',
  password: 'Password attuale',
  confirm: 'Elimina definitivamente',
  deleting: 'Eliminazione...',
  cancel: 'Annulla',
  missingPassword: 'Inserisci la password per confermare.',
  lastAdmin: 'Sei l’unico amministratore: nomina un altro amministratore prima di eliminare il tuo account.',
  failed: 'Impossibile eliminare l’account. Riprova.',
  done: 'Il tuo account è stato eliminato. Grazie per aver usato Brocardo.',
} as const;

const dangerClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-critical px-4 py-2 text-sm font-semibold text-paper-raised ' +
  'transition-colors hover:bg-critical/90 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-70';

/** What went wrong, in the user's words; matched on error_code and field, never on the message. */
function failureOf(error: unknown): { password?: string; general?: string } {
  if (isApiError(error)) {
    const passwordError = error.fieldErrors?.password?.[0];
    if (passwordError) return { password: passwordError };
    if (error.errorCode === 'LAST_ADMIN_SELF_ERASE') return { general: DELETE_ACCOUNT_TEXTS.lastAdmin };
    if (error.isNetworkError || error.errorCode === 'RATE_LIMITED') return { general: error.message };
  }
  return { general: DELETE_ACCOUNT_TEXTS.failed };
}

interface DeleteAccountDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * Asks for the password before erasing the account (DELETE /api/account); on success the local
 * session ends and the user lands on /login with a message saying the account is gone.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; general?: string }>({});
  const copy = useMyDataDownload();

  function close() {
    if (busy) return;
    setPassword('');
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setErrors({ password: DELETE_ACCOUNT_TEXTS.missingPassword });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await eraseAccount(password);
    } catch (error) {
      setErrors(failureOf(error));
      setBusy(false);
      return;
    }
    endLocalSession();
    setRedirectMessage(DELETE_ACCOUNT_TEXTS.done);
    void navigate(paths.login, { replace: true });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={DELETE_ACCOUNT_TEXTS.title}
      describedByContent
      footer={
        <>
          <button type="button" onClick={close} className={dialogSecondaryClass}>
            {DELETE_ACCOUNT_TEXTS.cancel}
          </button>
          <button type="submit" form={formId} disabled={busy} aria-busy={busy} className={dangerClass}>
            {busy ? DELETE_ACCOUNT_TEXTS.deleting : DELETE_ACCOUNT_TEXTS.confirm}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <p>{DELETE_ACCOUNT_TEXTS.warning}</p>
        <p className="text-ink-muted">
          {DELETE_ACCOUNT_TEXTS.hint}{' '}
          <button
            type="button"
            onClick={() => void copy.download()}
            disabled={copy.downloading || busy}
            aria-busy={copy.downloading}
            className="font-semibold text-accent underline underline-offset-2 disabled:opacity-70"
          >
            {copy.downloading ? MY_DATA_DOWNLOAD_TEXTS.downloading : MY_DATA_DOWNLOAD_TEXTS.download}
          </button>
        </p>
        <LiveNotice tone="success">{copy.notice?.tone === 'success' ? copy.notice.text : null}</LiveNotice>
        <LiveNotice tone="error">{copy.notice?.tone === 'error' ? copy.notice.text : null}</LiveNotice>
        <PasswordField
          label={DELETE_ACCOUNT_TEXTS.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          disabled={busy}
        />
        <LiveNotice tone="error">{errors.general ?? null}</LiveNotice>
      </form>
    </Dialog>
  );
}
