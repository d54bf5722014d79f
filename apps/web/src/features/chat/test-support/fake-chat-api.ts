import {
  type ConversationResource,
  DEFAULT_POINT_COSTS,
  type FeedbackRating,
  type FeedbackResource,
  feedbackMessages,
  type MatterResource,
  type MessageResource,
  messagesTowardsLimit,
} from '@brocardo/shared';
import { pointsDashboardBody } from '../../../test/api-bodies';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { type FakeDocumentsOptions, fakeDocuments } from '../../documents/test-support/fake-documents';
import { type FakeLegalDbOptions, legalDbRoute } from '../../legal-db/test-support/fake-legal-db';

/**
 * A small in-memory stand-in for the chat server's HTTP API (the spec's paths and bodies), so the
 * chat screen is tested through its real API client and SSE reader. Streams are scripted per test.
 */

export interface StreamScript {
  /** `data:` payloads sent at once. */
  payloads: string[];
  /** Keep the stream open after them (until the client aborts or `finish` is called). */
  hold?: boolean;
}

export interface HttpFailure {
  status: number;
  body: unknown;
}

export function deltaChunk(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'modello-test',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  });
}

export function responseInfo(
  mode: 'standard' | 'rag' | 'websearch' = 'standard',
  provider: 'openai' | 'extractive' = 'openai',
): string {
  return JSON.stringify({
    type: 'response_info',
    mode,
    provider,
    extractive: provider === 'extractive',
    model: provider === 'openai' ? 'modello-test' : null,
    points_charged: 2,
    balance: 98,
  });
}

export const DONE_EVENT = JSON.stringify({
  type: 'done',
  usage: { prompt_tokens: 10, cached_tokens: 0, completion_tokens: 5 },
  balance: 98,
});

/** A complete answer: response_info, the text in pieces, done, [DONE]. */
export function answerScript(pieces: string[], provider: 'openai' | 'extractive' = 'openai'): StreamScript {
  return { payloads: [responseInfo('standard', provider), ...pieces.map(deltaChunk), DONE_EVENT, '[DONE]'] };
}

export function conversationResource(id: number, title: string, messageCount = 0): ConversationResource {
  return {
    id,
    title,
    message_count: messageCount,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    matter_id: null,
  };
}

export function messageResource(
  id: number,
  role: 'user' | 'assistant' | 'system',
  content: string,
  extra: Partial<MessageResource> = {},
): MessageResource {
  return {
    id,
    role,
    content,
    created_at: '2025-03-01T10:00:00.000Z',
    metadata: null,
    interrupted: false,
    feedback: null,
    ...extra,
  };
}

/** A stored rating as the feedback endpoints return it. */
export function feedbackResource(
  messageId: number,
  rating: FeedbackRating,
  feedbackText: string | null = null,
): FeedbackResource {
  return {
    id: 700 + messageId,
    message_id: messageId,
    rating,
    feedback_text: feedbackText,
    created_at: '2025-03-01T10:05:00.000Z',
  };
}

/** `count` stored messages that all count: questions and their answers (an odd count opens with one). */
export function answeredMessages(count: number): MessageResource[] {
  return Array.from({ length: count }, (_, index) =>
    messageResource(
      index + 1,
      (count - 1 - index) % 2 === 0 ? 'assistant' : 'user',
      `Messaggio ${index + 1}`,
    ),
  );
}

interface FakeOptions extends FakeLegalDbOptions {
  conversations?: ConversationResource[];
  /** GET /api/matters (none by default). */
  matters?: MatterResource[];
  messages?: Record<number, MessageResource[]>;
  /** The answers of the chat endpoints, in order; an HttpFailure answers an HTTP error instead. */
  streams?: (StreamScript | HttpFailure)[];
  /** Answers POST /api/messages/feedback. */
  feedback?: () => Response;
  /** Answers GET /api/messages/{id}/feedback. */
  storedFeedback?: () => Response;
  /** Refuses POST /api/conversations/{id}/messages with this answer instead of storing the message. */
  saveMessageRefusal?: { status: number; body: Record<string, unknown> };
  /** The personal documents (default: none, none active). */
  documents?: FakeDocumentsOptions;
  /** GET /api/points/costs (default: the shared defaults; null: a server error). */
  pointCosts?: Record<string, number> | null;
  /** GET /api/web-search/status `configured` (default true). */
  webSearchConfigured?: boolean;
  /** GET /api/ai/status `provider` (default 'openai'). */
  aiProvider?: 'openai' | 'extractive';
  /** GET /api/conversations/{id}/web-search-data answers this instead of the stored searches. */
  webSearchData?: (conversationId: number) => Response;
}

/**
 * As the server does during a web chat: the stream's web search is filed with the conversation's
 * latest question (metadata `web_search`, in the spec 1 §3 shape).
 */
function fileWebSearch(script: StreamScript, list: MessageResource[] | undefined) {
  const question = list?.findLast((message) => message.role === 'user');
  if (!question) return;
  for (const payload of script.payloads) {
    const event = payload.startsWith('{') ? (JSON.parse(payload) as Record<string, unknown>) : null;
    if (event?.type !== 'web_search_results') continue;
    question.metadata = {
      ...question.metadata,
      web_search: {
        results: event.results,
        directAnswer: event.answer ?? null,
        extractedKeywords: event.extracted_keywords ?? '',
        query: question.content,
        searchQuery: event.search_query ?? '',
        enhancementNote: event.enhancement_note ?? '',
        enhancedSearch: event.enhanced_search ?? false,
        loading: false,
        error: event.success ? null : (event.error ?? null),
      },
    };
  }
}

/** GET …/web-search-data as the server builds it: each stored search under its question's id. */
function storedWebSearch(list: MessageResource[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const message of list) {
    if (message.role === 'user' && message.metadata?.web_search)
      data[String(message.id)] = message.metadata.web_search;
  }
  return data;
}

function sseBody(script: StreamScript, signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let finish: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const payload of script.payloads) controller.enqueue(encoder.encode(`data: ${payload}\n\n`));
      if (!script.hold) {
        controller.close();
        return;
      }
      finish = () => controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  return { body, finish: () => finish() };
}

const CHAT_PATHS = new Set(['/api/chat', '/rag-api/rag-chat', '/api/chat-with-web']);

export function fakeChatApi(options: FakeOptions = {}) {
  const conversations = [...(options.conversations ?? [conversationResource(1, 'Nuova conversazione')])];
  const messages: Record<number, MessageResource[]> = structuredClone(options.messages ?? {});
  const streams = [...(options.streams ?? [])];
  let nextMessageId = 1000;
  let nextConversationId = 500;
  const openStreams: (() => void)[] = [];
  const documents = fakeDocuments(options.documents);

  const stub = stubApi(async (path, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(100));
    if (path === '/api/points/costs') {
      if (options.pointCosts === null)
        return jsonResponse(500, { message: 'Errore', error_code: 'INTERNAL' });
      return jsonResponse(200, { success: true, point_costs: options.pointCosts ?? DEFAULT_POINT_COSTS });
    }
    // The guided tour asks whether the user has seen it: yes, so it never covers these screens.
    if (path === '/api/user')
      return jsonResponse(200, {
        id: 1,
        name: 'Avv. Rossi',
        email: 'rossi@studio.it',
        created_at: '2026-01-10T09:00:00.000Z',
        is_admin: false,
        tutorial_completed: true,
      });
    if (path === '/api/ai/status') {
      return options.aiProvider === 'extractive'
        ? jsonResponse(200, { provider: 'extractive', model: null, extractive_label: 'Risposta estrattiva' })
        : jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    }
    if (path === '/api/web-search/status') {
      const configured = options.webSearchConfigured ?? true;
      return jsonResponse(200, { configured, provider: configured ? 'searxng' : null });
    }
    const webSearchMatch = /^\/api\/conversations\/(\d+)\/web-search-data$/.exec(path);
    if (webSearchMatch) {
      const id = Number(webSearchMatch[1]);
      if (options.webSearchData) return options.webSearchData(id);
      return jsonResponse(200, { success: true, data: storedWebSearch(messages[id] ?? []) });
    }
    if (path === '/api/conversations' && method === 'GET') return jsonResponse(200, conversations);
    if (path === '/api/conversations' && method === 'POST') {
      // Like the server: an empty conversation is handed back (200) instead of a new one.
      const empty = conversations.find(
        (item) => item.message_count === 0 && (messages[item.id] ?? []).length === 0,
      );
      if (empty) {
        if (typeof body.title === 'string' && body.title.trim()) empty.title = body.title.trim();
        conversations.splice(conversations.indexOf(empty), 1);
        conversations.unshift(empty);
        return jsonResponse(200, empty);
      }
      const created = conversationResource(
        nextConversationId++,
        (body.title as string) || 'Nuova conversazione',
      );
      conversations.unshift(created);
      return jsonResponse(201, created);
    }
    const conversationMatch = /^\/api\/conversations\/(\d+)(\/messages)?$/.exec(path);
    if (conversationMatch) {
      const id = Number(conversationMatch[1]);
      const conversation = conversations.find((item) => item.id === id);
      if (!conversation)
        return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
      messages[id] ??= [];
      const list = messages[id];
      if (!conversationMatch[2]) return jsonResponse(200, { conversation, messages: list });
      if (options.saveMessageRefusal) {
        return jsonResponse(options.saveMessageRefusal.status, options.saveMessageRefusal.body);
      }
      const saved = messageResource(nextMessageId++, body.role as 'user', body.content as string, {
        metadata: (body.metadata as Record<string, unknown>) ?? null,
        interrupted: body.interrupted === true,
      });
      if (list.length === 0 && saved.role === 'user') conversation.title = saved.content.slice(0, 255);
      list.push(saved);
      conversation.message_count = messagesTowardsLimit(list.map((message) => message.role));
      return jsonResponse(201, saved);
    }
    if (CHAT_PATHS.has(path)) {
      const next = streams.shift();
      if (!next) throw new Error(`No scripted answer for ${path}`);
      if ('status' in next) return jsonResponse(next.status, next.body);
      fileWebSearch(next, messages[Number(body.conversation_id)]);
      const { body: stream, finish } = sseBody(next, init.signal);
      openStreams.push(finish);
      return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (path === '/api/messages/feedback') {
      if (options.feedback) return options.feedback();
      const rating = body.rating as FeedbackRating;
      const text = typeof body.feedback_text === 'string' ? body.feedback_text : null;
      return jsonResponse(201, {
        success: true,
        message: text ? feedbackMessages.thanksDetailed : feedbackMessages.thanks,
        feedback: feedbackResource(Number(body.message_id), rating, text),
      });
    }
    if (/^\/api\/messages\/\d+\/feedback$/.test(path)) {
      return options.storedFeedback?.() ?? jsonResponse(200, { success: true, feedback: null, rating: null });
    }
    if (path === '/api/log-simple-chat' || path === '/api/log-web-search')
      return jsonResponse(200, { success: true });
    // The sidebar's matter filter and the header's matter picker read the user's matters.
    if (path === '/api/matters' && method === 'GET')
      return jsonResponse(200, { matters: options.matters ?? [] });
    const legal = legalDbRoute(path, body, options);
    if (legal) return legal;
    const documentResponse = documents.route(path, init);
    if (documentResponse) return documentResponse;
    throw new Error(`Unexpected request ${method} ${path}`);
  });

  return {
    ...stub,
    conversations,
    messages,
    documents,
    /** Ends the streams that were held open. */
    finishStreams: () => {
      for (const finish of openStreams.splice(0)) finish();
    },
  };
}
