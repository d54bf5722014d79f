import type { FeedbackRating, MatterFilter, MessageRole } from '@brocardo/shared';
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, messageFeedback, messages, users } from '../../db/schema';

export interface ConversationRow {
  id: number;
  title: string;
  messageCount: number;
  matterId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageRow {
  id: number;
  role: MessageRole;
  content: string;
  metadata: Record<string, unknown> | null;
  interrupted: boolean;
  createdAt: Date;
  rating: FeedbackRating | null;
}

export interface NewMessage {
  role: MessageRole;
  content: string;
  metadata?: Record<string, unknown> | undefined;
  interrupted?: boolean | undefined;
}

/** User and assistant messages count towards the limit; system messages do not. */
const COUNTED_ROLES: MessageRole[] = ['user', 'assistant'];

/**
 * The conversation's messages towards the limit, as `messagesTowardsLimit` (shared rules) counts
 * them: every answer, and every question whose next user or assistant message is an answer. Column
 * names are written out: in a single-table select Drizzle renders column references unqualified.
 */
const countedMessages = sql<number>`(
  select count(*) from (
    select m.role, lead(m.role) over (order by m.id) as next_role
    from ${messages} as m
    where m.conversation_id = ${conversations}.id and m.role in ('user', 'assistant')
  ) as counted
  where counted.role = 'assistant' or counted.next_role = 'assistant'
)`
  .mapWith(Number)
  .as('message_count');

const messageColumns = {
  id: messages.id,
  role: messages.role,
  content: messages.content,
  metadata: messages.metadata,
  interrupted: messages.interrupted,
  createdAt: messages.createdAt,
};

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
        matterId: conversations.matterId,
        createdAt: conversations.createdAt,
        updatedAt: conversations.updatedAt,
      })
      .from(conversations)
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

  // The sidebar reads it after every change: built once instead of on every call.
  const listQuery = selectConversations()
    .where(eq(conversations.userId, sql.placeholder('userId')))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .prepare('conversations_of_user');

  return {
    /** The user's conversations, most recently updated first. */
    async list(userId: number, matter?: MatterFilter): Promise<ConversationRow[]> {
      if (matter === undefined) return listQuery.execute({ userId });
      return selectConversations()
        .where(
          and(
            eq(conversations.userId, userId),
            matter === 'none' ? isNull(conversations.matterId) : eq(conversations.matterId, matter),
          ),
        )
        .orderBy(desc(conversations.updatedAt), desc(conversations.id));
    },

    async findOwned(userId: number, id: number): Promise<ConversationRow | undefined> {
      const [row] = await selectConversations().where(
        and(eq(conversations.id, id), eq(conversations.userId, userId)),
      );
      return row;
    },

    /**
     * A new conversation for the user: the most recently updated one without any message when there
     * is one (brought to the top, and given `title` when one is asked for), else a new one titled
     * `title ?? defaultTitle` unless the user already has `max`. Null when at the limit. `matterId`
     * files it (null unfiles a reused one; undefined leaves it as it is); the composite key refuses
     * another user's matter (a foreign key violation the service answers 404).
     */
    async createOrReuseEmpty(
      userId: number,
      title: string | undefined,
      defaults: { title: string; max: number },
      matterId?: number | null,
    ): Promise<{ conversation: ConversationRow; reused: boolean } | null> {
      const columns = {
        id: conversations.id,
        title: conversations.title,
        matterId: conversations.matterId,
        createdAt: conversations.createdAt,
        updatedAt: conversations.updatedAt,
      };
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return null;
        const [empty] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(
              eq(conversations.userId, userId),
              notExists(
                tx
                  .select({ id: messages.id })
                  .from(messages)
                  .where(eq(messages.conversationId, conversations.id)),
              ),
            ),
          )
          .orderBy(desc(conversations.updatedAt), desc(conversations.id))
          .limit(1);
        if (empty) {
          const [reused] = await tx
            .update(conversations)
            .set({
              updatedAt: sql`now()`,
              ...(title ? { title } : {}),
              ...(matterId === undefined ? {} : { matterId }),
            })
            .where(eq(conversations.id, empty.id))
            .returning(columns);
          return { conversation: { ...reused!, messageCount: 0 }, reused: true };
        }
        if ((await countConversations(tx, userId)) >= defaults.max) return null;
        const [created] = await tx
          .insert(conversations)
          .values({ userId, title: title ?? defaults.title, matterId: matterId ?? null })
          .returning(columns);
        return { conversation: { ...created!, messageCount: 0 }, reused: false };
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
        .select({ ...messageColumns, rating: messageFeedback.rating })
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
     * Any conversation's user and assistant messages in insertion order, for an administrator (one
     * query); undefined when the conversation does not exist.
     */
    async messagesForAdmin(
      id: number,
    ): Promise<
      Array<{ id: number; role: 'user' | 'assistant'; content: string; createdAt: Date }> | undefined
    > {
      const rows = await db
        .select({
          id: messages.id,
          role: messages.role,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(conversations)
        .leftJoin(
          messages,
          and(eq(messages.conversationId, conversations.id), inArray(messages.role, COUNTED_ROLES)),
        )
        .where(eq(conversations.id, id))
        .orderBy(asc(messages.id));
      if (rows.length === 0) return undefined;
      // A conversation without messages comes back as one row of nulls (the left join).
      return rows.flatMap(({ id: messageId, role, content, createdAt }) =>
        messageId === null || role === null || content === null || createdAt === null
          ? []
          : [{ id: messageId, role: role as 'user' | 'assistant', content, createdAt }],
      );
    },

    /**
     * Files `value` under `key` in the metadata of the conversation's latest user message, when that
     * message is the user's and reads `question` (the chat pipeline's question, stored by the client
     * before it asked). Returns the message id, or null when there is no such message.
     */
    async annotateLatestQuestion(
      userId: number,
      id: number,
      question: string,
      key: string,
      value: unknown,
    ): Promise<number | null> {
      const [latest] = await db
        .select({ id: messages.id, content: messages.content })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId), eq(messages.role, 'user')))
        .orderBy(desc(messages.id))
        .limit(1);
      if (!latest || latest.content.trim() !== question.trim()) return null;
      await db
        .update(messages)
        .set({
          metadata: sql`coalesce(${messages.metadata}, '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`,
        })
        .where(eq(messages.id, latest.id));
      return latest.id;
    },

    /**
     * Adds a message unless `refusal(stored, role)` refuses it, `stored` being the roles of the user
     * and assistant messages already there, in order. The conversation row is locked, so concurrent
     * adds never pass the limit. A question repeating the last stored one, still unanswered, is a
     * retry: that message takes the new metadata and is returned instead of a second copy. The first
     * user message names a conversation still bearing `defaultTitle` with `titleFor(content)`.
     */
    async addWithinLimit(
      userId: number,
      id: number,
      message: NewMessage,
      limits: {
        /** Why a new message may not be stored (a repeated question never is new): or null. */
        refusal: (stored: MessageRole[], role: NewMessage['role']) => 'limit' | 'unanswered' | null;
        defaultTitle: string;
        titleFor: (content: string) => string;
      },
    ): Promise<
      | { status: 'added' | 'retried'; message: MessageRow }
      | { status: 'not_found' }
      | { status: 'limit' }
      | { status: 'unanswered' }
    > {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .select({ title: conversations.title })
          .from(conversations)
          .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
          .for('no key update');
        if (!conversation) return { status: 'not_found' };
        const stored = await tx
          .select({ id: messages.id, role: messages.role, content: messages.content })
          .from(messages)
          .where(and(eq(messages.conversationId, id), inArray(messages.role, COUNTED_ROLES)))
          .orderBy(asc(messages.id));
        const roles = stored.map((row) => row.role as MessageRole);
        const last = stored.at(-1);
        const retried = message.role === 'user' && last?.role === 'user' && last.content === message.content;
        const refused = retried ? null : limits.refusal(roles, message.role);
        if (refused === 'limit') return { status: 'limit' };
        if (refused === 'unanswered') return { status: 'unanswered' };
        const [row] = retried
          ? await tx
              .update(messages)
              .set({ metadata: message.metadata ?? null })
              .where(eq(messages.id, last.id))
              .returning(messageColumns)
          : await tx
              .insert(messages)
              .values({
                conversationId: id,
                role: message.role,
                content: message.content,
                metadata: message.metadata ?? null,
                interrupted: message.role === 'assistant' && message.interrupted === true,
              })
              .returning(messageColumns);
        const firstUserMessage = message.role === 'user' && !roles.includes('user');
        const retitle = firstUserMessage && conversation.title === limits.defaultTitle;
        await tx
          .update(conversations)
          .set({ updatedAt: sql`now()`, ...(retitle ? { title: limits.titleFor(message.content) } : {}) })
          .where(eq(conversations.id, id));
        return {
          status: retried ? 'retried' : 'added',
          message: { ...row!, role: row!.role as MessageRole, rating: null },
        };
      });
    },
  };
}

export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
