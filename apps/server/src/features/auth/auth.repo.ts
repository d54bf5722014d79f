import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ReadCache, uncachedReads } from '../../db/read-cache';
import { loginThrottles, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: Database, readCache: ReadCache = uncachedReads) {
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

    /**
     * Every authenticated request runs this: a prepared statement, built and planned once, its
     * result kept until the next write (read-cache.ts).
     */
    findSessionWithUser(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      return readCache.read(`session:${tokenHash}`, async () => {
        const [row] = await sessionWithUser.execute({ tokenHash });
        return row;
      });
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
     * checks the lock (safe under concurrent attempts and across replicas): granted while the
     * failures and the attempts in flight stay under `maxAttempts`, so no more passwords are checked
     * per lock window than allowed. A lock that has run out, or failures untouched since
     * `staleBefore`, start again; attempts in flight since before `pendingStaleBefore` are a crashed
     * process's and no longer count. Refused (`granted: false`) while locked (`lockedUntil` in the
     * future) or while the attempts in flight fill the remaining ones (`lockedUntil` null).
     */
    async reserveAttempt(
      email: string,
      now: Date,
      rules: { maxAttempts: number; staleBefore: Date; pendingStaleBefore: Date },
    ): Promise<{ granted: true; failedAttempts: number } | { granted: false; lockedUntil: Date | null }> {
      const { maxAttempts, staleBefore, pendingStaleBefore } = rules;
      const t = loginThrottles;
      const lockOver = sql`${t.lockedUntil} is not null and ${t.lockedUntil} <= ${now}`;
      const failures = sql`case when (${lockOver}) or ${t.updatedAt} < ${staleBefore}
        then 0 else ${t.failedAttempts} end`;
      const pending = sql`case when ${t.pendingSince} is null or ${t.pendingSince} < ${pendingStaleBefore}
        then 0 else ${t.pendingAttempts} end`;
      const [row] = await db
        .insert(t)
        .values({
          email,
          failedAttempts: 0,
          pendingAttempts: 1,
          pendingSince: now,
          lockedUntil: null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            failedAttempts: failures,
            pendingAttempts: sql`${pending} + 1`,
            pendingSince: sql`case when ${pending} = 0 then ${now}::timestamptz else ${t.pendingSince} end`,
            lockedUntil: null,
            updatedAt: now,
          },
          setWhere: sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${now}) and ${failures} + ${pending} < ${maxAttempts}`,
        })
        .returning({ failedAttempts: t.failedAttempts });
      if (row) return { granted: true, failedAttempts: row.failedAttempts };
      return { granted: false, lockedUntil: await lockedUntil(email) };
    },

    /**
     * The reserved attempt failed: one failure more, one attempt in flight less, and the lock when the
     * failures reach `maxAttempts`. The failures and the lock as they now stand.
     */
    async failAttempt(
      email: string,
      now: Date,
      rules: { maxAttempts: number; lockSeconds: number },
    ): Promise<{ failedAttempts: number; lockedUntil: Date | null }> {
      const t = loginThrottles;
      const lockUntil = new Date(now.getTime() + rules.lockSeconds * 1000);
      const failed = sql`${t.failedAttempts} + 1`;
      const [row] = await db
        .insert(t)
        .values({
          email,
          failedAttempts: 1,
          lockedUntil: rules.maxAttempts <= 1 ? lockUntil : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            failedAttempts: failed,
            pendingAttempts: sql`greatest(${t.pendingAttempts} - 1, 0)`,
            lockedUntil: sql`case when ${failed} >= ${rules.maxAttempts} then ${lockUntil}::timestamptz
              else ${t.lockedUntil} end`,
            updatedAt: now,
          },
        })
        .returning({ failedAttempts: t.failedAttempts, lockedUntil: t.lockedUntil });
      return row ?? { failedAttempts: 1, lockedUntil: null };
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

    /** A success: the failures are forgotten and its attempt is no longer in flight. */
    async succeedAttempt(email: string, now: Date): Promise<void> {
      const t = loginThrottles;
      await db
        .update(t)
        .set({
          failedAttempts: 0,
          pendingAttempts: sql`greatest(${t.pendingAttempts} - 1, 0)`,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(eq(t.email, email));
      await db.delete(t).where(and(eq(t.email, email), eq(t.pendingAttempts, 0), eq(t.failedAttempts, 0)));
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
