import { randomUUID } from 'node:crypto';
import {
  type AiStatusResponse,
  AppError,
  CHAT_MODE_ACTION,
  type ChatMode,
  type CitationChecksEvent,
  type CitationsEvent,
  type DoneEvent,
  type ErrorEvent,
  EXTRACTIVE_ANSWER_LABEL,
  type ParsedChatRequest,
  type ResponseInfoEvent,
  selectContext,
  type TypedStreamEvent,
  USER_SOURCE_TYPE,
  WEB_SOURCE_TYPE,
} from '@brocardo/shared';
import type { ChatMessage, LlmProvider, LlmUsage } from '../../ai/llm';
import { LEGAL_ASSISTANT_SYSTEM_PROMPT } from '../../ai/system-prompt';
import { isDatabaseUnavailable } from '../../db/errors';
import type { SseStream } from '../../platform/sse';
import type { ActivityService } from '../activity/activity.service';
import type { ConversationsService } from '../conversations/conversations.service';
import {
  type Meter,
  type MeteringService,
  type MeterOutcome,
  REFUND_REASON,
} from '../metering/metering.service';
import type { PointsService } from '../points/points.service';
import { type AnswerCitationChecker, givenSources } from './answer-citation-checks';
import { type ChargeGate, createChargeGate } from './charge-gate';
import {
  CHARGE_DESCRIPTION,
  chargesPoints,
  DEFAULT_MODE_PREPARERS,
  type ModePreparation,
  type ModePreparer,
} from './chat-modes';
import { type EarlyAnswer, startEarlyAnswer } from './early-answer';

export interface ChatLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A question that passed every check and is paid for, or foreseen to be covered: ready to stream. */
export interface PreparedChat {
  userId: number;
  mode: ChatMode;
  conversationId: number | null;
  messages: ChatMessage[];
  preparation: ModePreparation;
  /** The question's metered run: its charge taken or gated, to be settled when the stream ends. */
  meter: Meter;
  /** Opens the charge of a question answered before it commits; a no-op for one charged up front. */
  gate: ChargeGate;
  /** The model's answer, already requested; null when the mode's retrieval failed (no model call). */
  answer: EarlyAnswer | null;
  /** The points the question costs and the balance after them, as response_info tells them. */
  announced: { points: number; balance: number };
  /** performance.now() when the request reached the handler. */
  startedAt: number;
  /** The question's length in characters (the activity record keeps it, never the text). */
  questionLength: number;
}

export interface ChatServiceDeps {
  provider: LlmProvider;
  points: Pick<PointsService, 'balance' | 'foresee'>;
  metering: Pick<MeteringService, 'begin'>;
  conversations: Pick<ConversationsService, 'messagesForAnswer'>;
  /** One CHAT_* record per answered question, for the administrators' log and usage analytics. */
  activity: Pick<ActivityService, 'recordSafely'>;
  /** Retrieval per mode; the defaults answer RAG_UNAVAILABLE / WEB_SEARCH_UNAVAILABLE. */
  preparers?: Partial<Record<ChatMode, ModePreparer>>;
  /** False for a mode that cannot answer (no web search provider): its questions are never charged. */
  isModeAvailable?: (mode: ChatMode) => boolean;
  /**
   * Checks a completed answer's citations against the sources its stream named, sent as the
   * `citation_checks` event before `done` (answer-citation-checks.ts); without it none is sent.
   */
  checkCitations?: AnswerCitationChecker;
}

const NO_USAGE: LlmUsage = { promptTokens: 0, cachedPromptTokens: 0, completionTokens: 0 };
/** A question the pipeline refused before answering (unknown conversation, limit, no retrieval). */
const REFUSED_REASON = 'Rimborso: domanda non accettata';

const CHAT_ACTIVITY = {
  standard: 'CHAT_SIMPLE_INTERACTION',
  rag: 'CHAT_RAG_INTERACTION',
  websearch: 'CHAT_WEB_SEARCH_INTERACTION',
} as const satisfies Record<ChatMode, string>;

/**
 * The activity record of an answered question: lengths and counts only. `documents_used` counts the
 * passages of the user's own documents given to the model, `context_size` every source given
 * (documents, articles, web results); Ricerca Web adds its results' count.
 */
function chatActivityDetails(chat: Pick<PreparedChat, 'mode' | 'preparation' | 'questionLength'>) {
  const passages = chat.preparation.passages ?? [];
  const countOf = (type: string) => passages.filter((passage) => passage.sourceType === type).length;
  return {
    message_length: chat.questionLength,
    query_mode: chat.mode,
    documents_used: countOf(USER_SOURCE_TYPE),
    context_size: passages.length,
    ...(chat.mode === 'websearch' ? { search_results_count: countOf(WEB_SOURCE_TYPE) } : {}),
  };
}

/** A failure once the stream has begun, as its error event tells it; an unexpected one is logged. */
function streamFailure(error: unknown, log: ChatLog, message: string): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE');
  log.error({ err: error }, message);
  return new AppError('INTERNAL_ERROR');
}

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

export function createChatService(deps: ChatServiceDeps) {
  const { provider, points, metering, conversations, activity } = deps;
  const preparers = { ...DEFAULT_MODE_PREPARERS, ...deps.preparers };
  /** Per user, the questions whose charge has not settled yet (in this process). */
  const chargesUnderWay = new Map<number, number>();

  /**
   * Everything before the stream. The charge runs alongside the conversation read and the mode's
   * retrieval (a round trip less before the first token); when those refuse the question (404,
   * 422 at the message limit, 503 while retrieval is unavailable) the charge is given back and
   * their error wins over a 402. Errors here are ordinary HTTP errors: the client sees their status.
   */
  async function prepare(
    caller: { id: number; pointsBalance: number; pointsPeriod: string | null },
    mode: ChatMode,
    request: ParsedChatRequest,
    log: ChatLog,
  ): Promise<PreparedChat> {
    const startedAt = performance.now();
    const userId = caller.id;
    const question = request.text;
    const conversationId = request.conversation_id ?? null;
    const action = CHAT_MODE_ACTION[mode];
    const charged = chargesPoints(mode, provider, request) && (deps.isModeAvailable?.(mode) ?? true);
    // The balance read with the session covers the question this month, and no other question of
    // the user is being charged here: the model is asked at once and its first text relayed before
    // the charge commits (it begins with that text: on PGlite a statement holds the event loop, on
    // PostgreSQL its commit is a round trip). Otherwise the model is asked only once the charge is
    // taken, so a 402 never reaches it and a burst of questions on a short balance never costs more
    // than one unpaid model call.
    const foreseen = charged && !chargesUnderWay.has(userId) ? points.foresee(caller, action) : null;
    const answerBeforeCharge = !charged || foreseen !== null;
    const gate = createChargeGate();
    const gathering = (async () => {
      const history: ChatMessage[] = conversationId
        ? await conversations.messagesForAnswer(userId, conversationId)
        : // Without a stored conversation the client's context is used, minus any system role it sends.
          (request.context ?? []).filter((message) => message.role !== 'system');
      const preparation = await preparers[mode]({ userId, question, request });
      const messages: ChatMessage[] = [
        { role: 'system', content: LEGAL_ASSISTANT_SYSTEM_PROMPT },
        ...(preparation.systemMessages ?? []),
        ...selectContext(withQuestion(history, question)),
      ];
      const ask = () => startEarlyAnswer(provider, { messages, passages: preparation.passages });
      return {
        preparation,
        messages,
        ask,
        answer: answerBeforeCharge && !preparation.failure ? ask() : null,
      };
    })();
    // A question refused while gathering (404, 422 at the message limit) is not charged at all.
    const meter = metering.begin(action, userId, {
      description: CHARGE_DESCRIPTION[mode],
      charged,
      conversationId,
      startedAt,
      log,
      ...(foreseen ? { chargeAfter: Promise.all([gathering, gate.opened]) } : {}),
    });
    chargesUnderWay.set(userId, (chargesUnderWay.get(userId) ?? 0) + 1);
    const chargeSettled = () => {
      const underWay = chargesUnderWay.get(userId)! - 1;
      if (underWay > 0) chargesUnderWay.set(userId, underWay);
      else chargesUnderWay.delete(userId);
    };
    meter.charge.then(chargeSettled, chargeSettled);
    const [gathered, charge] = await Promise.allSettled([gathering, foreseen ? null : meter.charge]);
    if (gathered.status === 'rejected') {
      gate.shut(gathered.reason);
      await meter.cancel(REFUSED_REASON);
      throw gathered.reason;
    }
    if (charge.status === 'rejected') {
      gathered.value.answer?.cancel();
      throw charge.reason;
    }
    const { preparation, messages, ask } = gathered.value;
    const answer = preparation.failure ? null : (gathered.value.answer ?? ask());
    // Refused after all (another request spent the points first): the answer stops there.
    if (foreseen) meter.charge.catch(() => answer?.cancel());
    const announced = foreseen ?? {
      points: charge.value?.points ?? 0,
      balance: charge.value ? charge.value.balance : await points.balance(userId),
    };
    return {
      userId,
      mode,
      conversationId,
      messages,
      preparation,
      meter,
      gate,
      answer,
      announced,
      startedAt,
      questionLength: Array.from(question).length,
    };
  }

  /**
   * Streams the answer and settles the question: response_info, the model's text as OpenAI
   * chunks, then `citation_checks` and `done` (or `error`), then [DONE]; a refund when nothing was
   * streamed; one usage record whatever happened. Never throws: the response is already under way.
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
      points_charged: chat.announced.points,
      balance: chat.announced.balance,
    } satisfies ResponseInfoEvent);
    const events = [...(chat.preparation.events ?? [])];
    // Every answer names the sources it was given, none included: the one citation check then
    // reads a tag of a source never given as "non tra le fonti" in any mode.
    if (!events.some((event) => event.type === 'citations'))
      events.push({ type: 'citations', citations: [] } satisfies CitationsEvent);
    for (const event of events) sse.send(event);

    let firstTokenMs: number | null = null;
    let answer = '';
    let reported: LlmUsage = NO_USAGE;
    // A retrieval failure the stream reports (a web search that failed): the model is not asked.
    let failure: AppError | null = chat.preparation.failure ?? null;
    if (!failure && chat.answer) {
      try {
        const usage = await chat.answer.deliver((text) => {
          firstTokenMs ??= performance.now() - chat.startedAt;
          answer += text;
          const written = sse.data(chunkHead + JSON.stringify(text) + chunkTail);
          chat.gate.open();
          return written;
        }, sse.signal);
        if (usage) reported = usage;
      } catch (error) {
        failure = streamFailure(error, log, 'chat stream failed');
      }
    }
    // No text came (a failure, a client that left): charged now, and refunded below as before.
    chat.gate.open();
    const charge = await chat.meter.charge.then(
      (taken) => ({ taken, refused: null }),
      (error: unknown) => ({ taken: null, refused: streamFailure(error, log, 'chat charge failed') }),
    );
    if (charge.refused) failure = charge.refused;
    const outcome: MeterOutcome = sse.signal.aborted ? 'aborted' : failure ? 'failed' : 'completed';
    // Once the text is complete (never before: it must not delay it), alongside the settlement.
    const checks = outcome === 'completed' ? checkAnswer(chat, answer, events, log) : null;
    const errorCode = failure?.code ?? (sse.abortCause === 'shutdown' ? 'SERVICE_UNAVAILABLE' : null);
    // Refunded when nothing was streamed; recorded before the stream closes: once the client reads
    // [DONE], the record exists.
    const {
      refunded,
      balance: refundedBalance,
      latencyMs,
    } = await chat.meter.settle({
      outcome,
      usage: reported,
      delivered: firstTokenMs !== null,
      errorCode,
      firstTokenMs,
    });
    const balance = refundedBalance ?? charge.taken?.balance ?? chat.announced.balance;
    // Answered (some text reached the client): one record, written before the stream closes.
    if (firstTokenMs !== null) {
      await activity.recordSafely({
        userId: chat.userId,
        actionType: CHAT_ACTIVITY[chat.mode],
        details: chatActivityDetails(chat),
        ipAddress: null,
      });
    }
    const checked = await checks;
    if (sse.writable) {
      if (outcome === 'completed') {
        if (checked) sse.send(checked);
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
          // A charge refused after the text began took nothing: the points are the user's.
          refunded: refunded || charge.refused !== null,
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

  /** The answer's citation check; null (no event) when none is configured or it failed. */
  async function checkAnswer(
    chat: PreparedChat,
    text: string,
    events: readonly TypedStreamEvent[],
    log: ChatLog,
  ): Promise<CitationChecksEvent | null> {
    if (!deps.checkCitations) return null;
    try {
      return await deps.checkCitations(chat.userId, text, givenSources(events));
    } catch (error) {
      // The web then verifies the answer itself (POST /rag-api/verify-citations).
      log.error({ err: error }, 'answer citation check failed');
      return null;
    }
  }

  /** Gives the points back for a prepared question that could not be streamed at all. */
  async function abandon(chat: PreparedChat): Promise<void> {
    chat.answer?.cancel();
    chat.gate.shut(new AppError('SERVICE_UNAVAILABLE'));
    await chat.meter.cancel(REFUND_REASON.failed);
  }

  function status(): AiStatusResponse {
    return provider.kind === 'extractive'
      ? { provider: 'extractive', model: null, extractive_label: EXTRACTIVE_ANSWER_LABEL }
      : { provider: 'openai', model: provider.model };
  }

  return { prepare, stream, abandon, status };
}

export type ChatService = ReturnType<typeof createChatService>;
