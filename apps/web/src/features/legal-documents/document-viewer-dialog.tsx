import {
  isEditable,
  LEGAL_AREA_LABELS,
  LEGAL_DOCUMENT_TYPE_LABELS,
  type LegalDocumentResource,
  type LegalDocumentVersion,
} from '@brocardo/shared';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../components/dialog-buttons';
import { LiveNotice, noticeClass } from '../../components/notice';
import { FiledMatterPicker } from '../matters';
import { formatDocumentDate, StatusBadge } from './document-card';
import { DocumentDetails, FilingWarnings } from './document-details';
import { DocumentMarkdown } from './document-markdown';
import { DocumentVersions } from './document-versions';
import { FinalizeDialog } from './finalize-dialog';
import { type DraftStore, type EditingNotice, useDocumentEditing } from './use-document-editing';

// Only an edit downloads the editor.
const MarkdownEditor = lazy(() => import('./markdown-editor'));

interface DocumentViewerDialogProps {
  document: LegalDocumentResource | null;
  onClose(): void;
  onDownload(document: LegalDocumentResource): void;
  onChanged(document: LegalDocumentResource): void;
  drafts: DraftStore;
}

/** Spec 2 §2.7 viewer modal: the text, what the generation left with it, Scarica and Chiudi; edits. */
export function DocumentViewerDialog({
  document,
  onClose,
  onDownload,
  onChanged,
  drafts,
}: DocumentViewerDialogProps) {
  return (
    <Dialog open={document !== null} onClose={onClose} title={document?.title ?? ''} documentSize>
      {document && (
        <ViewerBody
          key={document.id}
          document={document}
          onClose={onClose}
          onDownload={onDownload}
          onChanged={onChanged}
          drafts={drafts}
        />
      )}
    </Dialog>
  );
}

function EditingMessage({
  notice,
  onReload,
  reloading,
}: {
  notice: EditingNotice;
  onReload(): void;
  reloading: boolean;
}) {
  if (notice?.tone === 'stale') {
    return (
      <div role="alert" className={noticeClass('error')} data-testid="stale-version">
        <p>{notice.text}</p>
        <button
          type="button"
          onClick={onReload}
          disabled={reloading}
          className={`${dialogSecondaryClass} mt-2`}
        >
          {reloading ? 'Caricamento…' : 'Ricarica la versione più recente'}
        </button>
      </div>
    );
  }
  return (
    <LiveNotice tone={notice?.tone === 'success' ? 'success' : 'error'} testId="editing-notice">
      {notice?.text}
    </LiveNotice>
  );
}

function ViewerBody({
  document,
  onClose,
  onDownload,
  onChanged,
  drafts,
}: Required<DocumentViewerDialogProps> & { document: LegalDocumentResource }) {
  const editing = useDocumentEditing(document, onChanged, drafts);
  const [oldVersion, setOldVersion] = useState<LegalDocumentVersion | null>(null);
  const [confirmFinalize, setConfirmFinalize] = useState(false);
  const unverified = document.metadata.unverified_references;
  const editable = isEditable(document.status);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const downloadButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing.editing);
  // Salva or Annulla, the button pressed, is gone with the editor: focus goes back to the actions.
  useLayoutEffect(() => {
    if (wasEditing.current && !editing.editing) (editButtonRef.current ?? downloadButtonRef.current)?.focus();
    wasEditing.current = editing.editing;
  }, [editing.editing]);
  const text = editing.draft ?? oldVersion?.content ?? document.generated_content;

  return (
    <div className="flex flex-col gap-4">
      {/* On a phone the line wraps: no separators there, where one would end a line ("Versione 1 ·"). */}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted sm:gap-x-2">
        {[
          <span key="type">{LEGAL_DOCUMENT_TYPE_LABELS[document.document_type]}</span>,
          <span key="area">{LEGAL_AREA_LABELS[document.legal_area]}</span>,
          <StatusBadge key="status" status={document.status} />,
          <span key="version">Versione {document.version}</span>,
          <span key="updated">Aggiornato il {formatDocumentDate(document.updated_at)}</span>,
        ].flatMap((detail, at) =>
          at === 0
            ? [detail]
            : [
                <span key={`separator-${detail.key}`} aria-hidden="true" className="max-sm:hidden">
                  ·
                </span>,
                detail,
              ],
        )}
      </p>
      {!editable && (
        <p className={noticeClass('info')} data-testid="finalized-note">
          Documento finalizzato: è in sola lettura.
        </p>
      )}
      <EditingMessage notice={editing.notice} onReload={editing.reloadLatest} reloading={editing.reloading} />
      {editing.setAside !== null && (
        <details className={noticeClass('warning')} open>
          <summary className="cursor-pointer font-medium">Il tuo testo non salvato</summary>
          <p className="mt-1 text-ink">
            Ora vedi la versione più recente. Copia da qui le modifiche che vuoi riapplicare.
          </p>
          <textarea
            readOnly
            aria-label="Il tuo testo non salvato"
            value={editing.setAside}
            rows={6}
            className="mt-2 block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 font-mono text-xs text-ink"
          />
        </details>
      )}
      <FilingWarnings text={text} type={document.document_type} area={document.legal_area} />
      {oldVersion && !editing.editing && (
        <div className={noticeClass('info')} data-testid="old-version-note">
          Stai leggendo la versione {oldVersion.version} del {formatDocumentDate(oldVersion.created_at)}.{' '}
          <button
            type="button"
            onClick={() => setOldVersion(null)}
            className="font-medium text-accent underline"
          >
            Torna alla versione attuale
          </button>
        </div>
      )}
      {editing.editing ? (
        <Suspense fallback={<p role="status">Caricamento dell’editor…</p>}>
          <MarkdownEditor
            value={editing.draft ?? ''}
            onChange={editing.changeDraft}
            onSave={editing.save}
            disabled={editing.saving}
          />
        </Suspense>
      ) : (
        <div className="rounded-md border border-rule bg-paper px-4 py-4 sm:px-6">
          <DocumentMarkdown text={text} unverified={oldVersion ? undefined : unverified} />
        </div>
      )}
      <DocumentDetails document={document} />
      <FiledMatterPicker
        kind="legal_document"
        id={document.id}
        matterId={document.matter_id}
        className="sm:max-w-sm"
        onFiled={(matterId) => onChanged({ ...document, matter_id: matterId })}
      />
      <DocumentVersions
        documentId={document.id}
        currentVersion={document.version}
        shown={oldVersion?.version ?? null}
        onShow={(version) => {
          if (!editing.editing) setOldVersion(version);
        }}
      />
      <footer className="flex flex-wrap justify-end gap-3">
        {editing.editing ? (
          <>
            <button
              type="button"
              className={dialogSecondaryClass}
              onClick={editing.cancelEditing}
              disabled={editing.saving}
            >
              Annulla modifiche
            </button>
            <button
              type="button"
              className={dialogPrimaryClass}
              onClick={editing.save}
              disabled={editing.saving}
              aria-busy={editing.saving}
            >
              {editing.saving ? 'Salvataggio…' : 'Salva'}
            </button>
          </>
        ) : (
          <>
            {editable && (
              <>
                <button
                  ref={editButtonRef}
                  type="button"
                  className={dialogSecondaryClass}
                  onClick={() => {
                    setOldVersion(null);
                    editing.startEditing();
                  }}
                >
                  Modifica
                </button>
                <button
                  type="button"
                  className={dialogSecondaryClass}
                  onClick={() => setConfirmFinalize(true)}
                  disabled={editing.finalizing}
                  aria-busy={editing.finalizing}
                >
                  Finalizza
                </button>
              </>
            )}
            <button
              ref={downloadButtonRef}
              type="button"
              className={dialogPrimaryClass}
              onClick={() => onDownload(document)}
            >
              Scarica
            </button>
            <button type="button" className={dialogSecondaryClass} onClick={onClose}>
              Chiudi
            </button>
          </>
        )}
      </footer>
      <FinalizeDialog
        open={confirmFinalize}
        title={document.title}
        onCancel={() => setConfirmFinalize(false)}
        onConfirm={() => {
          setConfirmFinalize(false);
          editing.finalize();
        }}
      />
    </div>
  );
}
