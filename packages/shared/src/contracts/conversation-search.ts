import { withoutBidiControls } from '../rules/display-text';
import { z } from '../zod-it';
import { calendarDay, DATE_RANGE_INVERTED } from './admin-period';
import { matterFilter } from './matters';

/** Longer than any sensible search: refused (422) rather than parsed. */
export const CONVERSATION_SEARCH_QUERY_MAX_LENGTH = 200;
export const CONVERSATION_SEARCH_PAGE_SIZE = 20;

const QUERY_REQUIRED = 'Il campo q (testo da cercare) è obbligatorio';
const QUERY_TOO_LONG = `Il campo q (testo da cercare) non può superare i ${CONVERSATION_SEARCH_QUERY_MAX_LENGTH} caratteri`;
const PAGE_INVALID = 'Il campo page deve essere un numero di pagina valido';

/**
 * GET /api/conversations/search?q=&matter_id=&from=&to=&page= — the caller's conversations, titles
 * and messages. `from`/`to` are inclusive calendar days in POINTS_TIME_ZONE. `q` is read as a web
 * search engine reads it: "quoted phrases", OR, -excluded.
 */
export const conversationSearchQuery = z
  .object({
    q: z
      .string(QUERY_REQUIRED)
      .overwrite(withoutBidiControls)
      .trim()
      .min(1, QUERY_REQUIRED)
      .max(CONVERSATION_SEARCH_QUERY_MAX_LENGTH, QUERY_TOO_LONG),
    /** A matter's id, or `none` for the unfiled conversations; absent: all. */
    matter_id: matterFilter,
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    page: z.coerce
      .number(PAGE_INVALID)
      .int(PAGE_INVALID)
      .min(1, PAGE_INVALID)
      .max(1000, PAGE_INVALID)
      .default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: DATE_RANGE_INVERTED,
  });
export type ConversationSearchQuery = z.infer<typeof conversationSearchQuery>;

/** A piece of a snippet: the words matching the search are `highlighted` (no markup crosses the wire). */
export const snippetSegment = z.object({ text: z.string(), highlighted: z.boolean() });
export type SnippetSegment = z.infer<typeof snippetSegment>;

export const conversationSearchHit = z.object({
  conversation_id: z.number().int(),
  conversation_title: z.string(),
  /** Null when the conversation's title matched. */
  message_id: z.number().int().nullable(),
  role: z.enum(['user', 'assistant']).nullable(),
  /** Exact pieces of the stored text, in order. */
  snippet: z.array(snippetSegment),
  /** Whether the stored text goes on before / after the snippet (each cut is shown as «[…]»). */
  snippet_cut_before: z.boolean(),
  snippet_cut_after: z.boolean(),
  created_at: z.string(),
  matter_id: z.number().int().nullable(),
});
export type ConversationSearchHit = z.infer<typeof conversationSearchHit>;

export const conversationSearchResponse = z.object({
  results: z.array(conversationSearchHit),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ConversationSearchResponse = z.infer<typeof conversationSearchResponse>;

/** An article an answer cites or was based on, as stored, with the date its text is consolidated to. */
export const exportedArticle = z.object({
  identifier: z.string(),
  title: z.string(),
  act_name: z.string(),
  /** The article's text exactly as stored. */
  text: z.string(),
  vigente_al: z.string(),
  abrogated: z.boolean(),
  /** True when an answer cites it; false for a principal source of an answer that does not cite it. */
  cited: z.boolean(),
});
export type ExportedArticle = z.infer<typeof exportedArticle>;

export const exportedWebSource = z.object({
  title: z.string(),
  url: z.string(),
  /** The page's date when the search gave one. */
  published_at: z.string().nullable(),
  /** True when an answer cites it (`@source:web:n`); false when it was only consulted. */
  cited: z.boolean(),
});
export type ExportedWebSource = z.infer<typeof exportedWebSource>;

/** A citation of an answer that does not resolve to a stored source. */
export const unverifiedCitation = z.object({
  /** As written in the answer. */
  text: z.string(),
  message_id: z.number().int(),
  reason: z.enum(['not_found', 'outside_corpus']),
});
export type UnverifiedCitation = z.infer<typeof unverifiedCitation>;

/** GET /api/conversations/{id}/export: what the web turns into a PDF or a Word file. */
export const conversationExportResponse = z.object({
  conversation: z.object({
    id: z.number().int(),
    title: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  exported_at: z.string(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      created_at: z.string(),
      interrupted: z.boolean(),
      /**
       * Who wrote an answer, as stored with it: the AI model (named when known) or the extractive
       * responder (quotations of the sources, no model). Null for questions and for answers stored
       * without it.
       */
      answered_by: z
        .discriminatedUnion('kind', [
          z.object({ kind: z.literal('model'), model: z.string().nullable() }),
          z.object({ kind: z.literal('extractive') }),
        ])
        .nullable(),
    }),
  ),
  appendix: z.object({
    articles: z.array(exportedArticle),
    web_sources: z.array(exportedWebSource),
    unverified: z.array(unverifiedCitation),
  }),
});
export type ConversationExportResponse = z.infer<typeof conversationExportResponse>;
