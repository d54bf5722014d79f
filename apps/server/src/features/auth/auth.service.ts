import {
  AppError,
  invalidCredentialsMessage,
  LOGIN_LOCKOUT_SECONDS,
  LOGIN_MAX_ATTEMPTS,
  type LoginResponse,
  lockedMessage,
  type SecurityAlert,
  type UserResource,
} from '@brocardo/shared';
import type { Authenticated } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Metrics } from '../../platform/metrics';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import type { ActivityService } from '../activity/activity.service';
import type { AuthRepo, UserRow } from './auth.repo';

export type { Authenticated };

export interface LoginInput {
  email: string;
  password: string;
  adminLogin: boolean;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Writing last_used_at on every request would cost a write per call: once a minute is enough, or a
 * quarter of the idle period when that is shorter, so a session in use never runs out at any setting.
 */
const TOUCH_INTERVAL_MS = 60_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
/** An attempt in flight longer than this belongs to a process that died: it no longer holds a place. */
const PENDING_MEMORY_MS = 60_000;
/** How long an attempt waits for the places held by attempts in flight, and how often it looks. */
const BUSY_WAIT_MS = 5_000;
const BUSY_POLL_MS = 50;

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

export interface AuthServiceDeps {
  repo: AuthRepo;
  clock: Clock;
  sessionIdleMinutes: number;
  /** A session ends this many days after its sign-in, however much it is used (SESSION_MAX_DAYS). */
  sessionMaxDays?: number;
  /** Where security alerts go (lockouts, a non-admin on the admin login, a superseded session). */
  activity: Pick<ActivityService, 'recordSafely'>;
  /** Failed sign-ins and lockouts, for GET /metrics. */
  metrics?: Pick<Metrics, 'loginFailed'>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, clock } = deps;
  const idleMs = deps.sessionIdleMinutes * 60_000;
  const maxAgeMs = (deps.sessionMaxDays ?? Number.POSITIVE_INFINITY) * 86_400_000;
  const touchIntervalMs = Math.min(TOUCH_INTERVAL_MS, idleMs / 4);

  /** A SECURITY_ALERT_GENERATED record: who (when known), which address was tried, from where. */
  const alert = (
    kind: SecurityAlert,
    input: Pick<LoginInput, 'ipAddress'>,
    userId: number | null,
    details: Record<string, unknown>,
  ) =>
    deps.activity.recordSafely({
      userId,
      actionType: 'SECURITY_ALERT_GENERATED',
      details: { alert: kind, ...details, ip_address: input.ipAddress },
      ipAddress: input.ipAddress,
    });
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
   * checked per lock window. Only failures lock: an attempt that finds the remaining places taken by
   * attempts still being checked (four right passwords at once) waits for them, and is refused as
   * busy, never as locked, if they take longer than BUSY_WAIT_MS. Throws ACCOUNT_LOCKED while locked.
   */
  async function reserveAttempt(email: string, now: Date) {
    const rules = {
      maxAttempts: LOGIN_MAX_ATTEMPTS,
      staleBefore: new Date(now.getTime() - FAILURE_MEMORY_MS),
      pendingStaleBefore: new Date(now.getTime() - PENDING_MEMORY_MS),
    };
    for (let waited = 0; ; waited += BUSY_POLL_MS) {
      const attempt = await repo.reserveAttempt(email, now, rules);
      if (attempt.granted) return attempt;
      if (attempt.lockedUntil && attempt.lockedUntil > now) throw lockedError(attempt.lockedUntil, now);
      if (waited >= BUSY_WAIT_MS) throw new AppError('LOGIN_BUSY');
      await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
    }
  }

  /**
   * The reserved attempt failed: throws the lock if it reached it (and raises the alert: this attempt
   * set the lock), else `refusal(remainingAttempts)`.
   */
  async function fail(
    now: Date,
    refusal: (remaining: number) => AppError,
    who: { input: LoginInput; email: string; userId: number | null },
  ): Promise<never> {
    const attempt = await repo.failAttempt(who.email, now, {
      maxAttempts: LOGIN_MAX_ATTEMPTS,
      lockSeconds: LOGIN_LOCKOUT_SECONDS,
    });
    await pruneStaleFailures(now);
    const lockedOut = Boolean(attempt.lockedUntil && attempt.lockedUntil > now);
    deps.metrics?.loginFailed(lockedOut);
    if (attempt.lockedUntil && attempt.lockedUntil > now) {
      await alert('login_lockout', who.input, who.userId, {
        email: who.email,
        failed_attempts: attempt.failedAttempts,
        locked_seconds: secondsUntil(attempt.lockedUntil, now),
        admin_login: who.input.adminLogin,
      });
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
      await reserveAttempt(email, now);

      const user = await repo.findUserByEmail(email);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
      const who = { input, email, userId: user?.id ?? null };
      if (!user || !passwordMatches) {
        return fail(
          now,
          (remaining) => {
            const message = invalidCredentialsMessage(remaining);
            return new AppError('INVALID_CREDENTIALS', { message, extra: { remaining_attempts: remaining } });
          },
          who,
        );
      }
      if (input.adminLogin && !user.isAdmin) {
        await alert('admin_login_denied', input, user.id, { email });
        return fail(
          now,
          (remaining) => new AppError('ADMIN_REQUIRED', { extra: { remaining_attempts: remaining } }),
          who,
        );
      }

      // Success releases the reservation and every earlier failure.
      await repo.succeedAttempt(email, now);
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', { extra: { user_id: user.id } });

      const { token, hash } = newToken();
      const superseded = await repo.replaceSessions(
        user.id,
        { tokenHash: hash, ipAddress: input.ipAddress, userAgent: input.userAgent?.slice(0, 255) ?? null },
        now,
      );
      // Only sessions still in use (not idle past their expiry): the other device is signed out now.
      const live = superseded.filter((session) => now.getTime() - session.lastUsedAt.getTime() <= idleMs);
      if (live.length > 0) {
        await alert('session_superseded', input, user.id, {
          email,
          superseded_sessions: live.length,
          previous_ip_addresses: [...new Set(live.map((session) => session.ipAddress))],
        });
      }
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
      if (idleFor > idleMs || now.getTime() - session.createdAt.getTime() > maxAgeMs) {
        await repo.revokeSession(session.id, 'expired', now);
        throw new AppError('UNAUTHENTICATED');
      }
      if (idleFor > touchIntervalMs) await repo.touchSession(session.id, now);
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
