import { type AdminUser, adminPointsRequest } from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../../components/dialog-buttons';
import { LiveNotice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { setAdminUserPoints } from '../admin-api';
import { formatWhole, userMessages, withReason } from '../admin-messages';
import { controlClass, FieldError, firstMessages } from '../form-controls';

const BALANCE_REQUIRED = 'Inserisci il saldo punti (un numero intero, minimo 0).';

interface PointsDialogProps {
  user: AdminUser;
  onClose(): void;
  onSaved(message: string): void;
}

/** Edit points balance (spec 2 §5): a whole number from 0, required; the reason is optional and left out when empty. */
export function PointsDialog({ user, onClose, onSaved }: PointsDialogProps) {
  const [balance, setBalance] = useState(String(user.points_balance));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const reasonId = useId();
  const balanceId = useId();
  const save = useMutation({
    mutationFn: (body: { points_balance: number; reason?: string }) => setAdminUserPoints(user.id, body),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // z.coerce reads '' as 0: an empty field is refused before the contract's check.
    if (balance.trim() === '') {
      setErrors({ points_balance: BALANCE_REQUIRED });
      return;
    }
    const parsed = adminPointsRequest.safeParse({ points_balance: balance.trim(), reason });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setErrors({ [String(first?.path[0] ?? 'points_balance')]: first?.message ?? BALANCE_REQUIRED });
      return;
    }
    const trimmedReason = parsed.data.reason ?? '';
    const body = {
      points_balance: parsed.data.points_balance,
      ...(trimmedReason === '' ? {} : { reason: trimmedReason }),
    };
    try {
      await save.mutateAsync(body);
    } catch (error) {
      setErrors(isApiError(error) ? firstMessages(error.fieldErrors) : {});
      setFailure(withReason(userMessages.pointsError, error));
      return;
    }
    onSaved(userMessages.pointsUpdated);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Points Balance"
      footer={
        <>
          <button type="button" onClick={onClose} className={dialogSecondaryClass}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={save.isPending}
            aria-busy={save.isPending}
            className={dialogPrimaryClass}
          >
            Update Points
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-ink-muted">
          {user.name} ({user.email}) has{' '}
          <strong className="text-ink">{formatWhole(user.points_balance)}</strong> points.
        </p>
        <LiveNotice tone="error">{failure}</LiveNotice>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={balanceId} className="text-sm font-medium text-ink">
            Points balance
          </label>
          <input
            id={balanceId}
            name="points_balance"
            type="number"
            min={0}
            step={1}
            required
            value={balance}
            aria-invalid={errors.points_balance ? true : undefined}
            aria-describedby={errors.points_balance ? `${balanceId}-error` : undefined}
            onChange={(event) => {
              setBalance(event.target.value);
              setErrors((current) => ({ ...current, points_balance: '' }));
            }}
            className={controlClass}
          />
          <FieldError id={`${balanceId}-error`} message={errors.points_balance} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-ink">
            Reason (optional)
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={2}
            maxLength={255}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className={`${controlClass} resize-y`}
          />
          <FieldError id={`${reasonId}-error`} message={errors.reason} />
        </div>
      </form>
    </Dialog>
  );
}
