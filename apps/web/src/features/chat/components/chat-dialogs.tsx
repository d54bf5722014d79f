import { MAX_CONVERSATIONS, MAX_MESSAGES_PER_CONVERSATION } from '@brocardo/shared';
import { Dialog } from '../../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../../components/dialog-buttons';

export const MESSAGE_LIMIT_TITLE = 'Limite di messaggi raggiunto';

interface MessageLimitDialogProps {
  open: boolean;
  onClose(): void;
  onStartNew(): void;
  /** False at 10 conversations: a new one cannot be created until one is deleted. */
  canStartNew: boolean;
}

/** Spec 1 §4 Sending a message, step 2: Close or 'Start New Conversation'. */
export function MessageLimitDialog({ open, onClose, onStartNew, canStartNew }: MessageLimitDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={MESSAGE_LIMIT_TITLE}
      footer={
        <>
          <button type="button" className={dialogSecondaryClass} onClick={onClose}>
            Close
          </button>
          <button type="button" className={dialogPrimaryClass} onClick={onStartNew} disabled={!canStartNew}>
            Start New Conversation
          </button>
        </>
      }
    >
      <p>
        Questa conversazione ha raggiunto il limite di {MAX_MESSAGES_PER_CONVERSATION} messaggi. Inizia una
        nuova conversazione per continuare.
      </p>
      {!canStartNew && (
        <p className="mt-3 text-warning">
          Hai già {MAX_CONVERSATIONS} conversazioni: eliminane una dalla barra laterale per iniziarne una
          nuova.
        </p>
      )}
    </Dialog>
  );
}
