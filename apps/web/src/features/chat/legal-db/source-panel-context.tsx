import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { SourcePanel } from './source-panel';

/** A source to show: what to fetch, and what tells which passage the answer relied on. */
export interface SourceRequest {
  sourceType: string;
  identifier: string;
  /** The excerpt given to the model (the stream's `citations` event) or a search hit's. */
  excerpt?: string | undefined;
  /** The sentence of the answer around the citation. */
  context?: string | undefined;
}

type OpenSource = (request: SourceRequest) => void;

const SourcePanelContext = createContext<OpenSource | null>(null);

/** Opens the 'Fonte citata' panel; null outside a SourcePanelProvider (chips then do not open). */
export function useOpenSource(): OpenSource | null {
  return useContext(SourcePanelContext);
}

/** Holds the source panel of a screen: any citation chip or search hit below can open it. */
export function SourcePanelProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<SourceRequest | null>(null);
  // A new object each time, so opening the same source again replays its highlight toast.
  const open = useCallback((next: SourceRequest) => setRequest({ ...next }), []);
  const close = useCallback(() => setRequest(null), []);
  return (
    <SourcePanelContext.Provider value={open}>
      {children}
      <SourcePanel request={request} onClose={close} />
    </SourcePanelContext.Provider>
  );
}
