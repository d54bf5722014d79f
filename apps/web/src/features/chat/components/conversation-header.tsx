import {
  conversationIsFull,
  MAX_MESSAGES_PER_CONVERSATION,
  MESSAGE_COUNT_CRITICAL,
  MESSAGE_COUNT_WARNING,
  MESSAGES_REMAINING_CRITICAL,
  MESSAGES_REMAINING_WARNING,
} from '@brocardo/shared';

export type CounterTone = 'normal' | 'warning' | 'critical';

/** Spec 1 §4 Message counter: out of 50, warning at 40, critical at 45. */
export function counterTone(count: number): CounterTone {
  if (count >= MESSAGE_COUNT_CRITICAL) return 'critical';
  if (count >= MESSAGE_COUNT_WARNING) return 'warning';
  return 'normal';
}

/** Spec 1 §4: the chat screen warns at 10 or fewer remaining messages, critical at 5 or fewer. */
export function remainingTone(remaining: number): CounterTone {
  if (remaining <= MESSAGES_REMAINING_CRITICAL) return 'critical';
  if (remaining <= MESSAGES_REMAINING_WARNING) return 'warning';
  return 'normal';
}

const toneClass: Record<CounterTone, string> = {
  normal: 'border-rule bg-paper-raised text-ink-muted',
  warning: 'border-warning/50 bg-warning/5 text-warning',
  critical: 'border-critical/50 bg-critical/5 text-critical',
};

interface ConversationHeaderProps {
  title: string | null;
  messageCount: number;
}

/** The header of the chat screen: the conversation's title and its message counter. */
export function ConversationHeader({ title, messageCount }: ConversationHeaderProps) {
  const tone = counterTone(messageCount);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <p className="min-w-0 truncate text-sm font-medium text-ink" data-testid="conversation-title">
        {title ?? 'Nessuna conversazione'}
      </p>
      <p
        data-testid="message-counter"
        data-tone={tone}
        title="Messaggi in questa conversazione"
        className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums ${toneClass[tone]}`}
      >
        <span className="sr-only">Messaggi: </span>
        {messageCount}/{MAX_MESSAGES_PER_CONVERSATION}
      </p>
    </div>
  );
}

/** The remaining-messages warning above the input (nothing while more than 10 remain). */
export function RemainingMessagesNotice({ messageCount }: { messageCount: number }) {
  const remaining = Math.max(0, MAX_MESSAGES_PER_CONVERSATION - messageCount);
  const tone = remainingTone(remaining);
  if (tone === 'normal') return null;
  // With one place left there is no room for a question and its answer: the conversation is full.
  const text = conversationIsFull(messageCount)
    ? `Hai raggiunto il limite di ${MAX_MESSAGES_PER_CONVERSATION} messaggi: inizia una nuova conversazione per continuare.`
    : `${remaining === 1 ? 'Resta 1 messaggio' : `Restano ${remaining} messaggi`} in questa conversazione.`;
  return (
    <p
      role={tone === 'critical' ? 'alert' : 'status'}
      data-testid="remaining-messages"
      data-tone={tone}
      className={`rounded-md border px-3 py-1.5 text-xs font-medium ${toneClass[tone]}`}
    >
      {text}
    </p>
  );
}
