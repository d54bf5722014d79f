-- Hand-written (issue 27): Italian full-text search over a user's conversation titles and messages.
-- PGlite has no `unaccent`, so accents are folded by this IMMUTABLE function: one character for one
-- (the folded text keeps the original's offsets, which the snippets rely on). The search's queries
-- use the very expressions of these indexes: to_tsvector('italian', search_fold_accents(…)).
CREATE OR REPLACE FUNCTION "search_fold_accents"(text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT pg_catalog.translate($1, 'àáâãäåèéêëìíîïòóôõöùúûüýÿçñÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÇÑ', 'aaaaaaeeeeiiiiooooouuuuyycnAAAAAAEEEEIIIIOOOOOUUUUYCN') $$;
--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (to_tsvector('italian'::regconfig, search_fold_accents("content"))) WHERE "role" IN ('user', 'assistant');
--> statement-breakpoint
CREATE INDEX "conversations_search_idx" ON "conversations" USING gin (to_tsvector('italian'::regconfig, search_fold_accents("title")));
