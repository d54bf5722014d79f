import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** How long a message opened from the search stays highlighted. */
const HIGHLIGHT_MS = 2500;

/**
 * `?message=<id>` (a search hit): once the conversation's messages are on screen, that message is
 * scrolled into view and briefly highlighted, then the parameter is dropped (a reload starts at the end).
 */
export function useFocusMessage(ready: boolean): void {
  const [params, setParams] = useSearchParams();
  const messageId = params.get('message');

  useEffect(() => {
    if (!ready || !messageId || !/^\d+$/.test(messageId)) return;
    const element = document.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`);
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.dataset.focused = 'true';
    // Not cleared on cleanup: dropping the parameter below re-runs this effect.
    window.setTimeout(() => {
      delete element.dataset.focused;
    }, HIGHLIGHT_MS);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('message');
        return next;
      },
      { replace: true },
    );
  }, [ready, messageId, setParams]);
}
