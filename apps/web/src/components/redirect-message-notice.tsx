import { useEffect, useState } from 'react';
import { takeRedirectMessage } from '../lib/storage';

/** Spec 1 §9: the redirect toast stays for 5 seconds. */
export const REDIRECT_MESSAGE_DURATION_MS = 5000;

interface RedirectMessageNoticeProps {
  durationMs?: number;
}

/**
 * Shows, once, the message stored before a redirect to a login page (guard or ended session).
 * The live region is always mounted so screen readers announce the text when it appears.
 */
export function RedirectMessageNotice({
  durationMs = REDIRECT_MESSAGE_DURATION_MS,
}: RedirectMessageNoticeProps) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const stored = takeRedirectMessage();
    if (stored) setMessage(stored);
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {message && (
        <p
          data-testid="redirect-message"
          className="pointer-events-auto max-w-md rounded-md border border-rule border-l-4 border-l-accent bg-paper-raised px-4 py-3 text-sm leading-snug text-ink shadow-lg shadow-ink/10"
        >
          {message}
        </p>
      )}
    </div>
  );
}
