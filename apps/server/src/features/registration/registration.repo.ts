import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordOpeningGrant } from '../../db/opening-grant';
import { emailVerificationTokens, subscriptionPlans, usedCaptchaChallenges, users } from '../../db/schema';
import type { UsedChallengeStore } from '../../platform/captcha';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  /** The month ('YYYY-MM') the first allowance belongs to. */
  pointsPeriod: string;
}

export interface NewToken {
  tokenHash: string;
  expiresAt: Date;
}

export interface RegisteredUser {
  id: number;
  name: string;
  email: string;
}

/** The plan a new account starts on. */
export interface StartingPlan {
  id: number;
  code: string;
  monthlyPoints: number;
}

/** Expired verification tokens are kept this long (so an old link still says "expired"), then pruned. */
const EXPIRED_TOKEN_RETENTION_MS = 30 * 24 * 3_600_000;

export function createRegistrationRepo(db: Database) {
  return {
    /**
     * The user on the default plan with its monthly points, and the first verification token, in one
     * transaction (with whatever `within` adds to it). A taken address fails on the
     * `users_email_unique` constraint.
     */
    async createUserWithToken(
      user: NewUser,
      token: NewToken,
      now: Date,
      within?: (tx: Database, created: RegisteredUser, plan: StartingPlan) => Promise<void>,
    ): Promise<RegisteredUser> {
      return db.transaction(async (tx) => {
        const [plan] = await tx
          .select({
            id: subscriptionPlans.id,
            code: subscriptionPlans.code,
            monthlyPoints: subscriptionPlans.monthlyPoints,
          })
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.isDefault, true))
          .limit(1);
        if (!plan) throw new Error('no default subscription plan: was the database seeded?');
        const [created] = await tx
          .insert(users)
          .values({
            ...user,
            subscriptionPlanId: plan.id,
            pointsBalance: plan.monthlyPoints,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id, name: users.name, email: users.email });
        await recordOpeningGrant(tx as unknown as Database, {
          userId: created!.id,
          points: plan.monthlyPoints,
          period: user.pointsPeriod,
        });
        await tx.insert(emailVerificationTokens).values({ userId: created!.id, ...token, createdAt: now });
        await within?.(tx as unknown as Database, created!, plan);
        return created!;
      });
    },

    async findUser(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** A new token for the user; the older ones stop working. Long-expired tokens are pruned. */
    async replaceToken(userId: number, token: NewToken, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
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
        await tx.insert(emailVerificationTokens).values({ userId, ...token, createdAt: now });
        await tx
          .delete(emailVerificationTokens)
          .where(lt(emailVerificationTokens.expiresAt, new Date(now.getTime() - EXPIRED_TOKEN_RETENTION_MS)));
      });
    },

    async findToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: emailVerificationTokens.id,
          userId: emailVerificationTokens.userId,
          expiresAt: emailVerificationTokens.expiresAt,
          usedAt: emailVerificationTokens.usedAt,
          supersededAt: emailVerificationTokens.supersededAt,
          userVerifiedAt: users.emailVerifiedAt,
        })
        .from(emailVerificationTokens)
        .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
        .where(eq(emailVerificationTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Spends the token and marks its user verified, atomically. False when the token was spent,
     * superseded or expired in the meantime (a concurrent click).
     */
    async consumeToken(tokenId: number, userId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.id, tokenId),
              isNull(emailVerificationTokens.usedAt),
              isNull(emailVerificationTokens.supersededAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({ id: emailVerificationTokens.id });
        if (spent.length === 0) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
        return true;
      });
    },

    /** Redeemed ALTCHA challenges, for the bot check (see platform/captcha.ts). */
    usedChallenges: {
      async markUsed(signature: string, expiresAt: Date, now: Date): Promise<boolean> {
        await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, now));
        const inserted = await db
          .insert(usedCaptchaChallenges)
          .values({ signature, expiresAt, usedAt: now })
          .onConflictDoNothing()
          .returning({ signature: usedCaptchaChallenges.signature });
        return inserted.length === 1;
      },
    } satisfies UsedChallengeStore,
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;
