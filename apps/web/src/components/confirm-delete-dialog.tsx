import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  onCancel(): void;
  onConfirm(): void;
  /** What deleting loses, in a sentence. */
  children: ReactNode;
}

/** Asks before something is deleted for good: Annulla / Elimina (red). */
export function ConfirmDeleteDialog({
  open,
  title,
  onCancel,
  onConfirm,
  children,
}: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel="Elimina"
      cancelLabel="Annulla"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </ConfirmDialog>
  );
}
