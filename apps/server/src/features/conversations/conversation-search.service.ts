import {
  CONVERSATION_SEARCH_PAGE_SIZE,
  type ConversationExportResponse,
  type ConversationSearchQuery,
  type ConversationSearchResponse,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { buildConversationExport, type ExportLegalDb } from './conversation-export';
import { createConversationSearchRepo } from './conversation-search.repo';
import type { ConversationsService } from './conversations.service';
import { snippetSegments } from './search-snippet';

export interface ConversationSearchService {
  /** The caller's titles and messages matching `q`, best first; odd input finds nothing, never fails. */
  search(userId: number, query: ConversationSearchQuery): Promise<ConversationSearchResponse>;
  /** One of the caller's conversations with its citations resolved (NOT_FOUND when not theirs). */
  exportConversation(userId: number, id: number): Promise<ConversationExportResponse>;
}

export function createConversationSearchService(deps: {
  db: Database;
  conversations: Pick<ConversationsService, 'get'>;
  legalDb: ExportLegalDb;
  /** The zone of the calendar days of `from` and `to` (POINTS_TIME_ZONE). */
  timeZone: string;
  clock: Clock;
}): ConversationSearchService {
  const repo = createConversationSearchRepo(deps.db);

  return {
    async search(userId, query) {
      const perPage = CONVERSATION_SEARCH_PAGE_SIZE;
      const empty = { results: [], total: 0, page: query.page, per_page: perPage };
      // Only stop words or punctuation: nothing to look for (and no notice from every row's match).
      if (!(await repo.hasTerms(query.q))) return empty;
      const { rows, total } = await repo.search({
        userId,
        query: query.q,
        matterId: query.matter_id,
        from: query.from,
        to: query.to,
        timeZone: deps.timeZone,
        limit: perPage,
        offset: (query.page - 1) * perPage,
      });
      return {
        ...empty,
        total,
        results: rows.map((row) => {
          const snippet = snippetSegments(row.text, row.source, row.headline);
          return {
            conversation_id: row.conversationId,
            conversation_title: row.conversationTitle,
            message_id: row.messageId,
            role: row.role,
            snippet: snippet.segments,
            snippet_cut_before: snippet.cutBefore,
            snippet_cut_after: snippet.cutAfter,
            created_at: row.createdAt.toISOString(),
            matter_id: row.matterId,
          };
        }),
      };
    },

    async exportConversation(userId, id) {
      const stored = await deps.conversations.get(userId, id);
      return buildConversationExport(stored, deps.legalDb, deps.clock());
    },
  };
}
