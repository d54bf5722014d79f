import { CHAT_INPUT_MAX_LENGTH, CONVERSATION_TITLE_MAX_LENGTH, MESSAGE_ROLES } from '../rules/chat';
import { withoutBidiControls } from '../rules/display-text';
import { z } from '../zod-it';
import { matterFilterQuery, matterIdField } from './matters';

const TITLE_REQUIRED = 'Il titolo è obbligatorio';
const TITLE_TOO_LONG = `Il titolo non può superare i ${CONVERSATION_TITLE_MAX_LENGTH} caratteri`;

/** A conversation id in a path: a positive integer, else 404 (never 500). */
export const conversationIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/conversations (title optional: the default title applies). */
export const createConversationRequest = z.object({
  title: z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(CONVERSATION_TITLE_MAX_LENGTH, TITLE_TOO_LONG)
    .optional(),
  /** Files the conversation under one of the user's matters (404 otherwise); null: unfiled. */
  matter_id: matterIdField,
});
export type CreateConversationRequest = z.infer<typeof createConversationRequest>;

/** PUT /api/conversations/{id}. */
export const renameConversationRequest = z.object({
  title: z
    .string(TITLE_REQUIRED)
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, TITLE_REQUIRED)
    .max(CONVERSATION_TITLE_MAX_LENGTH, TITLE_TOO_LONG),
});
export type RenameConversationRequest = z.infer<typeof renameConversationRequest>;

export const conversationResource = z.object({
  id: z.number().int(),
  title: z.string(),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The matter (pratica) it is filed under; null: unfiled. */
  matter_id: z.number().int().nullable().default(null),
});
export type ConversationResource = z.infer<typeof conversationResource>;

/** GET /api/conversations?matter_id=: a matter's conversations, `none` the unfiled ones, absent all. */
export const conversationListQuery = matterFilterQuery;

/** GET /api/conversations: the caller's conversations, most recently updated first. */
export const conversationListResponse = z.array(conversationResource);
export type ConversationListResponse = z.infer<typeof conversationListResponse>;

export const messageRole = z.enum(MESSAGE_ROLES);

const CONTENT_REQUIRED = 'Il messaggio non può essere vuoto';
const INTERRUPTED_BOOLEAN = 'Il campo interrupted deve essere vero o falso';
const INTERRUPTED_ANSWER_ONLY = 'Solo una risposta può essere interrotta';
/** Assistant answers can be longer than what a user may type; capped against abuse. */
export const MESSAGE_CONTENT_MAX_LENGTH = 100_000;

/** POST /api/conversations/{id}/messages: the client saves its question and the answer it received. */
export const addMessageRequest = z
  .object({
    // System messages are the server's: a client cannot add instructions the model would obey.
    role: z.enum(['user', 'assistant'], "Il ruolo deve essere 'user' o 'assistant'"),
    content: z.string(CONTENT_REQUIRED).max(MESSAGE_CONTENT_MAX_LENGTH),
    metadata: z.record(z.string(), z.unknown()).optional(),
    /** An answer cut short (the user pressed Stop, or the stream failed after some text). */
    interrupted: z.boolean(INTERRUPTED_BOOLEAN).optional(),
  })
  .superRefine((value, context) => {
    if (value.interrupted && value.role !== 'assistant') {
      context.addIssue({ code: 'custom', path: ['interrupted'], message: INTERRUPTED_ANSWER_ONLY });
    }
    if (value.content.trim() === '') {
      context.addIssue({ code: 'custom', path: ['content'], message: CONTENT_REQUIRED });
    } else if (value.role === 'user' && Array.from(value.content).length > CHAT_INPUT_MAX_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['content'],
        message: `Il messaggio non può superare i ${CHAT_INPUT_MAX_LENGTH} caratteri`,
      });
    }
  });
export type AddMessageRequest = z.infer<typeof addMessageRequest>;

export const feedbackRating = z.enum(['like', 'dislike']);
export type FeedbackRating = z.infer<typeof feedbackRating>;

export const messageResource = z.object({
  id: z.number().int(),
  role: messageRole,
  content: z.string(),
  created_at: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  /** The answer was cut short: what is stored is the partial text ('Risposta interrotta.'). */
  interrupted: z.boolean(),
  /** The rating already given to this (assistant) message, if any. */
  feedback: z.object({ rating: feedbackRating }).nullable(),
});
export type MessageResource = z.infer<typeof messageResource>;

/** GET /api/conversations/{id}. */
export const conversationWithMessages = z.object({
  conversation: conversationResource,
  messages: z.array(messageResource),
});
export type ConversationWithMessages = z.infer<typeof conversationWithMessages>;
