import {
  type AddMessageRequest,
  AppError,
  type ConversationResource,
  type ConversationWithMessages,
  conversationIsFull,
  DEFAULT_CONVERSATION_TITLE,
  MAX_CONVERSATIONS,
  MAX_MESSAGES_PER_CONVERSATION,
  type MessageResource,
  type MessageRole,
  titleFromFirstMessage,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import {
  type ConversationRow,
  type ConversationsRepo,
  createConversationsRepo,
  type MessageRow,
} from './conversations.repo';

export interface ConversationsService {
  list(userId: number): Promise<ConversationResource[]>;
  create(userId: number, title?: string): Promise<ConversationResource>;
  rename(userId: number, id: number, title: string): Promise<ConversationResource>;
  remove(userId: number, id: number): Promise<void>;
  get(userId: number, id: number): Promise<ConversationWithMessages>;
  addMessage(userId: number, id: number, input: AddMessageRequest): Promise<MessageResource>;
  /** For the chat pipeline: NOT_FOUND unless the user owns it; MESSAGE_LIMIT when it already holds 50
   *  user+assistant messages. The stored messages in order. */
  messagesForAnswer(userId: number, id: number): Promise<Array<{ role: MessageRole; content: string }>>;
}

export function presentConversation(row: ConversationRow): ConversationResource {
  return {
    id: row.id,
    title: row.title,
    message_count: row.messageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentMessage(row: MessageRow): MessageResource {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    metadata: row.metadata,
    feedback: row.rating ? { rating: row.rating } : null,
  };
}

export function createConversationsService(deps: { db: Database }): ConversationsService {
  const repo: ConversationsRepo = createConversationsRepo(deps.db);

  async function owned(userId: number, id: number): Promise<ConversationRow> {
    const conversation = await repo.findOwned(userId, id);
    if (!conversation) throw new AppError('NOT_FOUND');
    return conversation;
  }

  return {
    async list(userId) {
      return (await repo.list(userId)).map(presentConversation);
    },

    async create(userId, title) {
      const created = await repo.createWithinLimit(
        userId,
        title?.trim() || DEFAULT_CONVERSATION_TITLE,
        MAX_CONVERSATIONS,
      );
      if (!created) throw new AppError('CONVERSATION_LIMIT');
      return presentConversation(created);
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
        // A question is refused when its answer would not fit; an answer may take the last place.
        isFull: (counted, role) =>
          role === 'user' ? conversationIsFull(counted) : counted >= MAX_MESSAGES_PER_CONVERSATION,
        defaultTitle: DEFAULT_CONVERSATION_TITLE,
        titleFor: titleFromFirstMessage,
      });
      if (outcome.status === 'not_found') throw new AppError('NOT_FOUND');
      if (outcome.status === 'limit') throw new AppError('MESSAGE_LIMIT');
      return presentMessage(outcome.message);
    },

    async messagesForAnswer(userId, id) {
      const contents = await repo.ownedContents(userId, id);
      if (!contents) throw new AppError('NOT_FOUND');
      const counted = contents.filter((message) => message.role !== 'system').length;
      if (counted >= MAX_MESSAGES_PER_CONVERSATION) throw new AppError('MESSAGE_LIMIT');
      return contents;
    },
  };
}
