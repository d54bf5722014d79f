import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { conversations, messages, users } from '../../db/schema';
import { createRetentionSweeper } from './retention.service';

const DAY = 86_400_000;
const NOW = new Date('2026-11-26T10:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const POLICY = {
  sessionIdleMinutes: 480,
  sessionMaxDays: 30,
  endedSessionsDays: 30,
  contactMessagesDays: 365,
  outboxDays: 7,
};
const silent = { info: () => {}, error: () => {} };

let t: TestApp;
let outboxDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'brocardo-conversation-retention-'));
});
afterAll(async () => {
  await t.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('the per-user conversation retention in the sweep', () => {
  it('deletes, in batches, only the conversations idle past their own user’s chosen days', async () => {
    const { db } = t.database;
    const thirtyDays = await createUser(db);
    const sevenDays = await createUser(db);
    const keeper = await createUser(db);
    await db.update(users).set({ conversationRetentionDays: 30 }).where(eq(users.id, thirtyDays.id));
    await db.update(users).set({ conversationRetentionDays: 7 }).where(eq(users.id, sevenDays.id));
    const conversation = async (userId: number, idleDays: number) => {
      const [row] = await db
        .insert(conversations)
        .values({ userId, title: `Idle ${idleDays}`, createdAt: ago(idleDays + 1), updatedAt: ago(idleDays) })
        .returning({ id: conversations.id });
      await db.insert(messages).values({ conversationId: row!.id, role: 'user', content: 'Domanda' });
      return row!.id;
    };
    // More expired conversations than one batch holds (200), so the loop must go round.
    const expiredMany: number[] = [];
    for (let index = 0; index < 205; index += 1) expiredMany.push(await conversation(thirtyDays.id, 31));
    const kept = [
      await conversation(thirtyDays.id, 29),
      await conversation(sevenDays.id, 6),
      await conversation(keeper.id, 400),
    ];
    const expired = [...expiredMany, await conversation(sevenDays.id, 8)];

    const sweeper = createRetentionSweeper({ db, clock: () => NOW, policy: POLICY, outboxDir, log: silent });
    expect((await sweeper.sweep()).conversations).toBe(expired.length);
    const left = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(conversations.id, [...kept, ...expired]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));
    expect(await db.$count(messages, inArray(messages.conversationId, expired))).toBe(0);
    expect(await db.$count(messages, inArray(messages.conversationId, kept))).toBe(3);
    expect((await sweeper.sweep()).conversations).toBe(0);
  });
});
