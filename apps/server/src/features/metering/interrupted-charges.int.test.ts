import { POINTS_ACTIONS } from '@brocardo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { pointsLedger, usageRecords } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { balanceAndLedgerSum } from '../chat/chat.test-support';
import { createPointsService, type PointsService } from '../points/points.service';
import { createInterruptedChargeSweeper, INTERRUPTED_REFUND_REASON } from './interrupted-charges';

let t: TestApp;
let points: PointsService;
beforeAll(async () => {
  t = await buildTestApp();
  points = createPointsService({ db: t.database.db, clock: systemClock, config: t.config });
});
afterAll(() => t.close());

const SETTLED_AFTER_MS = 10 * 60_000;
const quietLog = { info() {}, error() {} };

function sweeperAt(offsetMs: number) {
  return createInterruptedChargeSweeper({
    db: t.database.db,
    points,
    clock: () => new Date(Date.now() + offsetMs),
    settledAfterMs: SETTLED_AFTER_MS,
    log: quietLog,
  });
}

describe('charges left by a server stopped mid-answer', () => {
  it('are given back once they are older than the longest answer, and only those', async () => {
    const user = await createUser(t.database.db);
    const start = await balanceAndLedgerSum(t.database.db, user.id);
    const orphaned = await points.charge(user.id, 'rag_interrogation'); // no usage record: interrupted
    const answered = await points.charge(user.id, 'chat_message');
    await t.database.db.insert(usageRecords).values({
      userId: user.id,
      feature: 'chat_standard',
      provider: 'openai',
      status: 'completed',
      pointsCharged: answered.points,
      pointsLedgerId: answered.ledgerId,
    });
    const refunded = await points.charge(user.id, 'web_search_query');
    await points.refund(refunded, 'Rimborso: il servizio AI non ha risposto');
    const charged = orphaned.points + answered.points;

    // Younger than an answer can last: it may still be streaming on another replica.
    expect(await sweeperAt(0).sweep()).toBe(0);

    const later = sweeperAt(SETTLED_AFTER_MS + 60_000);
    expect(await later.sweep()).toBe(1);
    const after = await balanceAndLedgerSum(t.database.db, user.id);
    expect(after.balance).toBe(start.balance - charged + orphaned.points);
    expect(after.ledgerSum).toBe(after.balance);
    const [refund] = await t.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.refundOf, orphaned.ledgerId!));
    expect(refund).toMatchObject({
      kind: 'refund',
      delta: orphaned.points,
      description: INTERRUPTED_REFUND_REASON,
    });

    // Two replicas sweeping, or the next round: nothing more.
    expect(await Promise.all([later.sweep(), sweeperAt(SETTLED_AFTER_MS + 60_000).sweep()])).toEqual([0, 0]);
    expect((await balanceAndLedgerSum(t.database.db, user.id)).balance).toBe(after.balance);
  });

  it('covers every chargeable action, not only the chat questions', async () => {
    const user = await createUser(t.database.db);
    const orphaned = [];
    for (const action of POINTS_ACTIONS) orphaned.push(await points.charge(user.id, action));
    const generated = await points.charge(user.id, 'legal_document_complex'); // settled by its record
    await t.database.db.insert(usageRecords).values({
      userId: user.id,
      feature: 'legal_document_complex',
      provider: 'openai',
      status: 'completed',
      pointsCharged: generated.points,
      pointsLedgerId: generated.ledgerId,
    });
    await points.adjust(user.id, 500, 'test'); // an adjustment is not a charge

    expect(await sweeperAt(SETTLED_AFTER_MS + 60_000).sweep()).toBe(POINTS_ACTIONS.length);
    const refunds = await t.database.db
      .select({ action: pointsLedger.action, refundOf: pointsLedger.refundOf })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'refund')))
      .orderBy(pointsLedger.id);
    expect(refunds).toEqual(orphaned.map((charge) => ({ action: charge.action, refundOf: charge.ledgerId })));
    const after = await balanceAndLedgerSum(t.database.db, user.id);
    expect(after.balance).toBe(500 + orphaned.reduce((sum, charge) => sum + charge.points, 0));
    expect(after.ledgerSum).toBe(after.balance);
  });
});
