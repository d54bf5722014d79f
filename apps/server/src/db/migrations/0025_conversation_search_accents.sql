-- Hand-written: the conversation search (0021) folded every accent before the Italian stemming, but the
-- stemmer reads a final «à»/«ò»: «responsabilità» stems as «respons» (like «responsabile»), folded
-- «responsabilita» as «responsabil»; «deciderà» as «decid» (like «decidere»), «decidera» as «decider».
-- The text is now indexed as written: the stemmer lower-cases, and reads an acute accent as a grave one.
-- Only its stop words tell them apart («perché» is one, «perchè» and «perche» are not), so é is read as
-- è here (translate: one character for one, cheap), and «perché» is found as before.
-- The search (conversation-search.repo.ts) gives each word of the query its other spellings instead
-- (folded, with the final vowel accented, …): the query pays for them, not every message written.
-- search_fold_accents (0021) stays: the query folds with it.
DROP INDEX "messages_search_idx";
--> statement-breakpoint
DROP INDEX "conversations_search_idx";
--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (to_tsvector('italian'::regconfig, translate("content", 'éÉ', 'èÈ'))) WHERE "role" IN ('user', 'assistant');
--> statement-breakpoint
CREATE INDEX "conversations_search_idx" ON "conversations" USING gin (to_tsvector('italian'::regconfig, translate("title", 'éÉ', 'èÈ')));
