import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: Database) {
  const sessionWithUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_session_with_user');

  async function lockedUntil(email: string): Promise<Date | null> {
    const [row] = await db
      .select({ lockedUntil: loginThrottles.lockedUntil })
      .from(loginThrottles)
      .where(eq(loginThrottles.email, email));
    return row?.lockedUntil ?? null;
  }

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Every authenticated request runs this: a prepared statement, built and planned once. */
    async findSessionWithUser(
      tokenHash: string,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await sessionWithUser.execute({ tokenHash });
      return row;
    },

    /**
     * Revokes every other live session of the user and opens a new one, atomically; returns the
     * sessions it revoked.
     */
    async replaceSessions(
      userId: number,
      session: { tokenHash: string; ipAddress: string | null; userAgent: string | null },
      now: Date,
    ): Promise<Array<{ lastUsedAt: Date; ipAddress: string | null }>> {
      return db.transaction(async (tx) => {
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'superseded' })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
          .returning({ lastUsedAt: sessions.lastUsedAt, ipAddress: sessions.ipAddress });
        await tx.insert(sessions).values({ userId, ...session, createdAt: now, lastUsedAt: now });
        return revoked;
      });
    },

    async revokeSession(id: number, reason: 'logout' | 'expired', now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    /**
     * Reserves one sign-in attempt before the password is checked, in a single statement that also
     * checks the lock (safe under concurrent attempts and across replicas): the attempt counts as a
     * failure until a success clears it. A lock that has run out, or a count untouched since
     * `staleBefore`, starts again; the reservation that reaches `maxAttempts` sets the lock, so no
     * further attempt is reserved, and no further password checked, until it runs out.
     * Refused (`granted: false`) while locked, with the lock's end as last read.
     */
    async reserveAttempt(
      email: string,
      now: Date,
      rules: { maxAttempts: number; lockSeconds: number; staleBefore: Date },
    ): Promise<
      | { granted: true; failedAttempts: number; lockedUntil: Date | null }
      | { granted: false; lockedUntil: Date | null }
    > {
      const { maxAttempts, lockSeconds, staleBefore } = rules;
      const lockUntil = new Date(now.getTime() + lockSeconds * 1000);
      const lockOver = sql`${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} <= ${now}`;
      const previous = sql`case when (${lockOver}) or ${loginThrottles.updatedAt} < ${staleBefore}
        then 0 else ${loginThrottles.failedAttempts} end`;
      const [row] = await db
        .insert(loginThrottles)
        .values({
          email,
          failedAttempts: 1,
          lockedUntil: maxAttempts <= 1 ? lockUntil : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: loginThrottles.email,
          set: {
            failedAttempts: sql`${previous} + 1`,
            lockedUntil: sql`case when ${previous} + 1 >= ${maxAttempts} then ${lockUntil}::timestamptz else null end`,
            updatedAt: now,
          },
          setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${now}`,
        })
        .returning({
          failedAttempts: loginThrottles.failedAttempts,
          lockedUntil: loginThrottles.lockedUntil,
        });
      if (row) return { granted: true, ...row };
      return { granted: false, lockedUntil: await lockedUntil(email) };
    },

    /** Forgets counts untouched since `before` whose lock (if any) has run out. */
    async pruneFailures(before: Date): Promise<void> {
      await db
        .delete(loginThrottles)
        .where(
          and(
            lt(loginThrottles.updatedAt, before),
            or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, before)),
          ),
        );
    },

    async clearFailures(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
    },

    async completeTutorial(userId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ tutorialCompleted: true, updatedAt: now })
        .where(and(eq(users.id, userId), ne(users.tutorialCompleted, true)));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
