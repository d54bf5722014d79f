import { type ConversationResource, shortenTitle } from '@brocardo/shared';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

interface DeleteConversationDialogProps {
  /** The conversation to delete; the dialog is open while it is set. */
  conversation: ConversationResource | null;
  onCancel: () => void;
  onConfirm: (id: number) => void;
}

/** Asks before a conversation is deleted: 'Eliminare la conversazione «…»?'. */
export function DeleteConversationDialog({
  conversation,
  onCancel,
  onConfirm,
}: DeleteConversationDialogProps) {
  const title = conversation ? `Eliminare la conversazione «${shortenTitle(conversation.title)}»?` : '';
  return (
    <ConfirmDeleteDialog
      open={conversation !== null}
      title={title}
      onCancel={onCancel}
      onConfirm={() => conversation && onConfirm(conversation.id)}
    >
      <p>La conversazione e tutti i suoi messaggi verranno eliminati definitivamente.</p>
    </ConfirmDeleteDialog>
  );
}
