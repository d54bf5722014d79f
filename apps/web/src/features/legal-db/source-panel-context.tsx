import { parseUserSourceIdentifier, USER_SOURCE_TYPE } from '@brocardo/shared';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { SourcePanel, type SourceRequest } from './source-panel';

export type { SourceRequest };

type OpenSource = (request: SourceRequest) => void;

/** Personal documents known to be deleted in this visit: their citations are 'fonte eliminata'. */
export interface DeletedSources {
  isDeleted(sourceType: string, identifier: string): boolean;
  markDocumentDeleted(documentId: string): void;
}

const SourcePanelContext = createContext<OpenSource | null>(null);
const DeletedSourcesContext = createContext<DeletedSources | null>(null);

/** Opens the 'Fonte citata' panel; null outside a SourcePanelProvider (chips then do not open). */
export function useOpenSource(): OpenSource | null {
  return useContext(SourcePanelContext);
}

export function useDeletedSources(): DeletedSources | null {
  return useContext(DeletedSourcesContext);
}

/** The document a `user` citation points at, or null for other sources and malformed identifiers. */
export function citedDocumentId(sourceType: string, identifier: string): string | null {
  if (sourceType !== USER_SOURCE_TYPE) return null;
  return parseUserSourceIdentifier(identifier)?.documentId ?? null;
}

/** Holds the source panel of a screen: any citation chip or search hit below can open it. */
export function SourcePanelProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<SourceRequest | null>(null);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(() => new Set());
  // A new object each time, so opening the same source again replays its highlight toast.
  const open = useCallback((next: SourceRequest) => setRequest({ ...next }), []);
  const close = useCallback(() => setRequest(null), []);
  const markDocumentDeleted = useCallback((documentId: string) => {
    const id = documentId.toLowerCase();
    setDeletedIds((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);
  const markSourceDeleted = useCallback(
    ({ sourceType, identifier }: SourceRequest) => {
      const id = citedDocumentId(sourceType, identifier);
      if (id) markDocumentDeleted(id);
    },
    [markDocumentDeleted],
  );
  const deleted = useMemo<DeletedSources>(
    () => ({
      isDeleted: (sourceType, identifier) => {
        const id = citedDocumentId(sourceType, identifier);
        return id !== null && deletedIds.has(id);
      },
      markDocumentDeleted,
    }),
    [deletedIds, markDocumentDeleted],
  );
  return (
    <SourcePanelContext.Provider value={open}>
      <DeletedSourcesContext.Provider value={deleted}>
        {children}
        <SourcePanel request={request} onClose={close} onSourceDeleted={markSourceDeleted} />
      </DeletedSourcesContext.Provider>
    </SourcePanelContext.Provider>
  );
}
