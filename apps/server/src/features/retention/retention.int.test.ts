import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { tokenFor } from '../../../test/sessions';
import {
  contactMessages,
  emailVerificationTokens,
  loginThrottles,
  sessions,
  usedCaptchaChallenges,
} from '../../db/schema';
import { createRetentionSweeper } from './retention.service';

const DAY = 86_400_000;
// The app's own sweep runs on the real clock as it starts, possibly while this test inserts: ten years
// ahead, every row here is in that sweep's future, so only the sweeper under test can delete them.
const NOW = new Date(Date.now() + 10 * 365 * DAY);
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const POLICY = {
  sessionIdleMinutes: 480,
  sessionMaxDays: 30,
  endedSessionsDays: 30,
  contactMessagesDays: 365,
  outboxDays: 7,
};

let t: TestApp;
let outboxDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'brocardo-retention-outbox-'));
});
afterAll(async () => {
  await t.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const silent = { info: () => {}, error: () => {} };

describe('the retention sweep', () => {
  it('deletes what the privacy notice says is not kept, and nothing else', async () => {
    const { db } = t.database;
    const user = await createUser(db);
    const session = (tokenHash: string, row: Partial<typeof sessions.$inferInsert>) =>
      db.insert(sessions).values({ userId: user.id, tokenHash, ...row });
    await session('revoked-long-ago', {
      createdAt: ago(50),
      lastUsedAt: ago(45),
      revokedAt: ago(40),
      revokedReason: 'logout',
    });
    await session('revoked-recently', {
      createdAt: ago(12),
      lastUsedAt: ago(10),
      revokedAt: ago(10),
      revokedReason: 'superseded',
    });
    await session('idle-long-ago', { createdAt: ago(40), lastUsedAt: ago(35) });
    await session('past-its-lifetime', { createdAt: ago(61), lastUsedAt: ago(0.01) });
    await session('in-use', { createdAt: ago(2), lastUsedAt: ago(0.01) });

    await db.insert(emailVerificationTokens).values([
      { userId: user.id, tokenHash: 'expired-link', expiresAt: ago(1) },
      { userId: user.id, tokenHash: 'valid-link', expiresAt: new Date(NOW.getTime() + DAY) },
    ]);
    await db.insert(usedCaptchaChallenges).values([
      { signature: 'expired-challenge', expiresAt: ago(0.1) },
      { signature: 'valid-challenge', expiresAt: new Date(NOW.getTime() + 60_000) },
    ]);
    await db.insert(loginThrottles).values([
      { email: 'dimenticato@studio.it', failedAttempts: 2, updatedAt: ago(2) },
      { email: 'recente@studio.it', failedAttempts: 1, updatedAt: ago(0.1) },
      {
        email: 'bloccato@studio.it',
        failedAttempts: 3,
        updatedAt: ago(2),
        lockedUntil: new Date(NOW.getTime() + 60_000),
      },
    ]);
    const contact = (email: string, createdAt: Date) =>
      db.insert(contactMessages).values({
        name: 'Mario Rossi',
        email,
        message: 'Vorrei informazioni.',
        privacyConsentAt: createdAt,
        createdAt,
      });
    await contact('vecchio@studio.it', ago(400));
    await contact('nuovo@studio.it', ago(30));

    await writeFile(path.join(outboxDir, 'old.eml'), 'Subject: verifica');
    await utimes(path.join(outboxDir, 'old.eml'), ago(8), ago(8));
    await writeFile(path.join(outboxDir, 'new.eml'), 'Subject: verifica');
    await utimes(path.join(outboxDir, 'new.eml'), ago(1), ago(1));

    const sweeper = createRetentionSweeper({ db, clock: () => NOW, policy: POLICY, outboxDir, log: silent });
    expect(await sweeper.sweep()).toEqual({
      sessions: 3,
      verificationTokens: 1,
      captchaChallenges: 1,
      loginThrottles: 1,
      contactMessages: 1,
      outboxFiles: 1,
      conversations: 0,
    });

    const left = await db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.hash).sort()).toEqual(['in-use', 'revoked-recently']);
    expect(
      (
        await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id))
      ).map((row) => row.tokenHash),
    ).toEqual(['valid-link']);
    expect((await db.select().from(usedCaptchaChallenges)).map((row) => row.signature)).toEqual([
      'valid-challenge',
    ]);
    expect((await db.select().from(loginThrottles)).map((row) => row.email).sort()).toEqual([
      'bloccato@studio.it',
      'recente@studio.it',
    ]);
    expect((await db.select().from(contactMessages)).map((row) => row.email)).toEqual(['nuovo@studio.it']);
    expect(await readdir(outboxDir)).toEqual(['new.eml']);

    // A second sweep finds nothing more: replicas sweeping together are harmless.
    expect(Object.values(await sweeper.sweep()).every((count) => count === 0)).toBe(true);
  });
});

describe('SESSION_MAX_DAYS', () => {
  it('ends a session that many days after its sign-in, however recently it was used', async () => {
    const user = await createUser(t.database.db);
    const token = await tokenFor(t, user);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations', headers })).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(sessions.userId, user.id));
    const expired = await t.app.inject({ method: 'GET', url: '/api/conversations', headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error_code).toBe('UNAUTHENTICATED');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.revokedReason).toBe('expired');
  });
});
