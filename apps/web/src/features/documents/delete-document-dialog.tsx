import { DOCUMENT_DELETE_CONFIRM, type UserDocument } from '@brocardo/shared';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

interface DeleteDocumentDialogProps {
  /** The document to delete; the dialog is open while it is set. */
  document: UserDocument | null;
  onCancel(): void;
  onConfirm(id: string): void;
}

/** Spec 1 §5: deleting asks 'Sei sicuro di voler eliminare questo documento?'. */
export function DeleteDocumentDialog({ document, onCancel, onConfirm }: DeleteDocumentDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={document !== null}
      title={DOCUMENT_DELETE_CONFIRM}
      onCancel={onCancel}
      onConfirm={() => document && onConfirm(document.id)}
    >
      <p>
        «{document?.filename}» verrà eliminato definitivamente. Le risposte che lo citano non potranno più
        mostrarne i passaggi.
      </p>
    </ConfirmDeleteDialog>
  );
}
