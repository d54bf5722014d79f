import { type ConversationResource, MAX_CONVERSATIONS, shortenTitle } from '@brocardo/shared';
import { useId, useState } from 'react';
import { DRAWER_CLOSE_ATTRIBUTE } from '../../components/layouts';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { MessageCountBadge } from './message-count-badge';

export interface ConversationListProps {
  conversations: ConversationResource[];
  currentId: number | null;
  onSelect(id: number): void;
  onCreate(): void;
  onDelete(id: number): void;
  /** While loading or while the AI answers (spec 1 §4 Conversations). */
  switchingDisabled: boolean;
  /** While loading; the list also disables it at 10 conversations. */
  creatingDisabled: boolean;
  /** The list has not been loaded yet: shows the loading state instead of the empty one. */
  loading?: boolean;
}

export const CONVERSATION_LIMIT_NOTE = `Hai raggiunto il limite di ${MAX_CONVERSATIONS} conversazioni: eliminane una per iniziarne una nuova.`;
export const DELETE_ACTIVE_REASON = 'Non puoi eliminare la conversazione attiva';
export const DELETE_ONLY_REASON = "Non puoi eliminare l'unica conversazione";

function deleteBlockedReason(
  conversation: ConversationResource,
  currentId: number | null,
  total: number,
): string | null {
  if (conversation.id === currentId) return DELETE_ACTIVE_REASON;
  if (total <= 1) return DELETE_ONLY_REASON;
  return null;
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path strokeWidth="1.8" strokeLinecap="round" d="M12 5v14M5 12h14" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
      />
    </svg>
  );
}

const newChatClass =
  'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md bg-accent px-3 py-1.5 text-sm ' +
  'font-semibold text-paper-raised ' +
  'transition-colors hover:bg-accent-strong active:translate-y-px ' +
  'disabled:cursor-not-allowed disabled:bg-ink-muted/30 disabled:text-ink/70';

const rowButtonClass =
  'min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-left text-sm text-ink transition-colors ' +
  'hover:bg-accent-soft enabled:active:translate-y-px disabled:cursor-not-allowed disabled:text-ink-muted ' +
  'aria-[current=true]:bg-accent-soft aria-[current=true]:font-semibold aria-[current=true]:text-accent';

const deleteButtonClass =
  'shrink-0 rounded-md p-1.5 text-ink-muted transition-colors hover:bg-critical/10 hover:text-critical ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink-muted';

/**
 * The sidebar's conversation list and new-chat button (spec 1 §4 Conversations, §5 titles):
 * shortened titles, the current one marked, a message counter per row, and deletion after a
 * confirmation, never of the active or the only conversation.
 */
export function ConversationList({
  conversations,
  currentId,
  onSelect,
  onCreate,
  onDelete,
  switchingDisabled,
  creatingDisabled,
  loading = false,
}: ConversationListProps) {
  const headingId = useId();
  const limitNoteId = useId();
  const [pendingDelete, setPendingDelete] = useState<ConversationResource | null>(null);
  const atLimit = conversations.length >= MAX_CONVERSATIONS;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Conversazioni
          <span className="ml-1.5 font-normal tabular-nums normal-case">
            ({conversations.length}/{MAX_CONVERSATIONS})
          </span>
        </h2>
        <button
          type="button"
          onClick={onCreate}
          disabled={creatingDisabled || atLimit}
          aria-describedby={atLimit ? limitNoteId : undefined}
          className={newChatClass}
          {...{ [DRAWER_CLOSE_ATTRIBUTE]: '' }}
        >
          <PlusIcon />
          Nuova chat
        </button>
      </div>
      {atLimit && (
        <p id={limitNoteId} className="px-1 text-xs leading-snug text-warning">
          {CONVERSATION_LIMIT_NOTE}
        </p>
      )}

      {loading ? (
        <p className="px-1 py-2 text-sm text-ink-muted" aria-busy="true">
          Caricamento delle conversazioni…
        </p>
      ) : conversations.length === 0 ? (
        <p className="px-1 py-2 text-sm text-ink-muted">Nessuna conversazione.</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
          {conversations.map((conversation) => {
            const current = conversation.id === currentId;
            const blocked = deleteBlockedReason(conversation, currentId, conversations.length);
            return (
              <li key={conversation.id} className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => {
                    if (!current) onSelect(conversation.id);
                  }}
                  disabled={switchingDisabled}
                  aria-current={current ? 'true' : undefined}
                  title={conversation.title}
                  className={rowButtonClass}
                  {...{ [DRAWER_CLOSE_ATTRIBUTE]: '' }}
                >
                  {shortenTitle(conversation.title)}
                </button>
                <MessageCountBadge count={conversation.message_count} />
                <button
                  type="button"
                  onClick={() => setPendingDelete(conversation)}
                  disabled={blocked !== null}
                  title={blocked ?? `Elimina «${conversation.title}»`}
                  aria-label={`Elimina la conversazione «${conversation.title}»`}
                  aria-description={blocked ?? undefined}
                  className={deleteButtonClass}
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <DeleteConversationDialog
        conversation={pendingDelete}
        onCancel={() => setPendingDelete(null)}
        onConfirm={(id) => {
          setPendingDelete(null);
          onDelete(id);
        }}
      />
    </div>
  );
}
