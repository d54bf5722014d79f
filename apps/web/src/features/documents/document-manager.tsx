import {
  DOCUMENT_LIMIT_MESSAGE,
  DOCUMENT_REFRESH_LOCKOUT_MS,
  MAX_USER_DOCUMENTS,
  type UserDocument,
} from '@brocardo/shared';
import { useCallback, useRef, useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { type ToastTone, useToast } from '../../components/toast';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentPanel } from './document-panel';
import type { PersonalDocuments } from './document-queries';
import {
  hasAllowedExtension,
  hasProcessing,
  indicatorLabel,
  TYPE_NOT_ALLOWED_MESSAGE,
} from './personal-documents';
import { useActivateWhenReady } from './use-activate-when-ready';
import { useDocumentActions } from './use-document-actions';
import { useDocumentActivation } from './use-document-activation';
import { useRefreshLockout } from './use-refresh-lockout';

function DocumentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z"
      />
      <path strokeWidth="1.8" strokeLinecap="round" d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

interface DocumentIndicatorProps {
  personal: PersonalDocuments;
  open: boolean;
  onOpen(): void;
}

/**
 * The document indicator (spec 1 §2's floating indicator, kept in the input bar so it covers
 * nothing): how many documents are active; opens the panel.
 */
export function DocumentIndicator({ personal, open, onOpen }: DocumentIndicatorProps) {
  const count = personal.active.length;
  const processing = hasProcessing(personal.documents);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="document-indicator"
      data-active={count > 0 || undefined}
      title="Gestisci i documenti personali"
      className="inline-flex items-center gap-2 rounded-full border border-rule bg-paper-raised px-2.5 py-2 text-sm font-medium text-ink shadow-sm transition-colors hover:border-accent hover:text-accent active:translate-y-px data-active:border-accent data-active:bg-accent-soft data-active:text-accent sm:px-3.5"
    >
      <DocumentIcon />
      {/* On a phone the icon and the count: the button then fits beside the mode choice. */}
      <span className="max-sm:sr-only">{indicatorLabel(count)}</span>
      {count > 0 && (
        <span aria-hidden="true" className="sm:hidden">
          {count}
        </span>
      )}
      {processing && (
        <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent motion-safe:animate-pulse" />
          <span className="max-sm:sr-only">
            <span className="sr-only">, </span>in elaborazione
          </span>
        </span>
      )}
    </button>
  );
}

interface DocumentManagerProps {
  personal: PersonalDocuments;
  /** A document was deleted: citations of it can no longer open. */
  onDeleted?: (id: string) => void;
}

/** The document indicator, the document manager panel and its delete confirmation. */
export function DocumentManager({ personal, onDeleted }: DocumentManagerProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<UserDocument | null>(null);
  const { toast, showToast } = useToast();
  const openRef = useRef(open);
  openRef.current = open;
  // The panel is modal: its own toast area is above the backdrop; once closed, the page's.
  const notify = useCallback(
    (text: string, tone: ToastTone) => (openRef.current ? showToast(text, tone) : showAppToast(text, tone)),
    [showToast],
  );
  const activation = useDocumentActivation(notify);
  const activateWhenReady = useActivateWhenReady(personal.documents, activation);
  const actions = useDocumentActions(notify, onDeleted, activateWhenReady);
  const lockout = useRefreshLockout(DOCUMENT_REFRESH_LOCKOUT_MS);

  function handleFile(file: File, matterId: number | null) {
    if (!hasAllowedExtension(file.name)) notify(TYPE_NOT_ALLOWED_MESSAGE, 'error');
    else if ((personal.documents?.length ?? 0) >= MAX_USER_DOCUMENTS) notify(DOCUMENT_LIMIT_MESSAGE, 'error');
    else actions.upload(file, matterId);
  }

  return (
    <>
      <DocumentIndicator personal={personal} open={open} onOpen={() => setOpen(true)} />
      <DocumentPanel
        open={open}
        onClose={() => setOpen(false)}
        personal={personal}
        actions={actions}
        activation={activation}
        lockout={lockout}
        onFile={handleFile}
        onAskDelete={setDeleting}
        toast={toast}
      />
      <DeleteDocumentDialog
        document={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(id) => {
          setDeleting(null);
          actions.remove(id);
        }}
      />
    </>
  );
}
