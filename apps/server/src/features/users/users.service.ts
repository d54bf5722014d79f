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
import type { DocumentsService } from '../documents/documents.service';
import type { PointsService } from '../points/points.service';
import { PLAN_UPGRADE_ACTION, presentPlan } from '../subscription/subscription.service';
import { createUsersRepo, EMAIL_TAKEN_CONSTRAINT, type ManagedUserRow, type PlanRow } from './users.repo';

export const USER_CREATED_MESSAGE = 'Utente creato con successo.';
export const USER_UPDATED_MESSAGE = 'Utente aggiornato con successo.';
export const USER_DELETED_MESSAGE = 'Utente eliminato con successo.';
export const EMAIL_VERIFIED_MESSAGE = 'Email verificata con successo.';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'L’indirizzo email era già verificato.';

/** The administrator making the change, and the session they make it from. */
export interface AdminActor {
  userId: number;
  sessionId: number;
}

export interface UsersServiceDeps {
  db: Database;
  points: Pick<PointsService, 'grantWithin'>;
  documents: Pick<DocumentsService, 'storageKeysOf' | 'deleteStoredFiles'>;
  clock: Clock;
  /** The calendar of the monthly points reset: a new account's balance belongs to this month. */
  pointsTimeZone: string;
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
  const { points, documents, clock } = deps;
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

    async create(input: AdminUserCreate): Promise<AdminUserResponse> {
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
          if (current.subscriptionPlanId !== input.subscription_plan_id) {
            const target = await existingPlan(input.subscription_plan_id, tx);
            const difference = target.monthlyPoints - current.plan.monthlyPoints;
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
      const storageKeys = await documents.storageKeysOf(id);
      if (!(await repo.delete(id))) throw new AppError('USER_NOT_FOUND');
      await documents.deleteStoredFiles(storageKeys);
      return { success: true, message: USER_DELETED_MESSAGE };
    },

    async verifyEmail(id: number): Promise<AdminVerifyEmailResponse> {
      const outcome = await repo.markVerified(id, clock());
      if (!outcome) throw new AppError('USER_NOT_FOUND');
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
