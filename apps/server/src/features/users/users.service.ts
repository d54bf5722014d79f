import {
  type AdminUser,
  type AdminUserCreate,
  type AdminUserResponse,
  type AdminUserUpdate,
  type AdminVerifyEmailResponse,
  AppError,
  pointsPeriod,
  registrationMessages,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../platform/clock';
import { hashPassword } from '../../platform/passwords';
import type { ActivityRecord, ActivityService } from '../activity/activity.service';
import type { DocumentsService } from '../documents/documents.service';
import type { PointsService } from '../points/points.service';
import { PLAN_UPGRADE_ACTION, presentPlan } from '../subscription/subscription.service';
import { createUsersRepo, EMAIL_TAKEN_CONSTRAINT, type ManagedUserRow, type PlanRow } from './users.repo';

export const USER_CREATED_MESSAGE = 'Utente creato con successo.';
export const USER_UPDATED_MESSAGE = 'Utente aggiornato con successo.';
export const USER_DELETED_MESSAGE = 'Utente eliminato con successo.';
export const EMAIL_VERIFIED_MESSAGE = 'Email verificata con successo.';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'L’indirizzo email era già verificato.';

/** The administrator making the change, the session they make it from, and its address. */
export interface AdminActor {
  userId: number;
  sessionId: number;
  ipAddress?: string | null;
}

/** Old and new value of each field an administrator changed. */
type Changes = Record<string, { old: unknown; new: unknown }>;

/** The fields that differ, as { field: { old, new } }; a field `before` lacks was null. */
function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (before[field] !== value) changes[field] = { old: before[field] ?? null, new: value };
  }
  return changes;
}

/** One record per administrator action: the administrator is the record's user, the target in the details. */
function adminAction(
  actor: AdminActor,
  actionType: ActivityRecord['actionType'],
  target: { id: number; email: string },
  details: Record<string, unknown>,
): ActivityRecord {
  return {
    userId: actor.userId,
    actionType,
    details: { target_user_id: target.id, target_email: target.email, ...details },
    ipAddress: actor.ipAddress ?? null,
  };
}

export interface UsersServiceDeps {
  db: Database;
  points: Pick<PointsService, 'grantWithin' | 'adjust'>;
  documents: Pick<DocumentsService, 'storageKeysOf' | 'deleteStoredFiles'>;
  clock: Clock;
  /** The calendar of the monthly points reset: a new account's balance belongs to this month. */
  pointsTimeZone: string;
  /** The administrators' actions, with old and new values (never a password). */
  activity: Pick<ActivityService, 'recordSafely' | 'recordWithin'>;
}

export function presentAdminUser(row: ManagedUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_admin: row.isAdmin,
    subscription_plan_id: row.subscriptionPlanId,
    subscription_plan: presentPlan(row.plan),
    points_balance: row.pointsBalance,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    tutorial_completed: row.tutorialCompleted,
    created_at: row.createdAt.toISOString(),
  };
}

/** Addresses are stored as registration stores them (trimmed by the contract, lower-cased here). */
const normaliseEmail = (email: string) => email.toLowerCase();

/** The unique constraint decides, so two concurrent saves of one address cannot both succeed. */
function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error, EMAIL_TAKEN_CONSTRAINT)) {
    throw AppError.validation({ email: [registrationMessages.emailTaken] });
  }
  throw error;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { points, documents, clock, activity } = deps;
  const repo = createUsersRepo(deps.db);

  async function existingPlan(id: number, executor?: Database): Promise<PlanRow> {
    const plan = await repo.plan(id, executor);
    if (!plan) throw new AppError('PLAN_NOT_FOUND');
    return plan;
  }

  async function answer(id: number, message: string): Promise<AdminUserResponse> {
    const row = await repo.find(id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return { success: true, message, user: presentAdminUser(row) };
  }

  return {
    async list(search?: string): Promise<AdminUser[]> {
      return (await repo.list(search)).map(presentAdminUser);
    },

    async create(actor: AdminActor, input: AdminUserCreate): Promise<AdminUserResponse> {
      const plan = await existingPlan(input.subscription_plan_id);
      const now = clock();
      const newUser = {
        name: input.name,
        email: normaliseEmail(input.email),
        passwordHash: await hashPassword(input.password),
        isAdmin: input.is_admin,
        plan,
        pointsPeriod: pointsPeriod(now, deps.pointsTimeZone),
        now,
      };
      // Verified from the start: the administrator who creates the account vouches for the address
      // (spec 2 §4: verification is otherwise the admin's manual action anyway).
      const id = await repo.create(newUser, now).catch(rethrowEmailTaken);
      await activity.recordSafely(
        adminAction(
          actor,
          'ADMIN_USER_CREATED',
          { id, email: newUser.email },
          {
            changes: changesBetween(
              {},
              {
                name: newUser.name,
                email: newUser.email,
                is_admin: newUser.isAdmin,
                subscription_plan: plan.name,
                points_balance: plan.monthlyPoints,
              },
            ),
          },
        ),
      );
      return answer(id, USER_CREATED_MESSAGE);
    },

    /**
     * Name, address, admin flag, plan and (when given) password, in one transaction under the user's
     * row lock. A move to a plan with a larger allowance adds the difference at once, as an approved
     * upgrade request does; a smaller one leaves the balance to the monthly reset. A new password
     * ends the user's other sessions, so a leaked token stops working.
     */
    async update(actor: AdminActor, id: number, input: AdminUserUpdate): Promise<AdminUserResponse> {
      if (id === actor.userId && !input.is_admin) throw new AppError('ADMIN_SELF_DEMOTE');
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const email = normaliseEmail(input.email);
      const now = clock();
      await repo
        .transaction(async (tx) => {
          const current = await repo.find(id, tx, true);
          if (!current) throw new AppError('USER_NOT_FOUND');
          let planName = current.plan.name;
          let granted = 0;
          if (current.subscriptionPlanId !== input.subscription_plan_id) {
            const target = await existingPlan(input.subscription_plan_id, tx);
            planName = target.name;
            const difference = target.monthlyPoints - current.plan.monthlyPoints;
            granted = Math.max(0, difference);
            if (difference > 0) {
              // Before the plan changes: a month opened here opens on the old allowance, plus the difference.
              await points.grantWithin(tx, id, difference, {
                action: PLAN_UPGRADE_ACTION,
                description: `Passaggio al piano ${target.name} (amministratore #${actor.userId})`,
              });
            }
          }
          await repo.update(
            tx,
            id,
            {
              name: input.name,
              email,
              isAdmin: input.is_admin,
              subscriptionPlanId: input.subscription_plan_id,
              ...(passwordHash ? { passwordHash } : {}),
            },
            now,
          );
          if (email !== current.email) await repo.supersedeVerificationLinks(tx, id, now);
          if (passwordHash) {
            await repo.endSessions(tx, id, id === actor.userId ? actor.sessionId : undefined, now);
          }
          const changes = changesBetween(
            {
              name: current.name,
              email: current.email,
              is_admin: current.isAdmin,
              subscription_plan: current.plan.name,
            },
            { name: input.name, email, is_admin: input.is_admin, subscription_plan: planName },
          );
          await activity.recordWithin(
            tx,
            adminAction(actor, 'ADMIN_USER_UPDATED', current, {
              changes,
              ...(passwordHash ? { password_changed: true } : {}),
              ...(granted > 0 ? { points_granted: granted } : {}),
            }),
          );
        })
        .catch(rethrowEmailTaken);
      return answer(id, USER_UPDATED_MESSAGE);
    },

    /**
     * Deletes the account and, through the database's cascades, everything it owns (activity rows
     * and upgrade decisions keep their aggregates with a null user). The uploaded files go after the
     * commit, so no row ever names a missing file; a file that cannot be removed is logged.
     */
    async remove(actor: AdminActor, id: number): Promise<{ success: true; message: string }> {
      if (id === actor.userId) throw new AppError('ADMIN_SELF_DELETE');
      // Listed first (the rows are gone after the delete). An upload committing in between would
      // leave an orphan file, never a row naming a missing one.
      const [storageKeys, target] = await Promise.all([documents.storageKeysOf(id), repo.find(id)]);
      if (!(await repo.delete(id))) throw new AppError('USER_NOT_FOUND');
      await activity.recordSafely(
        adminAction(
          actor,
          'ADMIN_USER_DELETED',
          { id, email: target?.email ?? '' },
          {
            name: target?.name ?? null,
            subscription_plan: target?.plan.name ?? null,
            points_balance: target?.pointsBalance ?? null,
          },
        ),
      );
      await documents.deleteStoredFiles(storageKeys);
      return { success: true, message: USER_DELETED_MESSAGE };
    },

    /**
     * Sets the user's balance (spec 2 §2.6 "edit points balance"): the ledger row says who and why,
     * and the activity record, in the same transaction, the old and new balance.
     */
    async setPoints(actor: AdminActor, id: number, balance: number, reason: string): Promise<number> {
      // An erased account's balance is history (its ledger stays for the totals): nothing to set.
      if (!(await repo.find(id))) throw new AppError('USER_NOT_FOUND');
      return points.adjust(
        id,
        balance,
        `${reason} (amministratore #${actor.userId})`,
        async (tx, { previous }) => {
          const target = await repo.find(id, tx);
          await activity.recordWithin(
            tx,
            adminAction(
              actor,
              'ADMIN_POINTS_UPDATED',
              { id, email: target?.email ?? '' },
              {
                changes: { points_balance: { old: previous, new: balance } },
                reason,
              },
            ),
          );
        },
      );
    },

    /** Recorded only when it verifies: for an address already verified nothing changes. */
    async verifyEmail(actor: AdminActor, id: number): Promise<AdminVerifyEmailResponse> {
      const outcome = await repo.markVerified(id, clock());
      if (!outcome) throw new AppError('USER_NOT_FOUND');
      if (!outcome.alreadyVerified) {
        const target = await repo.find(id);
        await activity.recordSafely(
          adminAction(
            actor,
            'ADMIN_EMAIL_VERIFIED',
            { id, email: target?.email ?? '' },
            {
              changes: {
                email_verified_at: { old: null, new: outcome.emailVerifiedAt.toISOString() },
              },
            },
          ),
        );
      }
      return {
        success: true,
        message: outcome.alreadyVerified ? EMAIL_ALREADY_VERIFIED_MESSAGE : EMAIL_VERIFIED_MESSAGE,
        already_verified: outcome.alreadyVerified,
        email_verified_at: outcome.emailVerifiedAt.toISOString(),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
