import { AppError, DEFAULT_POINT_COSTS } from '@brocardo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { pointsLedger } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { balanceAndLedgerSum, usageOf } from '../chat/chat.test-support';
import { createPointsService, type PointsService } from '../points/points.service';
import { createMeteringRepo } from './metering.repo';
import { createMeteringService, type MeteringService, REFUND_REASON } from './metering.service';

let t: TestApp;
let points: PointsService;
let metering: MeteringService;
const errors: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  points = createPointsService({ db: t.database.db, clock: systemClock, config: t.config });
  metering = createMeteringService({
    points,
    repo: createMeteringRepo(t.database.db),
    // $1, $2, $3 and $4 per million tokens: 1,000,000 tokens of each cost exactly that.
    prices: { inputCacheHit: 1, inputCacheMiss: 2, inputCacheWrite: 3, output: 4 },
    provider: { kind: 'openai', model: 'modello-di-prova' },
    log: { error: (_details, message) => errors.push(message) },
  });
});
afterAll(() => t.close());

const USAGE = { promptTokens: 3_000_000, cachedPromptTokens: 1_000_000, completionTokens: 500_000 };
const COST = DEFAULT_POINT_COSTS.legal_document_simple;

async function rowsOf(userId: number, kind: 'charge' | 'refund') {
  return t.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, kind)))
    .orderBy(pointsLedger.id);
}

describe('meteredRun', () => {
  it('charges the action, runs, and records tokens, cached tokens and cost on success', async () => {
    const user = await createUser(t.database.db);
    const result = await metering.meteredRun(
      'legal_document_simple',
      user.id,
      async (run) => {
        expect(run.charge).toMatchObject({
          action: 'legal_document_simple',
          points: COST,
          balance: 1000 - COST,
        });
        run.addUsage({ promptTokens: 2_000_000, cachedPromptTokens: 1_000_000, completionTokens: 200_000 });
        run.addUsage({ promptTokens: 1_000_000, cachedPromptTokens: 0, completionTokens: 300_000 });
        return 'Atto generato';
      },
      { description: 'Atto semplice' },
    );
    expect(result).toBe('Atto generato');

    const [charge] = await rowsOf(user.id, 'charge');
    expect(charge).toMatchObject({
      action: 'legal_document_simple',
      delta: -COST,
      description: 'Atto semplice',
    });
    expect(await rowsOf(user.id, 'refund')).toEqual([]);
    expect(await usageOf(t.database.db, user.id)).toEqual([
      expect.objectContaining({
        feature: 'legal_document_simple',
        provider: 'openai',
        model: 'modello-di-prova',
        status: 'completed',
        errorCode: null,
        promptTokens: USAGE.promptTokens,
        cachedPromptTokens: USAGE.cachedPromptTokens,
        completionTokens: USAGE.completionTokens,
        costCacheHit: '1.00000000',
        costCacheMiss: '4.00000000',
        costOutput: '2.00000000',
        firstTokenMs: null,
        pointsCharged: COST,
        pointsLedgerId: charge!.id,
      }),
    ]);
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({
      balance: 1000 - COST,
      ledgerSum: 1000 - COST,
    });
  });

  it('records cache writes apart: their tokens and their cost, out of the misses', async () => {
    const user = await createUser(t.database.db);
    await metering.meteredRun('legal_document_simple', user.id, async (run) => {
      run.addUsage({
        promptTokens: 3_000_000,
        cachedPromptTokens: 500_000,
        cacheWritePromptTokens: 2_000_000,
        completionTokens: 0,
      });
      // A provider that reports no writes adds none.
      run.addUsage({ promptTokens: 1_000_000, cachedPromptTokens: 0, completionTokens: 250_000 });
    });
    // Misses: 4,000,000 − 500,000 − 2,000,000 = 1,500,000 at $2.
    expect(await usageOf(t.database.db, user.id)).toEqual([
      expect.objectContaining({
        promptTokens: 4_000_000,
        cachedPromptTokens: 500_000,
        cacheWritePromptTokens: 2_000_000,
        completionTokens: 250_000,
        costCacheHit: '0.50000000',
        costCacheMiss: '3.00000000',
        costCacheWrite: '6.00000000',
        costOutput: '1.00000000',
      }),
    ]);
  });

  it('refunds once and records the run as failed when it throws before delivering', async () => {
    const user = await createUser(t.database.db);
    const failure = await metering
      .meteredRun('legal_document_simple', user.id, async (run) => {
        run.addUsage({ promptTokens: 10, cachedPromptTokens: 0, completionTokens: 0 });
        throw new AppError('LLM_UNAVAILABLE');
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('LLM_UNAVAILABLE');

    const [charge] = await rowsOf(user.id, 'charge');
    const refunds = await rowsOf(user.id, 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ refundOf: charge!.id, delta: COST, description: REFUND_REASON.failed }),
    ]);
    expect(await usageOf(t.database.db, user.id)).toEqual([
      expect.objectContaining({
        feature: 'legal_document_simple',
        status: 'failed',
        errorCode: 'LLM_UNAVAILABLE',
        promptTokens: 10,
        pointsCharged: 0,
        pointsLedgerId: charge!.id,
      }),
    ]);
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 1000, ledgerSum: 1000 });

    // An unexpected error is recorded as INTERNAL_ERROR and rethrown as it is.
    const bug = new Error('bug');
    await expect(
      metering.meteredRun('case_strategy_simple', user.id, async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect((await usageOf(t.database.db, user.id))[1]).toMatchObject({
      status: 'failed',
      errorCode: 'INTERNAL_ERROR',
    });
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
  });

  it('does not refund a run that delivered output before it failed', async () => {
    const user = await createUser(t.database.db);
    await expect(
      metering.meteredRun('legal_document_simple', user.id, async (run) => {
        run.delivered();
        throw new AppError('LLM_ERROR');
      }),
    ).rejects.toMatchObject({ code: 'LLM_ERROR' });
    expect(await rowsOf(user.id, 'refund')).toEqual([]);
    expect(await usageOf(t.database.db, user.id)).toEqual([
      expect.objectContaining({ status: 'failed', errorCode: 'LLM_ERROR', pointsCharged: COST }),
    ]);
    expect((await balanceAndLedgerSum(t.database.db, user.id)).balance).toBe(1000 - COST);
  });

  it('answers 402 with points_info when the balance is short, without running or recording anything', async () => {
    const user = await createUser(t.database.db);
    await points.adjust(user.id, 3, 'test');
    let ran = false;
    const short = await metering
      .meteredRun('legal_document_simple', user.id, async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(short).toBeInstanceOf(AppError);
    expect((short as AppError).status).toBe(402);
    expect((short as AppError).extra).toEqual({
      error_type: 'insufficient_points',
      points_info: { required: COST, current_balance: 3, shortfall: COST - 3 },
    });
    expect(ran).toBe(false);
    expect(await rowsOf(user.id, 'charge')).toEqual([]);
    expect(await usageOf(t.database.db, user.id)).toEqual([]);
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 3, ledgerSum: 3 });
  });

  it('records query enrichment with its tokens and no charge', async () => {
    const user = await createUser(t.database.db);
    const text = await metering.meteredRun('query_enrichment', user.id, async (run) => {
      expect(run.charge).toBeNull();
      run.addUsage({ promptTokens: 120, cachedPromptTokens: 100, completionTokens: 15 });
      return 'locazione, conduttore';
    });
    expect(text).toBe('locazione, conduttore');
    expect(await rowsOf(user.id, 'charge')).toEqual([]);
    expect(await usageOf(t.database.db, user.id)).toEqual([
      expect.objectContaining({
        feature: 'query_enrichment',
        status: 'completed',
        promptTokens: 120,
        cachedPromptTokens: 100,
        completionTokens: 15,
        pointsCharged: 0,
        pointsLedgerId: null,
      }),
    ]);
  });
});

describe('a begun meter', () => {
  it('refunds at most once and records once when settled twice at the same time', async () => {
    const user = await createUser(t.database.db);
    const meter = metering.begin('case_strategy_complex', user.id);
    const charge = await meter.charge;
    const failed = { outcome: 'failed', usage: null, delivered: false, errorCode: 'LLM_TIMEOUT' } as const;
    const [first, second] = await Promise.all([meter.settle(failed), meter.settle(failed)]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ refunded: true, balance: 1000 });
    expect(await rowsOf(user.id, 'refund')).toEqual([
      expect.objectContaining({ refundOf: charge!.ledgerId }),
    ]);
    expect(await usageOf(t.database.db, user.id)).toHaveLength(1);
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
  });

  it('refunds at most once when a settle races another refund of the same charge (the sweep)', async () => {
    const user = await createUser(t.database.db);
    const meter = metering.begin('web_search_query', user.id);
    const charge = await meter.charge;
    await Promise.all([
      meter.settle({ outcome: 'aborted', usage: null, delivered: false }),
      points.refund(charge!, 'Rimborso: risposta interrotta dal riavvio del server'),
    ]);
    expect(await rowsOf(user.id, 'refund')).toHaveLength(1);
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
  });

  it('gives the charge back without a record when the run is cancelled before it starts', async () => {
    const user = await createUser(t.database.db);
    const meter = metering.begin('rag_interrogation', user.id, { description: 'Interrogazione' });
    await meter.charge;
    expect(await meter.cancel('Rimborso: domanda non accettata')).toMatchObject({
      refunded: true,
      balance: 1000,
    });
    // Settling after a cancel changes nothing.
    await meter.settle({ outcome: 'completed', usage: USAGE, delivered: true });
    expect(await rowsOf(user.id, 'refund')).toEqual([
      expect.objectContaining({ description: 'Rimborso: domanda non accettata' }),
    ]);
    expect(await usageOf(t.database.db, user.id)).toEqual([]);
  });

  it('charges nothing when told the run is free, and still records it', async () => {
    const user = await createUser(t.database.db);
    const meter = metering.begin('chat_message', user.id, { charged: false, conversationId: null });
    expect(await meter.charge).toBeNull();
    const settled = await meter.settle({
      outcome: 'failed',
      usage: null,
      delivered: false,
      firstTokenMs: null,
    });
    expect(settled).toMatchObject({ refunded: false, balance: null });
    expect(await rowsOf(user.id, 'charge')).toEqual([]);
    expect(await usageOf(t.database.db, user.id)).toEqual([
      expect.objectContaining({
        feature: 'chat_standard',
        status: 'failed',
        pointsCharged: 0,
        pointsLedgerId: null,
      }),
    ]);
    expect(errors).toEqual([]);
  });
});
