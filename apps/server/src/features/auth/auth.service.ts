import {
  AppError,
  invalidCredentialsMessage,
  LOGIN_LOCKOUT_SECONDS,
  LOGIN_MAX_ATTEMPTS,
  type LoginResponse,
  lockedMessage,
  type UserResource,
} from '@brocardo/shared';
import type { Authenticated } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import type { AuthRepo, UserRow } from './auth.repo';

export type { Authenticated };

export interface LoginInput {
  email: string;
  password: string;
  adminLogin: boolean;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Writing last_used_at on every request would cost a write per call; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export function presentUser(user: UserRow): UserResource {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    is_admin: user.isAdmin,
    tutorial_completed: user.tutorialCompleted,
  };
}

export function createAuthService(deps: { repo: AuthRepo; clock: Clock; sessionIdleMinutes: number }) {
  const { repo, clock } = deps;
  const idleMs = deps.sessionIdleMinutes * 60_000;
  // Verifying against a real hash when the account does not exist keeps the answer's timing from
  // telling which addresses have accounts.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    return decoyHash;
  };

  const secondsUntil = (until: Date, now: Date) =>
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

  // Every address ever tried leaves a row (unknown ones too, so answers reveal nothing); a spraying
  // client would grow the table without end. Rows idle for a day go, at most once an hour per process.
  let lastPrune = 0;
  async function pruneStaleFailures(now: Date): Promise<void> {
    if (now.getTime() - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = now.getTime();
    await repo.pruneFailures(new Date(now.getTime() - FAILURE_MEMORY_MS));
  }

  const lockedError = (lockedUntil: Date, now: Date) => {
    const seconds = secondsUntil(lockedUntil, now);
    return new AppError('ACCOUNT_LOCKED', {
      message: lockedMessage(seconds),
      extra: { seconds_remaining: seconds },
    });
  };

  /**
   * Reserves this attempt before any password is checked: the lock check and the count are one
   * statement, so however many guesses arrive at once, at most LOGIN_MAX_ATTEMPTS per account are
   * checked per lock window. Throws ACCOUNT_LOCKED while locked.
   */
  async function reserveAttempt(email: string, now: Date) {
    const rules = {
      maxAttempts: LOGIN_MAX_ATTEMPTS,
      lockSeconds: LOGIN_LOCKOUT_SECONDS,
      staleBefore: new Date(now.getTime() - FAILURE_MEMORY_MS),
    };
    // Refused, but the lock was gone when read back (a success cleared it in between): try again.
    for (let tries = 0; ; tries++) {
      const attempt = await repo.reserveAttempt(email, now, rules);
      if (attempt.granted) return attempt;
      if ((attempt.lockedUntil && attempt.lockedUntil > now) || tries >= 2) {
        throw lockedError(attempt.lockedUntil ?? new Date(now.getTime() + LOGIN_LOCKOUT_SECONDS * 1000), now);
      }
    }
  }

  /** The reserved attempt failed: throws the lock if it reached it, else `refusal(remainingAttempts)`. */
  async function fail(
    attempt: { failedAttempts: number; lockedUntil: Date | null },
    now: Date,
    refusal: (remaining: number) => AppError,
  ): Promise<never> {
    await pruneStaleFailures(now);
    if (attempt.lockedUntil && attempt.lockedUntil > now) {
      throw new AppError('TOO_MANY_ATTEMPTS', {
        extra: { remaining_attempts: 0, seconds_remaining: secondsUntil(attempt.lockedUntil, now) },
      });
    }
    throw refusal(Math.max(0, LOGIN_MAX_ATTEMPTS - attempt.failedAttempts));
  }

  return {
    async login(input: LoginInput): Promise<LoginResponse> {
      const email = input.email.trim().toLowerCase();
      const now = clock();
      const attempt = await reserveAttempt(email, now);

      const user = await repo.findUserByEmail(email);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
      if (!user || !passwordMatches) {
        return fail(attempt, now, (remaining) => {
          const message = invalidCredentialsMessage(remaining);
          return new AppError('INVALID_CREDENTIALS', { message, extra: { remaining_attempts: remaining } });
        });
      }
      if (input.adminLogin && !user.isAdmin) {
        return fail(
          attempt,
          now,
          (remaining) => new AppError('ADMIN_REQUIRED', { extra: { remaining_attempts: remaining } }),
        );
      }

      // Success releases the reservation and every earlier failure.
      await repo.clearFailures(email);
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', { extra: { user_id: user.id } });

      const { token, hash } = newToken();
      await repo.replaceSessions(
        user.id,
        { tokenHash: hash, ipAddress: input.ipAddress, userAgent: input.userAgent?.slice(0, 255) ?? null },
        now,
      );
      return { token, user: presentUser(user) };
    },

    /** Resolves a bearer token to its user, or throws the spec's 401 / 409. */
    async authenticate(token: string | null): Promise<Authenticated> {
      if (!token) throw new AppError('TOKEN_MISSING');
      const found = await repo.findSessionWithUser(hashToken(token));
      if (!found) throw new AppError('UNAUTHENTICATED');
      const { session, user } = found;
      if (session.revokedReason === 'superseded') throw new AppError('SESSION_SUPERSEDED');
      if (session.revokedAt) throw new AppError('UNAUTHENTICATED');
      const now = clock();
      const idleFor = now.getTime() - session.lastUsedAt.getTime();
      if (idleFor > idleMs) {
        await repo.revokeSession(session.id, 'expired', now);
        throw new AppError('UNAUTHENTICATED');
      }
      if (idleFor > TOUCH_INTERVAL_MS) await repo.touchSession(session.id, now);
      return { user, sessionId: session.id };
    },

    logout(sessionId: number): Promise<void> {
      return repo.revokeSession(sessionId, 'logout', clock());
    },

    async completeTutorial(userId: number): Promise<void> {
      await repo.completeTutorial(userId, clock());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
