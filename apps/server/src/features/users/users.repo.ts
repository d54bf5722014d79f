import { and, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordOpeningGrant } from '../../db/opening-grant';
import { emailVerificationTokens, sessions, subscriptionPlans, users } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A user as the administrators manage it, with its plan. */
export interface ManagedUserRow {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  subscriptionPlanId: number;
  pointsBalance: number;
  emailVerifiedAt: Date | null;
  tutorialCompleted: boolean;
  createdAt: Date;
  plan: PlanRow;
}

export interface NewManagedUser {
  name: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  plan: PlanRow;
  /** The month ('YYYY-MM') the first allowance belongs to. */
  pointsPeriod: string;
  now: Date;
}

export interface ManagedUserChanges {
  name: string;
  email: string;
  isAdmin: boolean;
  subscriptionPlanId: number;
  /** Absent: the password stays as it is. */
  passwordHash?: string;
}

/** The unique constraint on users.email: a taken address, however many requests race for it. */
export const EMAIL_TAKEN_CONSTRAINT = 'users_email_unique';

/** Why a user's sessions were ended (sessions.revoked_reason, 20 characters at most). */
const PASSWORD_CHANGED = 'password_changed';

const managedUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  subscriptionPlanId: users.subscriptionPlanId,
  pointsBalance: users.pointsBalance,
  emailVerifiedAt: users.emailVerifiedAt,
  tutorialCompleted: users.tutorialCompleted,
  createdAt: users.createdAt,
  plan: subscriptionPlans,
};

/** `value` matched literally inside ILIKE: its own % _ and \ are escaped. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createUsersRepo(db: Database) {
  const selectUsers = (executor: Database = db) =>
    executor
      .select(managedUserColumns)
      .from(users)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, users.subscriptionPlanId));

  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    /** Every user, newest first; `search` narrows to names or addresses containing it. */
    async list(search?: string): Promise<ManagedUserRow[]> {
      // Erased accounts (tombstones kept for the ledger's sake) are nobody to manage.
      let where: SQL | undefined = isNull(users.deletedAt);
      if (search)
        where = and(where, or(ilike(users.name, containing(search)), ilike(users.email, containing(search))));
      return selectUsers().where(where).orderBy(desc(users.createdAt), desc(users.id));
    },

    /** The user, unless erased; under a row lock when `forUpdate` (inside a transaction). */
    async find(id: number, executor: Database = db, forUpdate = false): Promise<ManagedUserRow | undefined> {
      const query = selectUsers(executor).where(and(eq(users.id, id), isNull(users.deletedAt)));
      const [row] = forUpdate ? await query.for('update', { of: users }) : await query;
      return row;
    },

    async plan(id: number, executor: Database = db): Promise<PlanRow | undefined> {
      const [row] = await executor.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },

    /**
     * The user and the ledger row of its first allowance, in one transaction (the balance equals the
     * ledger from the start). A taken address fails on EMAIL_TAKEN_CONSTRAINT.
     */
    async create(user: NewManagedUser, emailVerifiedAt: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            name: user.name,
            email: user.email,
            passwordHash: user.passwordHash,
            isAdmin: user.isAdmin,
            emailVerifiedAt,
            tutorialCompleted: false,
            subscriptionPlanId: user.plan.id,
            pointsBalance: user.plan.monthlyPoints,
            pointsPeriod: user.pointsPeriod,
            createdAt: user.now,
            updatedAt: user.now,
          })
          .returning({ id: users.id });
        await recordOpeningGrant(tx as unknown as Database, {
          userId: created!.id,
          points: user.plan.monthlyPoints,
          period: user.pointsPeriod,
          description: 'Punti del piano alla creazione dell’account',
        });
        return created!.id;
      });
    },

    async update(tx: Database, id: number, changes: ManagedUserChanges, now: Date): Promise<void> {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id));
    },

    /** Ends every live session of the user but `keepSessionId` (the caller's own, when editing itself). */
    async endSessions(tx: Database, userId: number, keepSessionId: number | undefined, now: Date) {
      const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: PASSWORD_CHANGED })
        .where(keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId)));
    },

    /** Links mailed to a previous address stop working. */
    async supersedeVerificationLinks(tx: Database, userId: number, now: Date): Promise<void> {
      await tx
        .update(emailVerificationTokens)
        .set({ supersededAt: now })
        .where(
          and(
            eq(emailVerificationTokens.userId, userId),
            isNull(emailVerificationTokens.usedAt),
            isNull(emailVerificationTokens.supersededAt),
          ),
        );
    },

    /** Deletes the user; the database cascades (or sets null) every row that refers to it. */
    async delete(id: number): Promise<boolean> {
      const deleted = await db
        .delete(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return deleted.length > 0;
    },

    /**
     * Marks the address verified unless it already was, in one statement; then the moment it was
     * verified and whether it already was. Undefined for an unknown user.
     */
    async markVerified(id: number, now: Date) {
      const [verified] = await db
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt), isNull(users.deletedAt)))
        .returning({ emailVerifiedAt: users.emailVerifiedAt });
      if (verified?.emailVerifiedAt)
        return { emailVerifiedAt: verified.emailVerifiedAt, alreadyVerified: false };
      const [existing] = await db
        .select({ emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!existing?.emailVerifiedAt) return undefined;
      return { emailVerifiedAt: existing.emailVerifiedAt, alreadyVerified: true };
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
