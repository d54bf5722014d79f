import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contactMessages,
  conversations,
  emailVerificationTokens,
  loginThrottles,
  sessions,
  usedCaptchaChallenges,
  users,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { startPeriodic } from '../../platform/periodic';

const DAY_MS = 86_400_000;
/** Conversations deleted per statement by the per-user retention pass (messages go with them). */
const CONVERSATION_BATCH = 200;
/** A sign-in counter untouched for this long is forgotten (the privacy notice says 24 hours). */
const THROTTLE_MEMORY_MS = DAY_MS;

export interface RetentionPolicy {
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  endedSessionsDays: number;
  contactMessagesDays: number;
  outboxDays: number;
}

export interface RetentionDeps {
  db: Database;
  clock: Clock;
  policy: RetentionPolicy;
  /** DATA_DIR/outbox: the e-mails written to disk when no SMTP server is configured. */
  outboxDir: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The retention the configuration sets (and the privacy notice states). */
export function retentionPolicy(config: {
  SESSION_IDLE_MINUTES: number;
  SESSION_MAX_DAYS: number;
  ENDED_SESSIONS_RETENTION_DAYS: number;
  CONTACT_MESSAGES_RETENTION_DAYS: number;
  OUTBOX_RETENTION_DAYS: number;
}): RetentionPolicy {
  return {
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionMaxDays: config.SESSION_MAX_DAYS,
    endedSessionsDays: config.ENDED_SESSIONS_RETENTION_DAYS,
    contactMessagesDays: config.CONTACT_MESSAGES_RETENTION_DAYS,
    outboxDays: config.OUTBOX_RETENTION_DAYS,
  };
}

/** What one sweep deleted, per kind. */
export interface RetentionSweep {
  sessions: number;
  verificationTokens: number;
  captchaChallenges: number;
  loginThrottles: number;
  contactMessages: number;
  outboxFiles: number;
  /** Conversations past the retention their user chose (account page), messages included. */
  conversations: number;
}

/**
 * Deletes what the privacy notice says is not kept: sessions ended more than `endedSessionsDays`
 * ago (revoked, idle past their expiry, or past their absolute lifetime), expired verification
 * links, bot-check challenges past their validity, sign-in counters nobody touched for a day,
 * contact messages and outbox e-mails past their age, and the conversations of users who chose a
 * retention (users.conversation_retention_days) idle for longer than it. Idempotent: replicas
 * sweeping together only delete the same rows twice.
 */
export function createRetentionSweeper(deps: RetentionDeps) {
  const { db, policy } = deps;

  async function deleteOldOutboxFiles(before: number): Promise<number> {
    let names: string[];
    try {
      names = await readdir(deps.outboxDir);
    } catch {
      return 0;
    }
    let deleted = 0;
    for (const name of names) {
      const file = path.join(deps.outboxDir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= before) continue;
      await rm(file, { force: true });
      deleted += 1;
    }
    return deleted;
  }

  /**
   * Batched, so one sweep never holds a long lock: each statement deletes up to CONVERSATION_BATCH
   * conversations whose last activity (updated_at) is older than their user's chosen days.
   */
  async function deleteExpiredConversations(now: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await db
        .delete(conversations)
        .where(
          inArray(
            conversations.id,
            db
              .select({ id: conversations.id })
              .from(conversations)
              .innerJoin(users, eq(users.id, conversations.userId))
              .where(
                and(
                  isNotNull(users.conversationRetentionDays),
                  sql`${conversations.updatedAt} < ${now}::timestamptz - ${users.conversationRetentionDays} * interval '1 day'`,
                ),
              )
              .limit(CONVERSATION_BATCH),
          ),
        )
        .returning({ id: conversations.id });
      deleted += rows.length;
      if (rows.length < CONVERSATION_BATCH) return deleted;
    }
  }

  async function sweep(): Promise<RetentionSweep> {
    const now = deps.clock().getTime();
    const endedBefore = new Date(now - policy.endedSessionsDays * DAY_MS);
    const idleLimit = new Date(endedBefore.getTime() - policy.sessionIdleMinutes * 60_000);
    const ageLimit = new Date(endedBefore.getTime() - policy.sessionMaxDays * DAY_MS);
    const endedSessions = await db
      .delete(sessions)
      .where(
        or(
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, endedBefore)),
          lt(sessions.lastUsedAt, idleLimit),
          lt(sessions.createdAt, ageLimit),
        ),
      )
      .returning({ id: sessions.id });
    const nowDate = new Date(now);
    const tokens = await db
      .delete(emailVerificationTokens)
      .where(lt(emailVerificationTokens.expiresAt, nowDate))
      .returning({ id: emailVerificationTokens.id });
    const challenges = await db
      .delete(usedCaptchaChallenges)
      .where(lt(usedCaptchaChallenges.expiresAt, nowDate))
      .returning({ expiresAt: usedCaptchaChallenges.expiresAt });
    const throttles = await db
      .delete(loginThrottles)
      .where(
        and(
          lt(loginThrottles.updatedAt, new Date(now - THROTTLE_MEMORY_MS)),
          sql`(${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} < ${nowDate})`,
        ),
      )
      .returning({ email: loginThrottles.email });
    const contacts = await db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, new Date(now - policy.contactMessagesDays * DAY_MS)))
      .returning({ id: contactMessages.id });
    const outboxFiles = await deleteOldOutboxFiles(now - policy.outboxDays * DAY_MS);
    const expiredConversations = await deleteExpiredConversations(nowDate);
    const swept = {
      sessions: endedSessions.length,
      verificationTokens: tokens.length,
      captchaChallenges: challenges.length,
      loginThrottles: throttles.length,
      contactMessages: contacts.length,
      outboxFiles,
      conversations: expiredConversations,
    };
    if (Object.values(swept).some((count) => count > 0))
      deps.log.info({ retention: swept }, 'retention sweep');
    return swept;
  }

  /** Sweeps now and then every `intervalMs`; the returned stop waits for a sweep under way. */
  function start(intervalMs: number): () => Promise<void> {
    return startPeriodic(sweep, intervalMs, (error) =>
      deps.log.error({ err: error }, 'retention sweep failed'),
    );
  }

  return { sweep, start };
}
