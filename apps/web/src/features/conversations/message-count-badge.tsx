import {
  MAX_MESSAGES_PER_CONVERSATION,
  MESSAGE_COUNT_CRITICAL,
  MESSAGE_COUNT_WARNING,
} from '@brocardo/shared';

export type MessageCountLevel = 'normal' | 'warning' | 'critical';

/** Spec 1 §4 Message counter: warning from 40, critical from 45, of 50. */
export function messageCountLevel(count: number): MessageCountLevel {
  if (count >= MESSAGE_COUNT_CRITICAL) return 'critical';
  if (count >= MESSAGE_COUNT_WARNING) return 'warning';
  return 'normal';
}

const levelClass: Record<MessageCountLevel, string> = {
  normal: 'text-ink-muted',
  warning: 'bg-warning/10 font-semibold text-warning',
  critical: 'bg-critical/10 font-semibold text-critical',
};

/** 'N/50' beside a conversation, coloured as it nears the limit. */
export function MessageCountBadge({ count }: { count: number }) {
  const level = messageCountLevel(count);
  return (
    <span
      data-testid="message-count"
      data-level={level}
      className={`shrink-0 rounded px-1.5 py-0.5 text-xs tabular-nums ${levelClass[level]}`}
    >
      <span aria-hidden="true">
        {count}/{MAX_MESSAGES_PER_CONVERSATION}
      </span>
      <span className="sr-only">
        {count} {count === 1 ? 'messaggio' : 'messaggi'} su {MAX_MESSAGES_PER_CONVERSATION}
        {level === 'warning' ? ', vicino al limite' : level === 'critical' ? ', quasi al limite' : ''}
      </span>
    </span>
  );
}
