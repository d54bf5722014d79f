import type { FeedbackRating, MessageRole } from '@brocardo/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, messageFeedback, messages, users } from '../../db/schema';

export interface ConversationRow {
  id: number;
  title: string;
  messageCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageRow {
  id: number;
  role: MessageRole;
  content: string;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
  rating: FeedbackRating | null;
}

export interface NewMessage {
  role: MessageRole;
  content: string;
  metadata?: Record<string, unknown> | undefined;
}

/** User and assistant messages count towards the limit; system messages do not. */
const COUNTED_ROLES: MessageRole[] = ['user', 'assistant'];

const countedMessages =
  sql<number>`count(${messages.id}) filter (where ${messages.role} in ('user', 'assistant'))`
    .mapWith(Number)
    .as('message_count');

/**
 * Serialises a user's conversation creations and deletions, on every replica: the count and the
 * write that depends on it happen under this lock. `no key update` is the lock an UPDATE takes; unlike
 * `update` it does not block inserts elsewhere that merely reference the user (sessions, ledger rows).
 */
async function lockUser(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined;
}

async function countConversations(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row?.total ?? 0;
}

export function createConversationsRepo(db: Database) {
  const selectConversations = () =>
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        messageCount: countedMessages,
        createdAt: conversations.createdAt,
        updatedAt: conversations.updatedAt,
      })
      .from(conversations)
      .leftJoin(messages, eq(messages.conversationId, conversations.id))
      .groupBy(conversations.id)
      .$dynamic();

  // Read before every answer: prepared once (planned once per connection).
  const ownedContentsQuery = db
    .select({ role: messages.role, content: messages.content })
    .from(conversations)
    .leftJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(eq(conversations.id, sql.placeholder('id')), eq(conversations.userId, sql.placeholder('userId'))),
    )
    .orderBy(asc(messages.id))
    .prepare('conversation_owned_contents');

  return {
    /** The user's conversations, most recently updated first. */
    async list(userId: number): Promise<ConversationRow[]> {
      return selectConversations()
        .where(eq(conversations.userId, userId))
        .orderBy(desc(conversations.updatedAt), desc(conversations.id));
    },

    async findOwned(userId: number, id: number): Promise<ConversationRow | undefined> {
      const [row] = await selectConversations().where(
        and(eq(conversations.id, id), eq(conversations.userId, userId)),
      );
      return row;
    },

    /** Creates a conversation unless the user already has `max`; null when at the limit. */
    async createWithinLimit(userId: number, title: string, max: number): Promise<ConversationRow | null> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return null;
        if ((await countConversations(tx, userId)) >= max) return null;
        const [created] = await tx.insert(conversations).values({ userId, title }).returning({
          id: conversations.id,
          title: conversations.title,
          createdAt: conversations.createdAt,
          updatedAt: conversations.updatedAt,
        });
        return { ...created!, messageCount: 0 };
      });
    },

    async rename(userId: number, id: number, title: string): Promise<boolean> {
      const updated = await db
        .update(conversations)
        .set({ title, updatedAt: sql`now()` })
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      return updated.length > 0;
    },

    /** Deletes the conversation unless it is the user's only one. */
    async removeUnlessLast(userId: number, id: number): Promise<'deleted' | 'not_found' | 'last'> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return 'not_found';
        const [owned] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
        if (!owned) return 'not_found';
        if ((await countConversations(tx, userId)) <= 1) return 'last';
        await tx.delete(conversations).where(eq(conversations.id, id));
        return 'deleted';
      });
    },

    /** The messages in insertion order, each with the rating it received (one query). */
    async messagesWithRatings(conversationId: number): Promise<MessageRow[]> {
      const rows = await db
        .select({
          id: messages.id,
          role: messages.role,
          content: messages.content,
          metadata: messages.metadata,
          createdAt: messages.createdAt,
          rating: messageFeedback.rating,
        })
        .from(messages)
        .leftJoin(messageFeedback, eq(messageFeedback.messageId, messages.id))
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.id));
      return rows.map((row) => ({
        ...row,
        role: row.role as MessageRole,
        rating: row.rating as FeedbackRating | null,
      }));
    },

    /**
     * The messages of the user's conversation as the model reads them, in insertion order, in one
     * query (the chat pipeline reads them before every answer); undefined when it is not theirs.
     */
    async ownedContents(
      userId: number,
      id: number,
    ): Promise<Array<{ role: MessageRole; content: string }> | undefined> {
      const rows = await ownedContentsQuery.execute({ id, userId });
      if (rows.length === 0) return undefined;
      return rows.flatMap((row) =>
        row.role === null || row.content === null
          ? []
          : [{ role: row.role as MessageRole, content: row.content }],
      );
    },

    /**
     * Adds a message unless `isFull(counted user and assistant messages, role)` refuses it. The
     * conversation row is locked, so concurrent adds never pass the limit. The first user message
     * names a conversation still bearing `defaultTitle` with `titleFor(content)`.
     */
    async addWithinLimit(
      userId: number,
      id: number,
      message: NewMessage,
      limits: {
        isFull: (counted: number, role: NewMessage['role']) => boolean;
        defaultTitle: string;
        titleFor: (content: string) => string;
      },
    ): Promise<{ status: 'added'; message: MessageRow } | { status: 'not_found' } | { status: 'limit' }> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .select({ title: conversations.title })
          .from(conversations)
          .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
          .for('no key update');
        if (!conversation) return { status: 'not_found' };
        const [counts] = await tx
          .select({
            counted: count(),
            users: sql<number>`count(*) filter (where ${messages.role} = 'user')`.mapWith(Number),
          })
          .from(messages)
          .where(and(eq(messages.conversationId, id), inArray(messages.role, COUNTED_ROLES)));
        if (limits.isFull(counts?.counted ?? 0, message.role)) return { status: 'limit' };
        const [inserted] = await tx
          .insert(messages)
          .values({
            conversationId: id,
            role: message.role,
            content: message.content,
            metadata: message.metadata ?? null,
          })
          .returning({
            id: messages.id,
            role: messages.role,
            content: messages.content,
            metadata: messages.metadata,
            createdAt: messages.createdAt,
          });
        const firstUserMessage = message.role === 'user' && (counts?.users ?? 0) === 0;
        const retitle = firstUserMessage && conversation.title === limits.defaultTitle;
        await tx
          .update(conversations)
          .set({ updatedAt: sql`now()`, ...(retitle ? { title: limits.titleFor(message.content) } : {}) })
          .where(eq(conversations.id, id));
        return {
          status: 'added',
          message: { ...inserted!, role: inserted!.role as MessageRole, rating: null },
        };
      });
    },
  };
}

export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
