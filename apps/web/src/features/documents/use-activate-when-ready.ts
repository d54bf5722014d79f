import { isDocumentReady, type UserDocument } from '@brocardo/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { DocumentActivation } from './use-document-activation';

/**
 * A document uploaded here is switched on once its processing is done: the lawyer who uploads a
 * file and then asks about it expects the answer to use it. Only documents uploaded in this page
 * are touched; one that fails stays off, and the switch can be turned off as ever.
 */
export function useActivateWhenReady(
  documents: readonly UserDocument[] | undefined,
  activation: Pick<DocumentActivation, 'toggle'>,
): (id: string) => void {
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    for (const document of documents ?? []) {
      if (!waiting.current.has(document.id)) continue;
      if (isDocumentReady(document.status)) {
        waiting.current.delete(document.id);
        activation.toggle(document.id, true);
      } else if (document.status === 'failed') waiting.current.delete(document.id);
    }
  }, [documents, activation]);
  return useCallback((id: string) => {
    waiting.current.add(id);
  }, []);
}
