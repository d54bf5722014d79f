import { downloadFileName, type LegalDocumentResource } from '@brocardo/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../components/dialog-buttons';
import { LiveNotice } from '../../components/notice';
import { FilingWarnings } from './document-details';
import { draftedWithAi } from './export/ai-note';
import type { DownloadFormat } from './export/download-document';
import { controlClass } from './form-controls';
import { EMPTY_CONTENT, EXPORT_FALLBACK, UNEXPECTED_ERROR } from './legal-documents-messages';

interface DownloadDialogProps {
  document: LegalDocumentResource | null;
  onClose(): void;
}

/** Spec 2 §2.7 download options: an optional file name (default the title), PDF, Word, text, Annulla. */
export function DownloadDialog({ document, onClose }: DownloadDialogProps) {
  return (
    <Dialog open={document !== null} onClose={onClose} title="Scarica il documento" wide>
      {document && <DownloadOptions key={document.id} document={document} onClose={onClose} />}
    </Dialog>
  );
}

type Notice = { tone: 'error' | 'warning'; text: string } | null;

const FORMATS: { format: DownloadFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word (.docx)' },
  { format: 'txt', label: 'Testo (.txt)' },
];

function DownloadOptions({ document, onClose }: { document: LegalDocumentResource; onClose(): void }) {
  const nameId = useId();
  const hintId = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const baseName = name.trim() || document.title;
  const revisable =
    document.status === 'reviewed' && document.original_content !== document.generated_content;
  const formats = revisable
    ? [
        ...FORMATS.slice(0, 2),
        { format: 'docx-revisions' as const, label: 'Word con revisioni (.docx)' },
        FORMATS[2]!,
      ]
    : FORMATS;

  async function download(format: DownloadFormat) {
    if (document.generated_content.trim() === '') {
      setNotice({ tone: 'error', text: EMPTY_CONTENT });
      return;
    }
    setBusy(format);
    setNotice(null);
    try {
      const { downloadDocument } = await import('./export/download-document');
      const outcome = await downloadDocument(
        {
          title: document.title,
          content: document.generated_content,
          documentType: document.document_type,
          legalArea: document.legal_area,
          date: document.updated_at,
          originalContent: document.original_content,
          aiDrafted: draftedWithAi(document.metadata),
        },
        format,
        baseName,
      );
      if (outcome.fellBackToText) setNotice({ tone: 'warning', text: EXPORT_FALLBACK });
      else onClose();
    } catch {
      setNotice({ tone: 'error', text: UNEXPECTED_ERROR });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <FilingWarnings
        text={document.generated_content}
        type={document.document_type}
        area={document.legal_area}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={nameId} className="text-sm font-medium text-ink">
          Nome del file (facoltativo)
        </label>
        <input
          id={nameId}
          type="text"
          value={name}
          placeholder={document.title}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          className={controlClass}
        />
        <p id={hintId} className="text-xs text-ink-muted" data-testid="file-name-preview">
          Sarà salvato come «{downloadFileName(baseName, 'pdf').replace(/\.pdf$/, '')}».
        </p>
      </div>
      {revisable && (
        <p className="text-xs leading-snug text-ink-muted">
          «Word con revisioni» mostra le modifiche rispetto al testo generato come revisioni di Word, da
          accettare o rifiutare una per una.
        </p>
      )}
      <LiveNotice tone={notice?.tone ?? 'error'} testId="download-notice">
        {notice?.text}
      </LiveNotice>
      <fieldset className="flex flex-wrap justify-end gap-3">
        <legend className="sr-only">Formato</legend>
        <button type="button" className={dialogSecondaryClass} onClick={onClose}>
          Annulla
        </button>
        {formats.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className={dialogPrimaryClass}
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
          >
            {busy === format ? 'Preparazione…' : label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
