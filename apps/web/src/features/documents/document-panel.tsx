import {
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMIT_MESSAGE,
  isDocumentReady,
  MAX_USER_DOCUMENTS,
  type UserDocument,
} from '@brocardo/shared';
import { type ChangeEvent, useRef, useState } from 'react';
import { useModalDialog } from '../../components/dialog';
import { LiveNotice } from '../../components/notice';
import { SidePanel } from '../../components/side-panel';
import { type ToastMessage, ToastRegion } from '../../components/toast';
import { DOCUMENT_LIST_ERROR } from '../legal-db';
import {
  FiledMatterPicker,
  MatterFilter,
  type MatterFilterValue,
  MatterPicker,
  matchesMatterFilter,
} from '../matters';
import type { PersonalDocuments } from './document-queries';
import { DocumentRow } from './document-row';
import type { DocumentActions } from './use-document-actions';
import type { DocumentActivation } from './use-document-activation';
import type { RefreshLockout } from './use-refresh-lockout';

export const DOCUMENT_PANEL_TITLE = 'Documenti personali';
export const NO_DOCUMENTS_TEXT = 'Nessun documento caricato.';

const toolButtonClass =
  'inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium transition-colors active:translate-y-px disabled:cursor-not-allowed disabled:border-rule disabled:bg-paper disabled:text-ink-muted aria-busy:cursor-progress';
const linkButtonClass =
  'text-xs font-medium text-accent underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline';

interface DocumentPanelProps {
  open: boolean;
  onClose(): void;
  personal: PersonalDocuments;
  actions: DocumentActions;
  activation: DocumentActivation;
  lockout: RefreshLockout;
  /** Upload a chosen file, filed under `matterId` (the checks on its name and on the limit come first). */
  onFile(file: File, matterId: number | null): void;
  onAskDelete(document: UserDocument): void;
  toast: ToastMessage | null;
}

function Toolbar({ personal, actions, lockout, onFile }: DocumentPanelProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const count = personal.documents?.length ?? 0;
  const full = count >= MAX_USER_DOCUMENTS;
  const canUpload = personal.documents !== undefined && !full && !actions.uploading;
  const [uploadMatter, setUploadMatter] = useState<number | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so the same file can be chosen again (after a failure).
    event.target.value = '';
    if (file) onFile(file, uploadMatter);
  }

  function refresh() {
    lockout.start();
    void personal.refresh();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          type="file"
          accept={DOCUMENT_ACCEPT}
          onChange={handleChange}
          disabled={!canUpload}
          data-testid="document-upload-input"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
        />
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={!canUpload}
          aria-busy={actions.uploading}
          className={`${toolButtonClass} border-accent bg-accent text-paper-raised hover:bg-accent-strong`}
        >
          {actions.uploading ? 'Caricamento…' : 'Carica documento'}
        </button>
        <button
          type="button"
          onClick={refresh}
          disabled={lockout.locked}
          data-testid="document-refresh"
          className={`${toolButtonClass} border-rule bg-paper-raised text-ink hover:border-accent hover:text-accent`}
        >
          {lockout.locked ? `Aggiorna elenco (${lockout.secondsRemaining} s)` : 'Aggiorna elenco'}
        </button>
        <span data-testid="document-count" className="ml-auto text-xs text-ink-muted">
          {count}/{MAX_USER_DOCUMENTS} documenti
        </span>
      </div>
      <MatterPicker
        value={uploadMatter}
        onChange={setUploadMatter}
        label="Pratica del documento da caricare"
      />
      <p className="text-xs text-ink-muted">PDF, Word (.docx) o Excel (.xlsx, .xls).</p>
      <LiveNotice tone="warning" testId="document-limit">
        {full ? DOCUMENT_LIMIT_MESSAGE : null}
      </LiveNotice>
    </div>
  );
}

function DocumentList(props: DocumentPanelProps) {
  const { personal, actions, activation, onAskDelete } = props;
  const { documents } = personal;
  const [filter, setFilter] = useState<MatterFilterValue>('all');
  if (personal.failed && !documents) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-critical">{DOCUMENT_LIST_ERROR}</p>
        <button type="button" onClick={() => void personal.refresh()} className={linkButtonClass}>
          Riprova
        </button>
      </div>
    );
  }
  if (!documents) return <p className="text-sm text-ink-muted">Caricamento dei documenti…</p>;
  if (documents.length === 0) return <p className="text-sm text-ink-muted">{NO_DOCUMENTS_TEXT}</p>;

  const activeIds = new Set(personal.active.map((document) => document.id));
  const readyIds = documents.filter((document) => isDocumentReady(document.status)).map((item) => item.id);
  const listedIds = new Set(documents.map((document) => document.id));
  const previouslyActive = personal.activatedIds.filter((id) => listedIds.has(id));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <p className="text-xs text-ink-muted" data-testid="document-active-count">
          Attivi: {activeIds.size} di {readyIds.length} pronti
        </p>
        <button
          type="button"
          onClick={() => activation.activateAll(readyIds)}
          disabled={readyIds.length === 0 || activeIds.size === readyIds.length}
          className={linkButtonClass}
        >
          Seleziona tutti
        </button>
        <button
          type="button"
          onClick={() => activation.deactivateAll(previouslyActive)}
          disabled={previouslyActive.length === 0}
          className={linkButtonClass}
        >
          Deseleziona tutti
        </button>
      </div>
      <MatterFilter value={filter} onChange={setFilter} />
      <ul aria-label="I tuoi documenti" className="flex flex-col gap-2">
        {documents
          .filter((document) => matchesMatterFilter(filter, document.matter_id))
          .map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              active={activeIds.has(document.id)}
              busy={actions.busyIds.has(document.id)}
              onToggle={(activate) => activation.toggle(document.id, activate)}
              onRetry={() => actions.retry(document.id)}
              onDelete={() => onAskDelete(document)}
              matter={
                <FiledMatterPicker
                  kind="document"
                  id={document.id}
                  matterId={document.matter_id}
                  label={`Pratica di ${document.filename}`}
                  hideLabel
                  className="mt-1 max-w-64"
                />
              }
            />
          ))}
      </ul>
    </div>
  );
}

/**
 * The document manager panel (spec 1 §2): upload up to 5 documents, see their processing, choose
 * which ones the answers use. A modal side panel like 'Fonte citata'; its toasts live inside it.
 */
export function DocumentPanel(props: DocumentPanelProps) {
  const { open, onClose, toast } = props;
  const ref = useModalDialog(open, onClose);
  return (
    <SidePanel
      dialogRef={ref}
      title={DOCUMENT_PANEL_TITLE}
      testId="document-panel"
      width="lg"
      onClose={onClose}
      showContent={open}
    >
      <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-6 py-5">
        <p className="text-sm leading-relaxed text-ink-muted">
          I documenti attivi sono usati in ogni modalità: in Chat Standard la risposta si basa solo su di
          essi, in Database Legale e Ricerca Web si aggiungono alle altre fonti.
        </p>
        <Toolbar {...props} />
        <DocumentList {...props} />
      </div>
      <ToastRegion toast={toast} contained />
    </SidePanel>
  );
}
