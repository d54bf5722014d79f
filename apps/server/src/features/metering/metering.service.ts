import { AppError, isPointsAction, type UsageAction } from '@brocardo/shared';
import type { LlmProvider, LlmUsage } from '../../ai/llm';
import { costOf, type LlmPrices, toDecimal } from '../../ai/pricing';
import type { Metrics } from '../../platform/metrics';
import type { PointsCharge, PointsService } from '../points/points.service';
import type { MeteringRepo } from './metering.repo';

export type MeterOutcome = 'completed' | 'aborted' | 'failed';

export interface MeterLog {
  error(details: object, message: string): void;
}

/** The ledger's reason for giving back a run that delivered nothing. */
export const REFUND_REASON: Readonly<Record<Exclude<MeterOutcome, 'completed'>, string>> = {
  failed: 'Rimborso: il servizio AI non ha risposto',
  aborted: 'Rimborso: risposta interrotta prima del primo testo',
};

export interface MeterOptions {
  /** The ledger description of the charge. */
  description?: string;
  /** Whether the run costs points: by default, whether the action has a cost at all. */
  charged?: boolean;
  conversationId?: number | null;
  /** The generated document or the case the run is spent on (see MeteredRunContext.link). */
  legalDocumentId?: number | null;
  caseStrategyId?: number | null;
  /**
   * The matter the record is filed under. Absent: the matter of its conversation, generated document
   * or case as the record is written (metering.repo.ts), so points per matter follow the items.
   */
  matterId?: number | null;
  /** performance.now() when the work began (latency and time to first token count from it). */
  startedAt?: number;
  /** Where refund and record failures are logged (the request's logger); the service's by default. */
  log?: MeterLog;
  /**
   * The charge is taken once this resolves; at once without it. If it rejects, nothing is taken and
   * `Meter.charge` rejects with its reason (the run was refused before it was paid for).
   */
  chargeAfter?: Promise<unknown>;
}

/** How a run ended, as its usage record keeps it. */
export interface Settlement {
  outcome: MeterOutcome;
  /** The tokens the model reported (null: none reported). */
  usage: LlmUsage | null;
  /** Some output reached the user: a run that then fails is not refunded. */
  delivered: boolean;
  errorCode?: string | null;
  firstTokenMs?: number | null;
}

export interface Settled {
  refunded: boolean;
  /** The balance after the refund; null when nothing was given back. */
  balance: number | null;
  latencyMs: number;
}

/** One metered run, begun: its charge is under way. */
export interface Meter {
  /**
   * Resolves with the charge (null when the run is free); rejects with INSUFFICIENT_POINTS (402), or
   * with the reason `chargeAfter` rejected with (nothing taken).
   */
  readonly charge: Promise<PointsCharge | null>;
  readonly startedAt: number;
  /** Names the item the run created, before it is settled (MeteredRunContext.link). */
  link(item: Pick<MeterOptions, 'legalDocumentId' | 'caseStrategyId'>): void;
  /** Gives the charge back for a run refused before it started; no usage record. Never throws. */
  cancel(reason: string): Promise<Settled>;
  /**
   * Ends the run: refunds the charge if the run did not complete and delivered nothing, then writes
   * the one usage record. Never throws. Only the first of cancel / settle acts; later calls return
   * its result, so a run is refunded and recorded at most once.
   */
  settle(settlement: Settlement): Promise<Settled>;
}

/** What a run given to meteredRun may tell the meter. */
export interface MeteredRunContext {
  charge: PointsCharge | null;
  /** Output has reached the user: from now on a failure is not refunded. */
  delivered(): void;
  /** Adds the tokens a model call reported. */
  addUsage(usage: LlmUsage | null): void;
  /**
   * Names the item the run created (a generated document, a case): its usage record, written after
   * the run, carries it and its matter.
   */
  link(item: Pick<MeterOptions, 'legalDocumentId' | 'caseStrategyId'>): void;
}

export interface MeteringDeps {
  points: Pick<PointsService, 'charge' | 'refund'>;
  repo: Pick<MeteringRepo, 'insert'>;
  prices: LlmPrices;
  /** The model the runs call, as the usage records name it. */
  provider: Pick<LlmProvider, 'kind' | 'model'>;
  log: MeterLog;
  /** Tokens, cost and outcome of each run, for GET /metrics. */
  metrics?: Pick<Metrics, 'usageRecorded'>;
}

const NO_USAGE: LlmUsage = {
  promptTokens: 0,
  cachedPromptTokens: 0,
  cacheWritePromptTokens: 0,
  completionTokens: 0,
};

function added(total: LlmUsage, usage: LlmUsage | null): LlmUsage {
  if (!usage) return total;
  return {
    promptTokens: total.promptTokens + usage.promptTokens,
    cachedPromptTokens: total.cachedPromptTokens + usage.cachedPromptTokens,
    cacheWritePromptTokens: (total.cacheWritePromptTokens ?? 0) + (usage.cacheWritePromptTokens ?? 0),
    completionTokens: total.completionTokens + usage.completionTokens,
  };
}

/**
 * Every AI action is metered here: charge (one statement in features/points), run, refund at most
 * once when nothing was delivered, one usage record with tokens, cached tokens, cache writes and cost. A charge
 * neither recorded nor refunded (a server stopped mid-run) is given back by interrupted-charges.ts.
 */
export function createMeteringService(deps: MeteringDeps) {
  const { points, repo, prices, provider } = deps;

  function begin(action: UsageAction, userId: number, initial: MeterOptions = {}): Meter {
    const options = { ...initial };
    const startedAt = options.startedAt ?? performance.now();
    const log = options.log ?? deps.log;
    const charged = (options.charged ?? true) && isPointsAction(action);
    let charge: Promise<PointsCharge | null> = Promise.resolve(null);
    if (charged) {
      const take = () => points.charge(userId, action, options.description);
      charge = options.chargeAfter ? options.chargeAfter.then(take) : take();
    }
    // The caller may fail before it awaits the charge: its 402 must not be an unhandled rejection.
    charge.catch(() => {});
    let done: Promise<Settled> | null = null;

    async function refund(reason: string): Promise<number | null> {
      const taken = await charge.catch(() => null);
      if (!taken || taken.points === 0) return null;
      return points.refund(taken, reason).catch((error: unknown) => {
        log.error({ err: error, ledger_id: taken.ledgerId }, 'refund failed');
        return null;
      });
    }

    async function close(settlement: Settlement): Promise<Settled> {
      const balance =
        settlement.outcome !== 'completed' && !settlement.delivered
          ? await refund(REFUND_REASON[settlement.outcome])
          : null;
      const refunded = balance !== null;
      const taken = await charge.catch(() => null);
      const usage = settlement.usage ?? NO_USAGE;
      const cost = costOf(usage, prices);
      const firstTokenMs = settlement.firstTokenMs ?? null;
      // Measured before the record is written: once the caller answers, the record exists.
      const latencyMs = Math.round(performance.now() - startedAt);
      deps.metrics?.usageRecorded({
        action,
        status: settlement.outcome,
        promptTokens: usage.promptTokens,
        cachedPromptTokens: usage.cachedPromptTokens,
        completionTokens: usage.completionTokens,
        cost: cost.inputCacheHit + cost.inputCacheMiss + cost.inputCacheWrite + cost.output,
      });
      await repo
        .insert({
          userId,
          action,
          conversationId: options.conversationId ?? null,
          legalDocumentId: options.legalDocumentId ?? null,
          caseStrategyId: options.caseStrategyId ?? null,
          ...(options.matterId === undefined ? {} : { matterId: options.matterId }),
          provider: provider.kind,
          model: provider.model,
          status: settlement.outcome,
          errorCode: settlement.errorCode ?? null,
          promptTokens: usage.promptTokens,
          cachedPromptTokens: usage.cachedPromptTokens,
          cacheWritePromptTokens: usage.cacheWritePromptTokens ?? 0,
          completionTokens: usage.completionTokens,
          costCacheHit: toDecimal(cost.inputCacheHit),
          costCacheMiss: toDecimal(cost.inputCacheMiss),
          costCacheWrite: toDecimal(cost.inputCacheWrite),
          costOutput: toDecimal(cost.output),
          firstTokenMs: firstTokenMs === null ? null : Math.round(firstTokenMs),
          latencyMs,
          pointsCharged: refunded ? 0 : (taken?.points ?? 0),
          pointsLedgerId: taken?.ledgerId ?? null,
        })
        .catch((error: unknown) => log.error({ err: error }, 'usage record not written'));
      return { refunded, balance, latencyMs };
    }

    return {
      charge,
      startedAt,
      link(item) {
        if (item.legalDocumentId !== undefined) options.legalDocumentId = item.legalDocumentId;
        if (item.caseStrategyId !== undefined) options.caseStrategyId = item.caseStrategyId;
      },
      cancel(reason) {
        done ??= refund(reason).then((balance) => ({
          refunded: balance !== null,
          balance,
          latencyMs: Math.round(performance.now() - startedAt),
        }));
        return done;
      },
      settle(settlement) {
        done ??= close(settlement);
        return done;
      },
    };
  }

  /**
   * A simple request/response action: charge (402 before `run` is called, nothing recorded), run,
   * then settle: completed when `run` resolves; failed when it throws (refunded unless it called
   * `delivered()` first), and the error rethrown.
   */
  async function meteredRun<T>(
    action: UsageAction,
    userId: number,
    run: (context: MeteredRunContext) => Promise<T>,
    options?: MeterOptions,
  ): Promise<T> {
    const meter = begin(action, userId, options);
    const charge = await meter.charge;
    let delivered = false;
    let usage = NO_USAGE;
    const context: MeteredRunContext = {
      charge,
      delivered: () => {
        delivered = true;
      },
      addUsage: (reported) => {
        usage = added(usage, reported);
      },
      link: (item) => meter.link(item),
    };
    let value: T;
    try {
      value = await run(context);
    } catch (error) {
      const errorCode = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
      await meter.settle({ outcome: 'failed', usage, delivered, errorCode });
      throw error;
    }
    await meter.settle({ outcome: 'completed', usage, delivered: true });
    return value;
  }

  return { begin, meteredRun };
}

export type MeteringService = ReturnType<typeof createMeteringService>;
