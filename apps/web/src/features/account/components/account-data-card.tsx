import { useState } from 'react';
import { secondaryButtonClass } from '../../../components/buttons';
import { LiveNotice } from '../../../components/notice';
import { AccountCard } from './account-card';
import { ConversationRetentionForm } from './conversation-retention-form';
import { DELETE_ACCOUNT_TEXTS, DeleteAccountDialog } from './delete-account-dialog';
import { MY_DATA_DOWNLOAD_TEXTS, useMyDataDownload } from './use-my-data-download';

export const ACCOUNT_DATA_TEXTS = {
  title: 'I tuoi dati',
  exportIntro:
    'Scarica un archivio ZIP con tutti i tuoi dati: account, conversazioni, documenti caricati (con i file), atti generati, strategie, pratiche, revisioni tabellari (con i file), punti e utilizzo.',
  ...MY_DATA_DOWNLOAD_TEXTS,
  retentionHeading: 'Conservazione delle conversazioni',
  deleteHeading: 'Eliminazione dell’account',
  deleteIntro: 'Cancella l’account e tutti i tuoi contenuti. L’operazione non si può annullare.',
} as const;

const dangerOutlineClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-critical px-4 py-2 text-sm font-semibold text-critical ' +
  'transition-colors hover:bg-critical/10 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-70';

const subheadingClass = 'font-sans text-sm font-semibold text-ink';

/** «I tuoi dati» (GDPR self-service): export, optional conversation retention, account erasure. */
export function AccountDataCard() {
  const { download, downloading, notice } = useMyDataDownload();
  const [deleting, setDeleting] = useState(false);

  return (
    <AccountCard title={ACCOUNT_DATA_TEXTS.title} testId="card-account-data">
      <p className="text-ink-muted">{ACCOUNT_DATA_TEXTS.exportIntro}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void download()}
          disabled={downloading}
          aria-busy={downloading}
          className={secondaryButtonClass}
        >
          {downloading ? ACCOUNT_DATA_TEXTS.downloading : ACCOUNT_DATA_TEXTS.download}
        </button>
      </div>
      <LiveNotice tone="success">{notice?.tone === 'success' ? notice.text : null}</LiveNotice>
      <LiveNotice tone="error">{notice?.tone === 'error' ? notice.text : null}</LiveNotice>
      <h3 className={`${subheadingClass} border-t border-rule pt-3`}>
        {ACCOUNT_DATA_TEXTS.retentionHeading}
      </h3>
      <ConversationRetentionForm />
      <h3 className={`${subheadingClass} border-t border-rule pt-3`}>{ACCOUNT_DATA_TEXTS.deleteHeading}</h3>
      <p className="text-ink-muted">{ACCOUNT_DATA_TEXTS.deleteIntro}</p>
      <div>
        <button type="button" onClick={() => setDeleting(true)} className={dangerOutlineClass}>
          {DELETE_ACCOUNT_TEXTS.title}
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </AccountCard>
  );
}
