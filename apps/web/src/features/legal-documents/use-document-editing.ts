import type { LegalDocumentResource } from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { fetchLegalDocument, finalizeLegalDocument, updateLegalDocument } from './legal-documents-api';
import { FINALIZED_TOAST, SAVED_TOAST, serverMessage, UNEXPECTED_ERROR } from './legal-documents-messages';
import { useRefreshDocuments } from './legal-documents-queries';

export type EditingNotice =
  | { tone: 'success' | 'error'; text: string }
  | { tone: 'stale'; text: string }
  | null;

/** Unsaved text per document, kept while the page is open: closing the viewer loses nothing. */
export type DraftStore = Map<number, string>;

/**
 * Modifica → Salva (PUT with the version the edit started from) and Finalizza (spec 2 §3 statuses:
 * an edit makes the document Revisionato; a finalized one is read-only). A stale version keeps the
 * user's text aside and offers to load the newer one.
 */
export function useDocumentEditing(
  document: LegalDocumentResource,
  onChanged: (document: LegalDocumentResource) => void,
  drafts: DraftStore,
) {
  const refresh = useRefreshDocuments();
  const [draft, setDraftState] = useState<string | null>(() => drafts.get(document.id) ?? null);
  const [notice, setNotice] = useState<EditingNotice>(null);
  /** The user's text a stale save could not store, shown after the newer version is loaded. */
  const [setAside, setSetAside] = useState<string | null>(null);

  const setDraft = (text: string | null) => {
    setDraftState(text);
    if (text === null) drafts.delete(document.id);
    else drafts.set(document.id, text);
  };

  const changed = (next: LegalDocumentResource) => {
    onChanged(next);
    refresh(next.id);
  };

  const save = useMutation({
    mutationFn: (text: string) =>
      updateLegalDocument(document.id, { generated_content: text, version: document.version }),
    onSuccess: (saved) => {
      setDraft(null);
      setSetAside(null);
      changed(saved);
      setNotice({ tone: 'success', text: SAVED_TOAST });
    },
    onError: (error) => {
      const code = isApiError(error) ? error.errorCode : undefined;
      if (code === 'LEGAL_DOCUMENT_STALE_VERSION') setNotice({ tone: 'stale', text: error.message });
      else setNotice({ tone: 'error', text: serverMessage(error, UNEXPECTED_ERROR) });
      if (code === 'LEGAL_DOCUMENT_FINALIZED') {
        setDraft(null);
        void fetchLegalDocument(document.id).then(changed, () => undefined);
      }
    },
  });

  const reload = useMutation({
    mutationFn: () => fetchLegalDocument(document.id),
    onSuccess: (latest) => {
      setSetAside(draft);
      changed(latest);
      setDraft(latest.status === 'finalized' ? null : latest.generated_content);
      setNotice(null);
    },
    onError: (error) => setNotice({ tone: 'error', text: serverMessage(error, UNEXPECTED_ERROR) }),
  });

  const finalize = useMutation({
    mutationFn: () => finalizeLegalDocument(document.id),
    onSuccess: (finalized) => {
      setDraft(null);
      changed(finalized);
      setNotice({ tone: 'success', text: FINALIZED_TOAST });
    },
    onError: (error) => setNotice({ tone: 'error', text: serverMessage(error, UNEXPECTED_ERROR) }),
  });

  return {
    /** The text being edited; null when reading. */
    draft,
    editing: draft !== null,
    dirty: draft !== null && draft !== document.generated_content,
    notice,
    setAside,
    startEditing() {
      setNotice(null);
      setDraft(document.generated_content);
    },
    changeDraft: (text: string) => setDraft(text),
    cancelEditing() {
      setDraft(null);
      setNotice(null);
    },
    save() {
      if (draft === null || save.isPending) return;
      if (draft.trim() === '') {
        setNotice({ tone: 'error', text: 'Il contenuto del documento non può essere vuoto.' });
        return;
      }
      save.mutate(draft);
    },
    saving: save.isPending,
    reloadLatest: () => reload.mutate(),
    reloading: reload.isPending,
    finalize: () => finalize.mutate(),
    finalizing: finalize.isPending,
  };
}
