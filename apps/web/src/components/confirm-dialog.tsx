import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from './dialog-buttons';
import { LiveNotice } from './notice';

const dangerClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-critical px-4 py-2 text-sm font-semibold text-paper-raised ' +
  'transition-colors hover:bg-critical/90 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-70';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  /** The failure of the last attempt; the dialog stays open so the user can retry or cancel. */
  error?: string | null;
  children: ReactNode;
}

/** Asks before an action; a failure is shown inside, where the modal keeps the eyes. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
  error = null,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      describedByContent
      footer={
        <>
          <button type="button" onClick={onCancel} className={dialogSecondaryClass}>
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className={danger ? dangerClass : dialogPrimaryClass}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {children}
        <LiveNotice tone="error">{error}</LiveNotice>
      </div>
    </Dialog>
  );
}
