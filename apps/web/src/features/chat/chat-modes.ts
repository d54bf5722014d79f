import {
  CHAT_INPUT_MAX_LENGTH,
  CHAT_MODE_ACTION,
  type ChatMode,
  type ChatRequest,
  detectChatMode,
  legalRetrievalCase,
  RETRIEVAL_SETTINGS,
  type RetrievalSettings,
  USER_SOURCE_TYPE,
  WEB_SEARCH_INPUT_MAX_LENGTH,
} from '@brocardo/shared';
import type { ActiveDocument } from '../documents';
import { DEFAULT_LEGAL_DATABASE_CONFIG, type LegalDatabaseConfig } from '../legal-db';
import type { PointCosts } from '../points';
import type { ModeFallback } from './message-model';

/** Automatic (the default): the mode is detected from the text at send time (spec 1 §4). */
export type ModeSelectionType = 'automatic' | 'manual';

export interface ModeSelection {
  type: ModeSelectionType;
  /** The mode the user picked; always 'standard' in automatic mode (no RAG or web flag set). */
  manualMode: ChatMode;
}

export const DEFAULT_MODE_SELECTION: ModeSelection = { type: 'automatic', manualMode: 'standard' };

export interface ChatModeInfo {
  label: string;
  description: string;
  /** The streamed endpoint of spec 1 §7. */
  endpoint: string;
}

export const CHAT_MODE_INFO: Readonly<Record<ChatMode, ChatModeInfo>> = {
  standard: {
    label: 'Chat Standard',
    description: 'Domande generali di diritto, spiegazioni, sintesi e bozze di testo.',
    endpoint: '/api/chat',
  },
  rag: {
    label: 'Database Legale',
    description: 'Risposte fondate su leggi e codici italiani, con le fonti citate.',
    endpoint: '/rag-api/rag-chat',
  },
  websearch: {
    label: 'Ricerca Web',
    description: 'Giurisprudenza recente e notizie, cercate sul web al momento della domanda.',
    endpoint: '/api/chat-with-web',
  },
};

const POINTS_COUNT = new Intl.NumberFormat('it-IT');

export const CHAT_MODE_ORDER: readonly ChatMode[] = ['standard', 'rag', 'websearch'];

/** '10 punti': what a question in `mode` costs, from the server's costs (usePointCosts). */
export function costLabel(mode: ChatMode, costs: PointCosts): string {
  const cost = costs[CHAT_MODE_ACTION[mode]];
  return `${POINTS_COUNT.format(cost)} ${cost === 1 ? 'punto' : 'punti'}`;
}

/**
 * The input limit (spec 1 §5): 200 characters in web-search mode, else 4096. In automatic mode
 * the mode is known only at send time, so the web limit applies only when the user picked web
 * search by hand; a long automatic question detected as web search goes to Database Legale.
 */
export function inputMaxLength(selection: ModeSelection): number {
  return selection.type === 'manual' && selection.manualMode === 'websearch'
    ? WEB_SEARCH_INPUT_MAX_LENGTH
    : CHAT_INPUT_MAX_LENGTH;
}

export interface ResolvedMode {
  mode: ChatMode;
  detected: boolean;
  /** Detected as a web search or a Standard question but sent to Database Legale, and why. */
  fallback?: ModeFallback;
}

/**
 * The mode a question is sent in, and whether it was detected automatically. An automatic
 * question detected as a web search goes to Database Legale when no search service is configured,
 * or when it is longer than a web search accepts (the user could not see that limit coming).
 */
export function resolveMode(
  selection: ModeSelection,
  text: string,
  webSearchAvailable = true,
  generativeAvailable = true,
): ResolvedMode {
  if (selection.type === 'manual') return { mode: selection.manualMode, detected: false };
  const detected = detectChatMode(text).mode;
  if (detected === 'websearch' && !webSearchAvailable)
    return { mode: 'rag', detected: true, fallback: 'unconfigured' };
  if (detected === 'websearch' && text.length > WEB_SEARCH_INPUT_MAX_LENGTH)
    return { mode: 'rag', detected: true, fallback: 'too-long' };
  // Without a model Standard has nothing to answer with; Database Legale quotes the articles.
  if (detected === 'standard' && !generativeAvailable)
    return { mode: 'rag', detected: true, fallback: 'no-model' };
  return { mode: detected, detected: true };
}

/**
 * The streamed endpoint of a question (spec 1 §7): a Standard question over active personal
 * documents goes to /api/chat-with-web (web search off), which answers from the documents.
 */
export function chatEndpoint(mode: ChatMode, documents: readonly ActiveDocument[] = []): string {
  if (mode === 'standard' && documents.length > 0) return CHAT_MODE_INFO.websearch.endpoint;
  return CHAT_MODE_INFO[mode].endpoint;
}

function userDocumentFields(documents: readonly ActiveDocument[], settings: RetrievalSettings) {
  return {
    enabledUserDocuments: documents.map((document) => ({
      identifier: document.id,
      name: document.filename,
      type: USER_SOURCE_TYPE,
    })),
    userDocumentMinChunks: settings.minChunks,
    userDocumentMaxChunks: settings.maxChunks,
    userDocumentSemanticThreshold: settings.semanticThreshold,
    userDocumentForceMinChunks: settings.forceMinChunks,
  } satisfies Partial<ChatRequest>;
}

function legalFields(settings: RetrievalSettings) {
  const { minChunks, maxChunks, semanticThreshold, forceMinChunks } = settings;
  return { minChunks, maxChunks, semanticThreshold, forceMinChunks } satisfies Partial<ChatRequest>;
}

/**
 * The body of a streamed chat request (spec 1 §3 Chat request fields). With active personal
 * documents, every mode names them (`enabledUserDocuments`) with the retrieval settings of its
 * case in spec 1 §9; without them the request is the mode's own.
 */
export function buildChatRequest(
  mode: ChatMode,
  text: string,
  conversationId: number,
  context: { role: 'user' | 'assistant' | 'system'; content: string }[],
  legalDatabase: LegalDatabaseConfig = DEFAULT_LEGAL_DATABASE_CONFIG,
  documents: readonly ActiveDocument[] = [],
): ChatRequest {
  const base: ChatRequest = {
    message: text,
    conversation_id: conversationId,
    context,
    useWebSearch: mode === 'websearch',
  };
  const withDocuments = documents.length > 0;
  if (mode !== 'rag') {
    if (!withDocuments) return base;
    const settings =
      mode === 'websearch'
        ? RETRIEVAL_SETTINGS.webWithDocuments.user
        : RETRIEVAL_SETTINGS.userDocumentsOnly.user;
    return { ...base, ...userDocumentFields(documents, settings) };
  }
  const specific = legalDatabase.queryMode === 'specific';
  const retrieval = legalRetrievalCase(legalDatabase.queryMode, withDocuments);
  return {
    ...base,
    query: text,
    queryMode: legalDatabase.queryMode,
    selectedDocuments: specific ? legalDatabase.selectedDocuments.map((document) => ({ ...document })) : [],
    enableQueryEnrichment: legalDatabase.enableQueryEnrichment,
    ...(retrieval.user ? userDocumentFields(documents, retrieval.user) : {}),
    ...legalFields(retrieval.legal),
  };
}

/** The short notice under an answer that went to Database Legale instead of the mode detected. */
export function modeFallbackNotice(fallback: ModeFallback): string {
  if (fallback === 'no-model')
    return 'Chat Standard non disponibile (nessun modello AI configurato): la domanda è stata inviata a Database Legale.';
  return fallback === 'unconfigured'
    ? 'Ricerca Web non disponibile (nessun servizio di ricerca web configurato): la domanda è stata inviata a Database Legale.'
    : `La domanda supera i ${WEB_SEARCH_INPUT_MAX_LENGTH} caratteri ammessi dalla Ricerca Web: è stata inviata a Database Legale.`;
}
