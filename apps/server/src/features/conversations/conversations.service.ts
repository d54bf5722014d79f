import {
  type AddMessageRequest,
  type AdminConversationMessage,
  AppError,
  type ConversationResource,
  type ConversationWithMessages,
  conversationIsFull,
  DEFAULT_CONVERSATION_TITLE,
  MAX_CONVERSATIONS,
  MAX_MESSAGES_PER_CONVERSATION,
  MAX_UNANSWERED_QUESTIONS,
  type MatterFilter,
  type MessageResource,
  type MessageRole,
  messagesTowardsLimit,
  titleFromFirstMessage,
  unansweredQuestions,
  type WebSearchData,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { type ReadCache, uncachedReads } from '../../db/read-cache';
import { MATTER_FOREIGN_KEYS } from '../../db/schema';
import {
  type ConversationRow,
  type ConversationsRepo,
  createConversationsRepo,
  type MessageRow,
} from './conversations.repo';

export interface ConversationsService {
  /** `matter`: one matter's conversations, `none` the unfiled ones, absent every one. */
  list(userId: number, matter?: MatterFilter): Promise<ConversationResource[]>;
  /**
   * A conversation to start a new chat in: the user's empty one (no messages) when there is one,
   * else a new one (CONVERSATION_LIMIT at 10). `created` is false when an empty one was reused.
   * `matterId` files it (MATTER_NOT_FOUND unless the user's); undefined leaves a reused one as it is.
   */
  create(
    userId: number,
    title?: string,
    matterId?: number | null,
  ): Promise<{ conversation: ConversationResource; created: boolean }>;
  rename(userId: number, id: number, title: string): Promise<ConversationResource>;
  remove(userId: number, id: number): Promise<void>;
  get(userId: number, id: number): Promise<ConversationWithMessages>;
  /** `created` is false when the question repeated the last one, unanswered, which is returned. */
  addMessage(
    userId: number,
    id: number,
    input: AddMessageRequest,
  ): Promise<{ message: MessageResource; created: boolean }>;
  /** For the chat pipeline: NOT_FOUND unless the user owns it; MESSAGE_LIMIT when a question and its
   *  answer no longer fit (answered questions and answers count). The stored messages in order. */
  messagesForAnswer(userId: number, id: number): Promise<Array<{ role: MessageRole; content: string }>>;
  /**
   * Stores a web search with the question it answered (the conversation's latest user message, when
   * it reads `question`), for GET /api/conversations/{id}/web-search-data. Null: no such message.
   */
  attachWebSearch(userId: number, id: number, question: string, data: WebSearchData): Promise<number | null>;
  /** Any conversation's user and assistant messages in order, for an administrator; NOT_FOUND when absent. */
  messagesForAdmin(id: number): Promise<AdminConversationMessage[]>;
}

export function presentConversation(row: ConversationRow): ConversationResource {
  return {
    id: row.id,
    title: row.title,
    message_count: row.messageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    matter_id: row.matterId,
  };
}

export function presentMessage(row: MessageRow): MessageResource {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    metadata: row.metadata,
    // Answers stopped before the column existed carry the client's `stopped` flag in their metadata.
    interrupted: row.interrupted || row.metadata?.stopped === true,
    feedback: row.rating ? { rating: row.rating } : null,
  };
}

export function createConversationsService(deps: {
  db: Database;
  /** The sidebar's list is read after every change and on every page: kept until the next write. */
  readCache?: ReadCache;
}): ConversationsService {
  const repo: ConversationsRepo = createConversationsRepo(deps.db);
  const readCache = deps.readCache ?? uncachedReads;

  async function owned(userId: number, id: number): Promise<ConversationRow> {
    const conversation = await repo.findOwned(userId, id);
    if (!conversation) throw new AppError('NOT_FOUND');
    return conversation;
  }

  return {
    list(userId, matter) {
      return readCache.read(`conversations:${userId}:${matter ?? 'all'}`, async () =>
        (await repo.list(userId, matter)).map(presentConversation),
      );
    },

    async create(userId, title, matterId) {
      const outcome = await repo
        .createOrReuseEmpty(
          userId,
          title?.trim() || undefined,
          { title: DEFAULT_CONVERSATION_TITLE, max: MAX_CONVERSATIONS },
          matterId,
        )
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error, MATTER_FOREIGN_KEYS)) throw new AppError('MATTER_NOT_FOUND');
          throw error;
        });
      if (!outcome) throw new AppError('CONVERSATION_LIMIT');
      return { conversation: presentConversation(outcome.conversation), created: !outcome.reused };
    },

    async rename(userId, id, title) {
      if (!(await repo.rename(userId, id, title.trim()))) throw new AppError('NOT_FOUND');
      return presentConversation(await owned(userId, id));
    },

    async remove(userId, id) {
      const outcome = await repo.removeUnlessLast(userId, id);
      if (outcome === 'not_found') throw new AppError('NOT_FOUND');
      if (outcome === 'last') throw new AppError('CONVERSATION_LAST');
    },

    async get(userId, id) {
      const conversation = await owned(userId, id);
      const rows = await repo.messagesWithRatings(id);
      return { conversation: presentConversation(conversation), messages: rows.map(presentMessage) };
    },

    async addMessage(userId, id, input) {
      const outcome = await repo.addWithinLimit(userId, id, input, {
        // A question is refused when its answer would not fit; an answer may take the last place
        // (counting its question with it, which an answer makes count).
        refusal: (stored, role) => {
          if (role !== 'user') {
            return messagesTowardsLimit([...stored, role]) > MAX_MESSAGES_PER_CONVERSATION ? 'limit' : null;
          }
          if (conversationIsFull(messagesTowardsLimit(stored))) return 'limit';
          return unansweredQuestions(stored) >= MAX_UNANSWERED_QUESTIONS ? 'unanswered' : null;
        },
        defaultTitle: DEFAULT_CONVERSATION_TITLE,
        titleFor: titleFromFirstMessage,
      });
      if (outcome.status === 'not_found') throw new AppError('NOT_FOUND');
      if (outcome.status === 'limit') throw new AppError('MESSAGE_LIMIT');
      if (outcome.status === 'unanswered') throw new AppError('UNANSWERED_LIMIT');
      return { message: presentMessage(outcome.message), created: outcome.status === 'added' };
    },

    async messagesForAnswer(userId, id) {
      const contents = await repo.ownedContents(userId, id);
      if (!contents) throw new AppError('NOT_FOUND');
      // The question may be stored already: unanswered, it does not count, and its answer needs room.
      if (conversationIsFull(messagesTowardsLimit(contents.map((message) => message.role))))
        throw new AppError('MESSAGE_LIMIT');
      return contents;
    },

    attachWebSearch(userId, id, question, data) {
      return repo.annotateLatestQuestion(userId, id, question, 'web_search', data);
    },

    async messagesForAdmin(id) {
      const rows = await repo.messagesForAdmin(id);
      if (!rows) throw new AppError('NOT_FOUND');
      return rows.map((row) => ({
        id: row.id,
        role: row.role,
        content: row.content,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
