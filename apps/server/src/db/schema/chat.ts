import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's conversations (at most MAX_CONVERSATIONS each, enforced by the service under a row lock). */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 255 }).notNull().default('Nuova conversazione'),
    /** The matter it is filed under (see schema/matters.ts for the composite key). */
    matterId: integer('matter_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_user_id_idx').on(table.userId, table.updatedAt),
    // The conversation search (migration 0025): the text as written, acute accents read as grave; the
    // query carries the other spellings (conversation-search.repo.ts).
    index('conversations_search_idx').using(
      'gin',
      sql`to_tsvector('italian'::regconfig, translate(${table.title}, 'éÉ', 'èÈ'))`,
    ),
  ],
);

/** Messages of a conversation, in insertion order (`id`). System messages are stored but never shown. */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: varchar({ length: 16 }).notNull(),
    content: text().notNull(),
    /** What the answer was built from: mode, citations, whether it was extractive. */
    metadata: jsonb().$type<Record<string, unknown>>(),
    /** An answer cut short (Stop, or the stream failed after some text): the content is partial. */
    interrupted: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_id_idx').on(table.conversationId, table.id),
    index('messages_search_idx')
      .using('gin', sql`to_tsvector('italian'::regconfig, translate(${table.content}, 'éÉ', 'èÈ'))`)
      .where(sql`${table.role} in ('user', 'assistant')`),
    check('messages_role_known', sql`${table.role} in ('user', 'assistant', 'system')`),
  ],
);

/**
 * One rating per assistant message, never changed. The question and answer texts are copied in so
 * the feedback keeps its meaning after the conversation is deleted (spec 2: "orphaned"): then
 * `message_id` and `conversation_id` become null and the copies remain.
 */
export const messageFeedback = pgTable(
  'message_feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** Null once the user erased the account: the feedback stays as anonymous text. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: varchar({ length: 8 }).notNull(),
    feedbackText: text('feedback_text'),
    questionText: text('question_text'),
    answerText: text('answer_text').notNull(),
    conversationTitle: varchar('conversation_title', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('message_feedback_message_id_unique').on(table.messageId),
    index('message_feedback_created_at_idx').on(table.createdAt),
    check('message_feedback_rating_known', sql`${table.rating} in ('like', 'dislike')`),
  ],
);
