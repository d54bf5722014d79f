import { Dialog } from '../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../components/dialog-buttons';

interface FinalizeDialogProps {
  open: boolean;
  title: string;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before a document becomes read-only for good. */
export function FinalizeDialog({ open, title, onCancel, onConfirm }: FinalizeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Finalizzare il documento?"
      describedByContent
      footer={
        <>
          <button type="button" className={dialogSecondaryClass} onClick={onCancel}>
            Annulla
          </button>
          <button type="button" className={dialogPrimaryClass} onClick={onConfirm}>
            Finalizza
          </button>
        </>
      }
    >
      <p>
        «{title}» diventerà definitivo: non potrà più essere modificato. Potrai sempre leggerlo e scaricarlo.
      </p>
    </Dialog>
  );
}
