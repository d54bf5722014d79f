import { ACCOUNT_ERASE_WRONG_PASSWORD, AppError } from '@brocardo/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { verifyPassword } from '../../platform/passwords';
import type { ActivityService } from '../activity/activity.service';
import type { DocumentsService } from '../documents/documents.service';
import type { TabularReviewsService } from '../tabular-reviews/tabular-reviews.service';
import { createAccountErasureRepo } from './account-erasure.repo';

export const ACCOUNT_ERASED_MESSAGE = 'Il tuo account e i tuoi dati sono stati eliminati.';

export interface AccountErasureDeps {
  db: Database;
  documents: Pick<DocumentsService, 'storageKeysOf' | 'deleteStoredFiles'>;
  /** Revisione tabellare: its files go with the documents' (the rows with the account's). */
  reviews?: Pick<TabularReviewsService, 'storageKeysOf'>;
  activity: Pick<ActivityService, 'recordWithin'>;
  clock: Clock;
}

export function createAccountErasureService(deps: AccountErasureDeps) {
  const repo = createAccountErasureRepo(deps.db);
  return {
    /**
     * Erases the account (Art. 17 GDPR) once the password confirms it, in one transaction: sessions
     * ended, personal data deleted, feedback left as anonymous text, ledger, usage and analytics rows
     * kept under a tombstone (so the admin totals still add up). The last administrator cannot erase
     * themselves: the portal would be left without one. The uploaded files go after the commit, so
     * no row ever names a missing file.
     */
    async erase(userId: number, password: string): Promise<{ success: true; message: string }> {
      const account = await repo.liveAccount(userId);
      if (!account) throw new AppError('NOT_FOUND');
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw AppError.validation({ password: [ACCOUNT_ERASE_WRONG_PASSWORD] });
      }
      // Listed first (the rows are gone after the erasure): an upload committing in between would
      // leave an orphan file, never a row naming a missing one.
      const storageKeys = [
        ...(await deps.documents.storageKeysOf(userId)),
        ...((await deps.reviews?.storageKeysOf(userId)) ?? []),
      ];
      await repo.transaction(async (tx) => {
        // Administrators' rows are locked in id order before the user's own, so two administrators
        // erasing themselves at once wait in turn and the second sees it would be the last.
        const otherAdmins = account.isAdmin ? await repo.lockOtherAdmins(tx, userId) : null;
        const current = await repo.liveAccount(userId, tx);
        if (!current) throw new AppError('NOT_FOUND');
        if (current.isAdmin && (otherAdmins ?? (await repo.lockOtherAdmins(tx, userId))) === 0) {
          throw new AppError('LAST_ADMIN_SELF_ERASE');
        }
        await repo.erase(tx, current, deps.clock());
        await deps.activity.recordWithin(tx, {
          userId,
          actionType: 'ACCOUNT_ERASED',
          details: { was_admin: current.isAdmin },
          ipAddress: null,
        });
      });
      await deps.documents.deleteStoredFiles(storageKeys);
      return { success: true, message: ACCOUNT_ERASED_MESSAGE };
    },
  };
}

export type AccountErasureService = ReturnType<typeof createAccountErasureService>;
