import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'warning' | 'success' | 'info';

const toneClass: Record<NoticeTone, string> = {
  error: 'border-critical/40 border-l-critical bg-critical/5 text-critical',
  warning: 'border-warning/40 border-l-warning bg-warning/5 text-warning',
  success: 'border-success/40 border-l-success bg-success/5 text-success',
  info: 'border-rule border-l-accent bg-accent-soft text-ink',
};

export function noticeClass(tone: NoticeTone): string {
  return `rounded-md border border-l-4 px-4 py-3 text-sm leading-snug ${toneClass[tone]}`;
}

interface LiveNoticeProps {
  tone: NoticeTone;
  /** Nothing is shown while empty; the live region itself stays mounted so changes are announced. */
  children?: ReactNode;
  /** "alert" interrupts (errors, warnings); "status" waits (confirmations). */
  live?: 'alert' | 'status';
  testId?: string;
  /** For aria-describedby on the fields the message is about. */
  id?: string;
}

/**
 * An inline message inside an always-present live region, so screen readers announce it when
 * it appears or changes (WCAG 4.1.3).
 */
export function LiveNotice({
  tone,
  children,
  live = tone === 'success' ? 'status' : 'alert',
  testId,
  id,
}: LiveNoticeProps) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    // While empty the region is taken out of the flow (not hidden), so it adds no gap to the form.
    <div role={live} id={id} className="empty:absolute">
      {!empty && (
        <div data-testid={testId} className={noticeClass(tone)}>
          {children}
        </div>
      )}
    </div>
  );
}
