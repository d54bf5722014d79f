import { MAX_CONVERSATIONS, MAX_MESSAGES_PER_CONVERSATION, type PointsInfo } from '@brocardo/shared';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../../components/dialog-buttons';
import { paths } from '../../../lib/paths';

const POINTS = new Intl.NumberFormat('it-IT');

export const INSUFFICIENT_POINTS_TITLE = 'Punti insufficienti';
export const INSUFFICIENT_POINTS_TEXT = 'Non hai abbastanza punti per completare questa azione.';
export const POINTS_RESET_NOTE = 'I punti si rinnovano all’inizio di ogni mese in base al tuo piano.';

interface InsufficientPointsDialogProps {
  open: boolean;
  /** From the 402 answer; the figures are left out if the server did not send them. */
  info: PointsInfo | null;
  onClose(): void;
}

/** Spec 1 §8 Chat, HTTP 402. */
export function InsufficientPointsDialog({ open, info, onClose }: InsufficientPointsDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={INSUFFICIENT_POINTS_TITLE}
      footer={
        <>
          <button type="button" className={dialogSecondaryClass} onClick={onClose}>
            Annulla
          </button>
          <button
            type="button"
            className={dialogPrimaryClass}
            onClick={() => {
              onClose();
              void navigate(paths.subscription);
            }}
          >
            Aggiorna piano
          </button>
        </>
      }
    >
      <p>{INSUFFICIENT_POINTS_TEXT}</p>
      {info && (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 rounded-md border border-rule bg-paper px-4 py-3">
          <dt className="text-ink-muted">Punti richiesti</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="points-required">
            {POINTS.format(info.required)}
          </dd>
          <dt className="text-ink-muted">Saldo attuale</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="points-balance">
            {POINTS.format(info.current_balance)}
          </dd>
          <dt className="text-ink-muted">Punti mancanti</dt>
          <dd className="text-right font-semibold text-critical tabular-nums" data-testid="points-shortfall">
            {POINTS.format(info.shortfall)}
          </dd>
        </dl>
      )}
      <p className="mt-4 text-xs text-ink-muted">{POINTS_RESET_NOTE}</p>
    </Dialog>
  );
}

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
