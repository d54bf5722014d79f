import type { AdminUser } from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showAppToast } from '../../../components/app-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dialogPrimaryClass } from '../../../components/dialog-buttons';
import { noticeClass } from '../../../components/notice';
import { getStoredUser } from '../../../lib/storage';
import { deleteAdminUser, verifyAdminUserEmail } from '../admin-api';
import { userMessages, withReason } from '../admin-messages';
import { useAdminUsers, useInvalidateAdmin, useSubscriptionPlans } from '../admin-queries';
import { LoadError } from '../list-states';
import { PointsDialog } from './points-dialog';
import { UserFormDialog } from './user-form-dialog';
import { type UserAction, UserTable } from './user-table';

type OpenDialog =
  | { kind: 'form'; user: AdminUser | null }
  | { kind: Exclude<UserAction, 'edit'>; user: AdminUser };

/** The User Management tab (spec 2 §2.6, §4, §5, §8). */
/** The signed-in administrator's user id, from the stored session. */
function signedInAdminId(): number | undefined {
  const id = Number(getStoredUser()?.id);
  return Number.isInteger(id) ? id : undefined;
}

export function UserManagementTab() {
  const users = useAdminUsers();
  const plans = useSubscriptionPlans();
  const invalidate = useInvalidateAdmin();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const close = () => {
    setDialog(null);
    setConfirmError(null);
  };
  const done = (message: string, tone: 'success' | 'info' = 'success') => {
    close();
    showAppToast(message, tone);
    void invalidate.users();
  };

  const remove = useMutation({ mutationFn: (user: AdminUser) => deleteAdminUser(user.id) });
  const verify = useMutation({ mutationFn: (user: AdminUser) => verifyAdminUserEmail(user.id) });

  async function confirmDelete(user: AdminUser) {
    setConfirmError(null);
    try {
      const result = await remove.mutateAsync(user);
      done(result.message);
    } catch (error) {
      setConfirmError(withReason(userMessages.deleteError, error));
    }
  }

  async function confirmVerify(user: AdminUser) {
    setConfirmError(null);
    try {
      const result = await verify.mutateAsync(user);
      done(result.message, result.already_verified ? 'info' : 'success');
    } catch (error) {
      setConfirmError(withReason(userMessages.verifyError, error));
    }
  }

  function handleAction(action: UserAction, user: AdminUser) {
    setConfirmError(null);
    setDialog(action === 'edit' ? { kind: 'form', user } : { kind: action, user });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-xl font-semibold text-ink">User Management</h2>
        <button
          type="button"
          className={dialogPrimaryClass}
          disabled={!plans.data}
          onClick={() => setDialog({ kind: 'form', user: null })}
        >
          Add New User
        </button>
      </div>
      {plans.isError && (
        <p role="alert" className={noticeClass('error')}>
          {withReason(userMessages.fetchPlansError, plans.error)}
        </p>
      )}

      {users.isPending && <p className="text-sm text-ink-muted">{userMessages.loading}</p>}
      {users.isError && (
        <LoadError retryLabel="Try Again" onRetry={() => void users.refetch()}>
          {withReason(userMessages.fetchUsersError, users.error)}
        </LoadError>
      )}
      {users.data && users.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-rule px-4 py-10 text-center text-ink-muted">
          {userMessages.empty}
        </p>
      )}
      {users.data && users.data.length > 0 && (
        <UserTable users={users.data} onAction={handleAction} selfId={signedInAdminId()} />
      )}

      {dialog?.kind === 'form' && plans.data && (
        <UserFormDialog user={dialog.user} plans={plans.data} onClose={close} onSaved={done} />
      )}
      {dialog?.kind === 'points' && <PointsDialog user={dialog.user} onClose={close} onSaved={done} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete User"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        busy={remove.isPending}
        error={confirmError}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.user)}
      >
        <p>
          Are you sure you want to delete <strong>{dialog?.user?.name}</strong> ({dialog?.user?.email})? This
          action cannot be undone.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'verify'}
        title="Verify Email"
        confirmLabel="Verify Email"
        cancelLabel="Cancel"
        busy={verify.isPending}
        error={confirmError}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'verify' && void confirmVerify(dialog.user)}
      >
        <p>
          Mark the email address <strong>{dialog?.user?.email}</strong> as verified? Do it only when you know
          the address belongs to this user.
        </p>
      </ConfirmDialog>
    </div>
  );
}
