import { randomUUID } from 'node:crypto';
import {
  type AiStatusResponse,
  AppError,
  CHAT_MODE_ACTION,
  type ChatMode,
  type DoneEvent,
  type ErrorEvent,
  EXTRACTIVE_ANSWER_LABEL,
  type ParsedChatRequest,
  type ResponseInfoEvent,
  selectContext,
} from '@brocardo/shared';
import {
  type ChatMessage,
  createLlmProvider,
  type LlmProvider,
  type LlmProviderDeps,
  type LlmUsage,
} from '../../ai/llm';
import { costOf, type LlmPrices, pricesFromConfig, toDecimal } from '../../ai/pricing';
import { createQueryEnricher } from '../../ai/query-enricher';
import { LEGAL_ASSISTANT_SYSTEM_PROMPT } from '../../ai/system-prompt';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SseStream } from '../../platform/sse';
import type { ConversationsService } from '../conversations/conversations.service';
import type { DocumentSearch } from '../documents/document-search';
import { createUserDocumentsPreparer } from '../documents/documents-preparer';
import type { LegalDbService } from '../legal-db/legal-db.service';
import { createRagPreparer } from '../legal-db/rag-preparer';
import type { PointsCharge, PointsService } from '../points/points.service';
import {
  CHARGE_DESCRIPTION,
  chargesPoints,
  DEFAULT_MODE_PREPARERS,
  type ModePreparation,
  type ModePreparer,
  USAGE_FEATURE,
} from './chat-modes';
import { createUsageRepo, type NewUsageRecord, type UsageRepo } from './usage.repo';

export interface ChatLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A question that passed every check and has been paid for: ready to stream. */
export interface PreparedChat {
  userId: number;
  mode: ChatMode;
  conversationId: number | null;
  messages: ChatMessage[];
  preparation: ModePreparation;
  charge: PointsCharge | null;
  balance: number;
  /** performance.now() when the request reached the handler. */
  startedAt: number;
}

export interface ChatServiceDeps {
  provider: LlmProvider;
  points: PointsService;
  conversations: Pick<ConversationsService, 'messagesForAnswer'>;
  usage: UsageRepo;
  prices: LlmPrices;
  /** Retrieval per mode; the defaults answer RAG_UNAVAILABLE / WEB_SEARCH_UNAVAILABLE. */
  preparers?: Partial<Record<ChatMode, ModePreparer>>;
}

type Outcome = 'completed' | 'aborted' | 'failed';

const NO_USAGE: LlmUsage = { promptTokens: 0, cachedPromptTokens: 0, completionTokens: 0 };
/** A question the pipeline refused before answering (unknown conversation, limit, no retrieval). */
const REFUSED_REASON = 'Rimborso: domanda non accettata';

const REFUND_REASON: Record<Exclude<Outcome, 'completed'>, string> = {
  failed: 'Rimborso: il servizio AI non ha risposto',
  aborted: 'Rimborso: risposta interrotta prima del primo testo',
};

/** The history plus the question, unless the client already stored it as the last message. */
function withQuestion(history: ChatMessage[], question: string): ChatMessage[] {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const message = history[index]!;
    if (message.role === 'system') continue;
    if (message.role === 'user' && message.content.trim() === question) return history;
    break;
  }
  return [...history, { role: 'user', content: question }];
}

interface Settled {
  outcome: Outcome;
  errorCode: string | null;
  reported: LlmUsage;
  firstTokenMs: number | null;
  latencyMs: number;
  refunded: boolean;
}

function usageRecord(
  chat: PreparedChat,
  settled: Settled,
  provider: LlmProvider,
  prices: LlmPrices,
): NewUsageRecord {
  const { reported } = settled;
  const cost = costOf(reported, prices);
  return {
    userId: chat.userId,
    conversationId: chat.conversationId,
    feature: USAGE_FEATURE[chat.mode],
    provider: provider.kind,
    model: provider.model,
    status: settled.outcome,
    errorCode: settled.errorCode,
    promptTokens: reported.promptTokens,
    cachedPromptTokens: reported.cachedPromptTokens,
    completionTokens: reported.completionTokens,
    costCacheHit: toDecimal(cost.inputCacheHit),
    costCacheMiss: toDecimal(cost.inputCacheMiss),
    costOutput: toDecimal(cost.output),
    firstTokenMs: settled.firstTokenMs === null ? null : Math.round(settled.firstTokenMs),
    latencyMs: settled.latencyMs,
    pointsCharged: settled.refunded ? 0 : (chat.charge?.points ?? 0),
    pointsLedgerId: chat.charge?.ledgerId ?? null,
  };
}

export function createChatService(deps: ChatServiceDeps) {
  const { provider, points, conversations, usage } = deps;
  const preparers = { ...DEFAULT_MODE_PREPARERS, ...deps.preparers };

  /**
   * Everything before the stream. The charge runs alongside the conversation read and the mode's
   * retrieval (a round trip less before the first token); when those refuse the question (404,
   * 422 at the message limit, 503 while retrieval is unavailable) the charge is given back and
   * their error wins over a 402. Errors here are ordinary HTTP errors: the client sees their status.
   */
  async function prepare(
    userId: number,
    mode: ChatMode,
    request: ParsedChatRequest,
    log: ChatLog,
  ): Promise<PreparedChat> {
    const startedAt = performance.now();
    const question = request.text;
    const conversationId = request.conversation_id ?? null;
    const charging = chargesPoints(mode, provider, request)
      ? points.charge(userId, CHAT_MODE_ACTION[mode], CHARGE_DESCRIPTION[mode])
      : null;
    const gathering = (async () => {
      const history: ChatMessage[] = conversationId
        ? await conversations.messagesForAnswer(userId, conversationId)
        : // Without a stored conversation the client's context is used, minus any system role it sends.
          (request.context ?? []).filter((message) => message.role !== 'system');
      return { history, preparation: await preparers[mode]({ userId, question, request }) };
    })();
    const [gathered, charged] = await Promise.allSettled([gathering, charging]);
    if (gathered.status === 'rejected') {
      if (charged.status === 'fulfilled' && charged.value)
        await refundQuietly(charged.value, REFUSED_REASON, log);
      throw gathered.reason;
    }
    if (charged.status === 'rejected') throw charged.reason;
    const charge = charged.value;
    const balance = charge ? charge.balance : await points.balance(userId);
    const { history, preparation } = gathered.value;
    const messages: ChatMessage[] = [
      { role: 'system', content: LEGAL_ASSISTANT_SYSTEM_PROMPT },
      ...(preparation.systemMessages ?? []),
      ...selectContext(withQuestion(history, question)),
    ];
    return { userId, mode, conversationId, messages, preparation, charge, balance, startedAt };
  }

  async function refundQuietly(charge: PointsCharge, reason: string, log: ChatLog): Promise<void> {
    if (charge.points === 0) return;
    await points.refund(charge, reason).catch((error: unknown) => {
      log.error({ err: error, ledger_id: charge.ledgerId }, 'refund failed');
    });
  }

  /**
   * Streams the answer and settles the question: response_info, the model's text as OpenAI
   * chunks, then `done` (or `error`), then [DONE]; a refund when nothing was streamed; one usage
   * record whatever happened. Never throws: the response is already under way.
   */
  async function stream(chat: PreparedChat, sse: SseStream, log: ChatLog): Promise<void> {
    const model = provider.model ?? 'extractive';
    // Every chunk shares all but its text: serialized once, so a chunk costs one JSON.stringify.
    const chunkHead = `{"id":"chatcmpl-${randomUUID()}","object":"chat.completion.chunk","created":${Math.floor(Date.now() / 1000)},"model":${JSON.stringify(model)},"choices":[{"index":0,"delta":{"content":`;
    const chunkTail = '},"finish_reason":null}]}';

    sse.send({
      type: 'response_info',
      mode: chat.mode,
      provider: provider.kind,
      extractive: provider.kind === 'extractive',
      model: provider.model,
      points_charged: chat.charge?.points ?? 0,
      balance: chat.balance,
    } satisfies ResponseInfoEvent);
    for (const event of chat.preparation.events ?? []) sse.send(event);

    let firstTokenMs: number | null = null;
    let reported: LlmUsage = NO_USAGE;
    let failure: AppError | null = null;
    try {
      const usage = await provider.stream(
        { messages: chat.messages, signal: sse.signal, passages: chat.preparation.passages },
        (text) => {
          firstTokenMs ??= performance.now() - chat.startedAt;
          return sse.data(chunkHead + JSON.stringify(text) + chunkTail);
        },
      );
      if (usage) reported = usage;
    } catch (error) {
      if (error instanceof AppError) failure = error;
      else {
        log.error({ err: error }, 'chat stream failed');
        failure = new AppError('INTERNAL_ERROR');
      }
    }
    const outcome: Outcome = sse.signal.aborted ? 'aborted' : failure ? 'failed' : 'completed';

    let balance = chat.balance;
    let refunded = false;
    if (outcome !== 'completed' && firstTokenMs === null && chat.charge && chat.charge.points > 0) {
      try {
        balance = await points.refund(chat.charge, REFUND_REASON[outcome]);
        refunded = true;
      } catch (error) {
        log.error({ err: error, ledger_id: chat.charge.ledgerId }, 'refund failed');
      }
    }

    // Recorded before the stream closes: once the client reads [DONE], the record exists.
    const latencyMs = Math.round(performance.now() - chat.startedAt);
    const errorCode = failure?.code ?? (sse.abortCause === 'shutdown' ? 'SERVICE_UNAVAILABLE' : null);
    await usage
      .insert(
        usageRecord(
          chat,
          { outcome, errorCode, reported, firstTokenMs, latencyMs, refunded },
          provider,
          deps.prices,
        ),
      )
      .catch((error: unknown) => log.error({ err: error }, 'usage record not written'));
    if (sse.writable) {
      if (outcome === 'completed') {
        sse.send({
          type: 'done',
          usage: {
            prompt_tokens: reported.promptTokens,
            cached_tokens: reported.cachedPromptTokens,
            completion_tokens: reported.completionTokens,
          },
          balance,
        } satisfies DoneEvent);
      } else {
        // A failure, or the server shutting down (the client that left reads nothing more).
        const error = failure ?? new AppError('SERVICE_UNAVAILABLE');
        sse.send({
          type: 'error',
          message: error.message,
          error_code: error.code,
          refunded,
        } satisfies ErrorEvent);
      }
      sse.end();
    }

    log.info(
      {
        chat: {
          mode: chat.mode,
          outcome,
          error_code: errorCode,
          aborted_by: sse.abortCause,
          first_token_ms: firstTokenMs === null ? null : Math.round(firstTokenMs),
          latency_ms: latencyMs,
          refunded,
        },
      },
      'chat stream finished',
    );
  }

  /** Gives the points back for a prepared question that could not be streamed at all. */
  async function abandon(chat: PreparedChat, log: ChatLog): Promise<void> {
    if (chat.charge) await refundQuietly(chat.charge, REFUND_REASON.failed, log);
  }

  function status(): AiStatusResponse {
    return provider.kind === 'extractive'
      ? { provider: 'extractive', model: null, extractive_label: EXTRACTIVE_ANSWER_LABEL }
      : { provider: 'openai', model: provider.model };
  }

  return { prepare, stream, abandon, status };
}

export type ChatService = ReturnType<typeof createChatService>;

/** The chat service as the app runs it: the provider and prices from the configuration. */
export function chatServiceFromConfig(deps: {
  config: Config;
  db: Database;
  points: PointsService;
  conversations: Pick<ConversationsService, 'messagesForAnswer'>;
  legalDb: LegalDbService;
  userDocuments: DocumentSearch;
  log: LlmProviderDeps['log'];
}): ChatService {
  const provider = createLlmProvider({ config: deps.config, log: deps.log });
  return createChatService({
    provider,
    points: deps.points,
    conversations: deps.conversations,
    usage: createUsageRepo(deps.db),
    prices: pricesFromConfig(deps.config),
    preparers: {
      standard: createUserDocumentsPreparer(deps.userDocuments),
      rag: createRagPreparer({
        legalDb: deps.legalDb,
        enrich: createQueryEnricher(provider, deps.log),
        userDocuments: deps.userDocuments,
      }),
    },
  });
}
