import {
  type ConversationExportResponse,
  type ConversationWithMessages,
  citationsEvent,
  type ExportedArticle,
  type ExportedWebSource,
  LEGAL_SOURCE_TYPE,
  type UnverifiedCitation,
  WEB_SOURCE_TYPE,
} from '@brocardo/shared';
import type { LegalDbService } from '../legal-db/legal-db.service';
import { webSearchByUserMessage } from './web-search-data';

export type ExportLegalDb = Pick<LegalDbService, 'verify' | 'citationSource'>;

type ExportedMessage = ConversationExportResponse['messages'][number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The articles an answer was based on, shown with it under "Fonti principali": kept with the answer
 * by the client (its metadata `citations`), so only their identifiers are read; the text exported
 * is the database's.
 */
function principalArticles(metadata: unknown): string[] {
  if (!isRecord(metadata)) return [];
  const parsed = citationsEvent.shape.citations.safeParse(metadata.citations);
  if (!parsed.success) return [];
  return parsed.data
    .filter((source) => source.source_type === LEGAL_SOURCE_TYPE && source.relevance === 'principal')
    .map((source) => source.identifier);
}

/** The results of a stored web search, as far as they carry an address (older clients stored others). */
function webResults(search: unknown): Array<{ title: string; url: string; published_at: string | null }> {
  if (!isRecord(search) || !Array.isArray(search.results)) return [];
  return search.results.flatMap((result) => {
    if (!isRecord(result) || typeof result.url !== 'string' || result.url === '') return [];
    const title = typeof result.title === 'string' && result.title.trim() !== '' ? result.title : result.url;
    const date = result.published_at ?? result.publishedAt ?? result.date;
    return [{ title, url: result.url, published_at: typeof date === 'string' && date !== '' ? date : null }];
  });
}

/** Who wrote an answer, from the metadata stored with it (the chat's `provider`, `extractive`, `model`). */
function answeredBy(metadata: unknown): ExportedMessage['answered_by'] {
  if (!isRecord(metadata)) return null;
  if (metadata.extractive === true || metadata.provider === 'extractive') return { kind: 'extractive' };
  if (metadata.provider === 'openai' || typeof metadata.model === 'string') {
    return { kind: 'model', model: typeof metadata.model === 'string' ? metadata.model : null };
  }
  return null;
}

/**
 * One conversation with its citations resolved: every article an answer cites or was based on (its
 * principal sources), with its text as stored and the date it is consolidated to; every web result
 * its questions' searches gave, marked when an answer cites it; every citation that resolves to
 * nothing, as unverified.
 */
export async function buildConversationExport(
  stored: ConversationWithMessages,
  legalDb: ExportLegalDb,
  exportedAt: Date,
): Promise<ConversationExportResponse> {
  const searches = webSearchByUserMessage(stored.messages);
  const articles = new Map<string, ExportedArticle>();
  const webSources = new Map<string, ExportedWebSource>();
  const unverified: UnverifiedCitation[] = [];
  const unverifiedSeen = new Set<string>();
  const markUnverified = (entry: UnverifiedCitation) => {
    const key = `${entry.message_id}\u0000${entry.text}`;
    if (unverifiedSeen.has(key)) return;
    unverifiedSeen.add(key);
    unverified.push(entry);
  };
  const messages: ExportedMessage[] = [];
  let questionId: number | null = null;

  for (const message of stored.messages) {
    if (message.role === 'system') continue;
    messages.push({
      id: message.id,
      role: message.role,
      content: message.content,
      created_at: message.created_at,
      interrupted: message.interrupted,
      answered_by: message.role === 'assistant' ? answeredBy(message.metadata) : null,
    });
    if (message.role === 'user') {
      questionId = message.id;
      for (const result of webResults(searches[String(message.id)])) {
        if (!webSources.has(result.url)) webSources.set(result.url, { ...result, cited: false });
      }
      continue;
    }
    const results = questionId === null ? [] : webResults(searches[String(questionId)]);
    const { citations } = await legalDb.verify(message.content);
    for (const check of citations) {
      if (check.source_type === WEB_SOURCE_TYPE) {
        const result = results[Number(check.identifier) - 1];
        if (result) webSources.set(result.url, { ...result, cited: true });
        else markUnverified({ text: check.text, message_id: message.id, reason: 'not_found' });
        continue;
      }
      // Passages of personal documents are the user's own files, not sources to append.
      if (check.source_type !== LEGAL_SOURCE_TYPE) continue;
      if (check.status === 'outside_corpus' || check.status === 'not_found' || !check.identifier) {
        markUnverified({
          text: check.text,
          message_id: message.id,
          reason: check.status === 'outside_corpus' ? 'outside_corpus' : 'not_found',
        });
        continue;
      }
      const known = articles.get(check.identifier);
      if (known) known.cited = true;
      else articles.set(check.identifier, await storedArticle(legalDb, check.identifier, true));
    }
    for (const identifier of principalArticles(message.metadata)) {
      if (articles.has(identifier)) continue;
      // An identifier the database does not hold (an older corpus, an edited record) is left out.
      const article = await storedArticle(legalDb, identifier, false).catch(() => null);
      if (article) articles.set(identifier, article);
    }
  }

  const { conversation } = stored;
  return {
    conversation: {
      id: conversation.id,
      title: conversation.title,
      created_at: conversation.created_at,
      updated_at: conversation.updated_at,
    },
    exported_at: exportedAt.toISOString(),
    messages,
    appendix: { articles: [...articles.values()], web_sources: [...webSources.values()], unverified },
  };
}

async function storedArticle(
  legalDb: ExportLegalDb,
  identifier: string,
  cited: boolean,
): Promise<ExportedArticle> {
  const source = await legalDb.citationSource(LEGAL_SOURCE_TYPE, identifier);
  return {
    identifier: source.info.identifier,
    title: source.title,
    act_name: source.info.act_name ?? '',
    text: source.content,
    vigente_al: source.info.vigente_al ?? '',
    abrogated: source.info.abrogated ?? false,
    cited,
  };
}
