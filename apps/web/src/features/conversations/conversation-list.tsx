import { type ConversationResource, MAX_CONVERSATIONS, shortenTitle } from '@brocardo/shared';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { DRAWER_CLOSE_ATTRIBUTE } from '../../components/layouts';
import { ConversationTitleEditor } from './conversation-title-editor';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { MessageCountBadge } from './message-count-badge';

export interface ConversationListProps {
  conversations: ConversationResource[];
  currentId: number | null;
  onSelect(id: number): void;
  onCreate(): void;
  onDelete(id: number): void;
  /** Saves a new title (already validated and trimmed); a rejection's message is shown under the input. */
  onRename(id: number, title: string): Promise<void>;
  /** While loading or while the AI answers (spec 1 §4 Conversations). */
  switchingDisabled: boolean;
  /** While loading; the list also disables it at 10 conversations. */
  creatingDisabled: boolean;
  /** The list has not been loaded yet: shows the loading state instead of the empty one. */
  loading?: boolean;
  /** A filter control shown above the list (the matter filter). */
  filter?: ReactNode;
  /** Which conversations the filter lets through; the count and the limits still count every one. */
  isShown?(conversation: ConversationResource): boolean;
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

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4"
      />
    </svg>
  );
}

const newChatClass =
  'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md bg-accent px-3 py-1.5 text-sm ' +
  'font-semibold text-paper-raised ' +
  'transition-colors hover:bg-accent-strong active:translate-y-px ' +
  'disabled:cursor-not-allowed disabled:bg-ink-muted/30 disabled:text-ink/70';

// Two lines: the spec's 30-character title fits whole beside the row's 40 px actions, where one line
// clipped it again to some 20 characters.
const rowButtonClass =
  'min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-sm leading-snug text-ink transition-colors ' +
  'hover:bg-accent-soft enabled:active:translate-y-px disabled:cursor-not-allowed disabled:text-ink-muted ' +
  'aria-[current=true]:bg-accent-soft aria-[current=true]:font-semibold aria-[current=true]:text-accent';

// 40 px square: the row's actions are touch targets in the phone drawer too.
const iconButtonClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-ink-muted transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

const renameButtonClass = `${iconButtonClass} hover:bg-accent-soft hover:text-accent`;

const deleteButtonClass =
  `${iconButtonClass} hover:bg-critical/10 hover:text-critical ` +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-disabled:hover:text-ink-muted';

interface ConversationRowProps {
  conversation: ConversationResource;
  current: boolean;
  switchingDisabled: boolean;
  /** Why it cannot be deleted, if it cannot. */
  deleteBlocked: string | null;
  onSelect(id: number): void;
  onRename(id: number, title: string): Promise<void>;
  onAskDelete(conversation: ConversationResource): void;
}

/**
 * One conversation: its title (selects it), the message counter, Rinomina (the title becomes an
 * input) and Elimina. Focus comes back to Rinomina once the editing is over.
 */
function ConversationRow({
  conversation,
  current,
  switchingDisabled,
  deleteBlocked,
  onSelect,
  onRename,
  onAskDelete,
}: ConversationRowProps) {
  const [editing, setEditing] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);
  const refocusRename = useRef(false);

  // In the commit that removes the editor, not a passive effect that may run later: the focus never
  // rests on the page's body in between (a screen reader would announce it), and a test sees it at once.
  useLayoutEffect(() => {
    if (editing || !refocusRename.current) return;
    refocusRename.current = false;
    renameRef.current?.focus();
  }, [editing]);

  if (editing) {
    return (
      <li className="flex">
        <ConversationTitleEditor
          title={conversation.title}
          onSave={(title) => onRename(conversation.id, title)}
          onDone={(refocus) => {
            refocusRename.current = refocus;
            setEditing(false);
          }}
        />
      </li>
    );
  }

  return (
    <li className="flex items-center gap-1">
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
        <span className="line-clamp-2 break-words">{shortenTitle(conversation.title)}</span>
      </button>
      <MessageCountBadge count={conversation.message_count} />
      <button
        ref={renameRef}
        type="button"
        onClick={(event) => {
          // Renaming neither opens the conversation nor closes the drawer.
          event.stopPropagation();
          setEditing(true);
        }}
        title={`Rinomina «${conversation.title}»`}
        aria-label={`Rinomina la conversazione «${conversation.title}»`}
        className={renameButtonClass}
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        // Not `disabled`: a touch screen shows no tooltip, so a tap says why instead.
        onClick={() => (deleteBlocked ? showAppToast(deleteBlocked, 'info') : onAskDelete(conversation))}
        aria-disabled={deleteBlocked !== null}
        title={deleteBlocked ?? `Elimina «${conversation.title}»`}
        aria-label={`Elimina la conversazione «${conversation.title}»`}
        aria-description={deleteBlocked ?? undefined}
        className={deleteButtonClass}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

/**
 * The sidebar's conversation list and new-chat button (spec 1 §4 Conversations, §5 titles):
 * shortened titles, the current one marked, a message counter per row, renaming in place, and
 * deletion after a confirmation, never of the active or the only conversation.
 */
export function ConversationList({
  conversations,
  currentId,
  onSelect,
  onCreate,
  onDelete,
  onRename,
  switchingDisabled,
  creatingDisabled,
  loading = false,
  filter,
  isShown = () => true,
}: ConversationListProps) {
  const headingId = useId();
  const limitNoteId = useId();
  const [pendingDelete, setPendingDelete] = useState<ConversationResource | null>(null);
  const atLimit = conversations.length >= MAX_CONVERSATIONS;
  const shown = conversations.filter(isShown);

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
      {filter}

      {loading ? (
        <p className="px-1 py-2 text-sm text-ink-muted" aria-busy="true">
          Caricamento delle conversazioni…
        </p>
      ) : shown.length === 0 ? (
        <p className="px-1 py-2 text-sm text-ink-muted">
          {conversations.length === 0 ? 'Nessuna conversazione.' : 'Nessuna conversazione in questa pratica.'}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
          {shown.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              current={conversation.id === currentId}
              switchingDisabled={switchingDisabled}
              deleteBlocked={deleteBlockedReason(conversation, currentId, conversations.length)}
              onSelect={onSelect}
              onRename={onRename}
              onAskDelete={setPendingDelete}
            />
          ))}
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
