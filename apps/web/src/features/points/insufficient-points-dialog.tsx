import { type PointsInfo, pointsInfo } from '@brocardo/shared';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../components/dialog-buttons';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { isRecord } from '../../lib/records';

/** The `points_info` of a 402 answer, if it carries one. */
export function readPointsInfo(error: unknown): PointsInfo | null {
  if (!isApiError(error) || error.status !== 402 || !isRecord(error.body)) return null;
  const parsed = pointsInfo.safeParse(error.body.points_info);
  return parsed.success ? parsed.data : null;
}

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

/** Spec 1 §8 Chat and spec 2 §8 Legal documents, HTTP 402: the figures and the way to a bigger plan. */
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
