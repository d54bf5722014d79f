CREATE TABLE "analytics_user_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cached_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cache_write_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"completion_tokens" bigint DEFAULT 0 NOT NULL,
	"cost_cache_hit" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_miss" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_write" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_output" numeric(20, 8) DEFAULT '0' NOT NULL,
	"standard" integer DEFAULT 0 NOT NULL,
	"rag" integer DEFAULT 0 NOT NULL,
	"websearch" integer DEFAULT 0 NOT NULL,
	"websearch_with_documents" integer DEFAULT 0 NOT NULL,
	"case_strategies" integer DEFAULT 0 NOT NULL,
	"legal_documents" integer DEFAULT 0 NOT NULL,
	"legal_documents_enhanced" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_user_totals" ADD CONSTRAINT "analytics_user_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (issue 22): the triggers that keep analytics_user_totals exact, and its
-- backfill. As in 0013: per statement over a transition table named "changed" (new rows on INSERT,
-- old rows on DELETE), users in id order so two statements lock totals rows in the same order. An
-- INSERT upserts; a DELETE only updates the rows still there and never creates one: records go with
-- their user (FK cascade) and the user's totals row may be gone already. Totals rows are never
-- removed: a user whose figures return to 0 keeps a row of zeros, which every reader filters out.
CREATE FUNCTION usage_records_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_user_totals AS t (user_id, requests, prompt_tokens, cached_prompt_tokens,
      cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output)
    SELECT r.user_id, count(*), sum(r.prompt_tokens), sum(r.cached_prompt_tokens),
      sum(r.cache_write_prompt_tokens), sum(r.completion_tokens), sum(r.cost_cache_hit), sum(r.cost_cache_miss),
      sum(r.cost_cache_write), sum(r.cost_output)
    FROM changed r GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET requests = t.requests + excluded.requests,
      prompt_tokens = t.prompt_tokens + excluded.prompt_tokens,
      cached_prompt_tokens = t.cached_prompt_tokens + excluded.cached_prompt_tokens,
      cache_write_prompt_tokens = t.cache_write_prompt_tokens + excluded.cache_write_prompt_tokens,
      completion_tokens = t.completion_tokens + excluded.completion_tokens,
      cost_cache_hit = t.cost_cache_hit + excluded.cost_cache_hit,
      cost_cache_miss = t.cost_cache_miss + excluded.cost_cache_miss,
      cost_cache_write = t.cost_cache_write + excluded.cost_cache_write,
      cost_output = t.cost_output + excluded.cost_output;
  ELSE
    PERFORM 1 FROM analytics_user_totals t WHERE t.user_id IN (SELECT r.user_id FROM changed r)
    ORDER BY t.user_id FOR UPDATE;
    UPDATE analytics_user_totals t SET requests = t.requests - g.requests,
      prompt_tokens = t.prompt_tokens - g.prompt_tokens,
      cached_prompt_tokens = t.cached_prompt_tokens - g.cached_prompt_tokens,
      cache_write_prompt_tokens = t.cache_write_prompt_tokens - g.cache_write_prompt_tokens,
      completion_tokens = t.completion_tokens - g.completion_tokens,
      cost_cache_hit = t.cost_cache_hit - g.cost_cache_hit, cost_cache_miss = t.cost_cache_miss - g.cost_cache_miss,
      cost_cache_write = t.cost_cache_write - g.cost_cache_write, cost_output = t.cost_output - g.cost_output
    FROM (SELECT r.user_id, count(*) AS requests, sum(r.prompt_tokens) AS prompt_tokens,
            sum(r.cached_prompt_tokens) AS cached_prompt_tokens,
            sum(r.cache_write_prompt_tokens) AS cache_write_prompt_tokens, sum(r.completion_tokens) AS completion_tokens,
            sum(r.cost_cache_hit) AS cost_cache_hit, sum(r.cost_cache_miss) AS cost_cache_miss,
            sum(r.cost_cache_write) AS cost_cache_write, sum(r.cost_output) AS cost_output
          FROM changed r GROUP BY 1) g
    WHERE t.user_id = g.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER usage_records_totals_insert AFTER INSERT ON usage_records
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION usage_records_totals();
--> statement-breakpoint
CREATE TRIGGER usage_records_totals_delete AFTER DELETE ON usage_records
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION usage_records_totals();
--> statement-breakpoint
-- Answered questions per mode, as chat_user_daily counts them (0013). A deleted user's records keep
-- user_id null (FK set null) and count for nobody here.
CREATE FUNCTION activity_log_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_user_totals AS t (user_id, standard, rag, websearch, websearch_with_documents)
    SELECT a.user_id,
      count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION'),
      count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION'),
      count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'),
      count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION' AND analytics_used_documents(a.details))
    FROM changed a
    WHERE a.user_id IS NOT NULL
      AND a.action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET standard = t.standard + excluded.standard, rag = t.rag + excluded.rag,
      websearch = t.websearch + excluded.websearch,
      websearch_with_documents = t.websearch_with_documents + excluded.websearch_with_documents;
  ELSE
    PERFORM 1 FROM analytics_user_totals t WHERE t.user_id IN (SELECT a.user_id FROM changed a)
    ORDER BY t.user_id FOR UPDATE;
    UPDATE analytics_user_totals t SET standard = t.standard - g.standard, rag = t.rag - g.rag,
      websearch = t.websearch - g.websearch, websearch_with_documents = t.websearch_with_documents - g.with_documents
    FROM (SELECT a.user_id,
            count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION') AS standard,
            count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION') AS rag,
            count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION') AS websearch,
            count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'
              AND analytics_used_documents(a.details)) AS with_documents
          FROM changed a
          WHERE a.user_id IS NOT NULL
            AND a.action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
          GROUP BY 1) g
    WHERE t.user_id = g.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_log_totals_insert AFTER INSERT ON activity_log
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION activity_log_totals();
--> statement-breakpoint
CREATE TRIGGER activity_log_totals_delete AFTER DELETE ON activity_log
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION activity_log_totals();
--> statement-breakpoint
-- The simulator's cases that exist (a case the user deletes no longer counts, as in the dated reads).
CREATE FUNCTION case_strategies_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_user_totals AS t (user_id, case_strategies)
    SELECT c.user_id, count(*) FROM changed c GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET case_strategies = t.case_strategies + excluded.case_strategies;
  ELSE
    PERFORM 1 FROM analytics_user_totals t WHERE t.user_id IN (SELECT c.user_id FROM changed c)
    ORDER BY t.user_id FOR UPDATE;
    UPDATE analytics_user_totals t SET case_strategies = t.case_strategies - g.cases
    FROM (SELECT c.user_id, count(*) AS cases FROM changed c GROUP BY 1) g
    WHERE t.user_id = g.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER case_strategies_totals_insert AFTER INSERT ON case_strategies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION case_strategies_totals();
--> statement-breakpoint
CREATE TRIGGER case_strategies_totals_delete AFTER DELETE ON case_strategies
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION case_strategies_totals();
--> statement-breakpoint
-- The generator's documents that exist, and those drafted with AI (metadata.ai_enhanced, which an
-- edit rewrites with the rest of the metadata: an UPDATE moves a document between the two counts).
CREATE FUNCTION legal_documents_ai_enhanced(metadata jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(metadata ->> 'ai_enhanced' = 'true', false)
$$;
--> statement-breakpoint
CREATE FUNCTION legal_documents_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_user_totals AS t (user_id, legal_documents, legal_documents_enhanced)
    SELECT d.user_id, count(*), count(*) FILTER (WHERE legal_documents_ai_enhanced(d.metadata))
    FROM changed d GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET legal_documents = t.legal_documents + excluded.legal_documents,
      legal_documents_enhanced = t.legal_documents_enhanced + excluded.legal_documents_enhanced;
  ELSE
    PERFORM 1 FROM analytics_user_totals t WHERE t.user_id IN (SELECT d.user_id FROM changed d)
    ORDER BY t.user_id FOR UPDATE;
    UPDATE analytics_user_totals t SET legal_documents = t.legal_documents - g.documents,
      legal_documents_enhanced = t.legal_documents_enhanced - g.enhanced
    FROM (SELECT d.user_id, count(*) AS documents,
            count(*) FILTER (WHERE legal_documents_ai_enhanced(d.metadata)) AS enhanced
          FROM changed d GROUP BY 1) g
    WHERE t.user_id = g.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER legal_documents_totals_insert AFTER INSERT ON legal_documents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION legal_documents_totals();
--> statement-breakpoint
CREATE TRIGGER legal_documents_totals_delete AFTER DELETE ON legal_documents
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION legal_documents_totals();
--> statement-breakpoint
-- An update is the old rows taken out and the new ones put in; only the AI count can change (a
-- document keeps its owner), so only rows whose flag changed are touched.
CREATE FUNCTION legal_documents_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM analytics_user_totals t WHERE t.user_id IN (SELECT d.user_id FROM after_update d)
  ORDER BY t.user_id FOR UPDATE;
  UPDATE analytics_user_totals t SET legal_documents_enhanced = t.legal_documents_enhanced + g.delta
  FROM (SELECT n.user_id,
          sum(legal_documents_ai_enhanced(n.metadata)::int - legal_documents_ai_enhanced(o.metadata)::int) AS delta
        FROM after_update n JOIN before_update o ON o.id = n.id
        GROUP BY 1) g
  WHERE t.user_id = g.user_id AND g.delta <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER legal_documents_totals_update AFTER UPDATE ON legal_documents
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION legal_documents_totals_update();
--> statement-breakpoint
-- The records written before this migration: the lock waits for writers still in flight (another
-- replica's) and holds new ones until the triggers above are committed, so no record is missed.
LOCK TABLE usage_records, activity_log, case_strategies, legal_documents IN SHARE MODE;
--> statement-breakpoint
INSERT INTO analytics_user_totals (user_id, requests, prompt_tokens, cached_prompt_tokens, cache_write_prompt_tokens,
  completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output, standard, rag, websearch,
  websearch_with_documents, case_strategies, legal_documents, legal_documents_enhanced)
SELECT u.id, coalesce(r.requests, 0), coalesce(r.prompt_tokens, 0), coalesce(r.cached_prompt_tokens, 0),
  coalesce(r.cache_write_prompt_tokens, 0), coalesce(r.completion_tokens, 0), coalesce(r.cost_cache_hit, 0),
  coalesce(r.cost_cache_miss, 0), coalesce(r.cost_cache_write, 0), coalesce(r.cost_output, 0),
  coalesce(a.standard, 0), coalesce(a.rag, 0), coalesce(a.websearch, 0), coalesce(a.with_documents, 0),
  coalesce(c.cases, 0), coalesce(d.documents, 0), coalesce(d.enhanced, 0)
FROM users u
LEFT JOIN (SELECT user_id, count(*) AS requests, sum(prompt_tokens) AS prompt_tokens,
    sum(cached_prompt_tokens) AS cached_prompt_tokens, sum(cache_write_prompt_tokens) AS cache_write_prompt_tokens,
    sum(completion_tokens) AS completion_tokens, sum(cost_cache_hit) AS cost_cache_hit,
    sum(cost_cache_miss) AS cost_cache_miss, sum(cost_cache_write) AS cost_cache_write, sum(cost_output) AS cost_output
  FROM usage_records GROUP BY 1) r ON r.user_id = u.id
LEFT JOIN (SELECT user_id,
    count(*) FILTER (WHERE action_type = 'CHAT_SIMPLE_INTERACTION') AS standard,
    count(*) FILTER (WHERE action_type = 'CHAT_RAG_INTERACTION') AS rag,
    count(*) FILTER (WHERE action_type = 'CHAT_WEB_SEARCH_INTERACTION') AS websearch,
    count(*) FILTER (WHERE action_type = 'CHAT_WEB_SEARCH_INTERACTION' AND analytics_used_documents(details))
      AS with_documents
  FROM activity_log
  WHERE action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
  GROUP BY 1) a ON a.user_id = u.id
LEFT JOIN (SELECT user_id, count(*) AS cases FROM case_strategies GROUP BY 1) c ON c.user_id = u.id
LEFT JOIN (SELECT user_id, count(*) AS documents, count(*) FILTER (WHERE legal_documents_ai_enhanced(metadata)) AS enhanced
  FROM legal_documents GROUP BY 1) d ON d.user_id = u.id
WHERE r.user_id IS NOT NULL OR a.user_id IS NOT NULL OR c.user_id IS NOT NULL OR d.user_id IS NOT NULL;
