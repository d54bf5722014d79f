import { type ConversationResource, shortenTitle } from '@brocardo/shared';
import { secondaryButtonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/dialog';

interface DeleteConversationDialogProps {
  /** The conversation to delete; the dialog is open while it is set. */
  conversation: ConversationResource | null;
  onCancel: () => void;
  onConfirm: (id: number) => void;
}

const deleteButtonClass =
  'inline-flex items-center justify-center rounded-md bg-critical px-4 py-2.5 text-sm font-semibold text-paper-raised ' +
  'transition-colors hover:bg-critical/90 active:translate-y-px';

/** Asks before a conversation is deleted: 'Eliminare la conversazione «…»?'. */
export function DeleteConversationDialog({
  conversation,
  onCancel,
  onConfirm,
}: DeleteConversationDialogProps) {
  const title = conversation ? `Eliminare la conversazione «${shortenTitle(conversation.title)}»?` : '';
  return (
    <Dialog
      open={conversation !== null}
      onClose={onCancel}
      title={title}
      describedByContent
      footer={
        <>
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            Annulla
          </button>
          <button
            type="button"
            onClick={() => conversation && onConfirm(conversation.id)}
            className={deleteButtonClass}
          >
            Elimina
          </button>
        </>
      }
    >
      <p>La conversazione e tutti i suoi messaggi verranno eliminati definitivamente.</p>
    </Dialog>
  );
}
