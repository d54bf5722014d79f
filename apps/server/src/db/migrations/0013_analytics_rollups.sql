CREATE TABLE "analytics_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	CONSTRAINT "analytics_settings_single_row" CHECK ("analytics_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"standard" integer DEFAULT 0 NOT NULL,
	"rag" integer DEFAULT 0 NOT NULL,
	"websearch" integer DEFAULT 0 NOT NULL,
	"websearch_with_documents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_user_daily" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"standard" integer DEFAULT 0 NOT NULL,
	"rag" integer DEFAULT 0 NOT NULL,
	"websearch" integer DEFAULT 0 NOT NULL,
	"websearch_with_documents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_user_daily_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_user_monthly" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"standard" integer DEFAULT 0 NOT NULL,
	"rag" integer DEFAULT 0 NOT NULL,
	"websearch" integer DEFAULT 0 NOT NULL,
	"websearch_with_documents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_user_monthly_month_user_id_pk" PRIMARY KEY("month","user_id")
);
--> statement-breakpoint
CREATE TABLE "points_action_daily" (
	"day" date NOT NULL,
	"action" varchar(40) NOT NULL,
	"charged_points" bigint DEFAULT 0 NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"refunded_points" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_action_daily_day_action_pk" PRIMARY KEY("day","action")
);
--> statement-breakpoint
CREATE TABLE "usage_feature_daily" (
	"day" date NOT NULL,
	"feature" varchar(40) NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cached_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cache_write_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"completion_tokens" bigint DEFAULT 0 NOT NULL,
	"cost_cache_hit" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_miss" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_write" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_output" numeric(20, 8) DEFAULT '0' NOT NULL,
	CONSTRAINT "usage_feature_daily_day_feature_pk" PRIMARY KEY("day","feature")
);
--> statement-breakpoint
CREATE TABLE "usage_user_daily" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cached_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cache_write_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"completion_tokens" bigint DEFAULT 0 NOT NULL,
	"cost_cache_hit" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_miss" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_write" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_output" numeric(20, 8) DEFAULT '0' NOT NULL,
	CONSTRAINT "usage_user_daily_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "usage_user_monthly" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cached_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"cache_write_prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"completion_tokens" bigint DEFAULT 0 NOT NULL,
	"cost_cache_hit" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_miss" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_cache_write" numeric(20, 8) DEFAULT '0' NOT NULL,
	"cost_output" numeric(20, 8) DEFAULT '0' NOT NULL,
	CONSTRAINT "usage_user_monthly_month_user_id_pk" PRIMARY KEY("month","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_user_daily" ADD CONSTRAINT "chat_user_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_user_monthly" ADD CONSTRAINT "chat_user_monthly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_user_daily" ADD CONSTRAINT "usage_user_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_user_monthly" ADD CONSTRAINT "usage_user_monthly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (issue 22): the triggers that keep the rollups exact, their time zone, the
-- backfill. The triggers are per statement, over transition tables, so a bulk insert aggregates once;
-- every upsert goes in key order (ORDER BY, or SELECT … FOR UPDATE before a subtraction) so two
-- statements touching the same rollup rows lock them in the same order and cannot deadlock.
-- usage_records, activity_log and points_ledger are only inserted into, and deleted from (with their
-- user); no code updates the columns the rollups sum or group by. The one UPDATE is activity_log.user_id
-- set null by its FK when the user goes, and the per-user chat rollups go with the user by their own FK.
-- An UPDATE of any other of those columns needs its trigger here first.
INSERT INTO "analytics_settings" ("id", "time_zone") VALUES (1, 'Europe/Rome');
--> statement-breakpoint
CREATE FUNCTION analytics_time_zone() RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text;
BEGIN
  SELECT time_zone INTO zone FROM analytics_settings WHERE id = 1;
  IF zone IS NULL THEN
    RAISE EXCEPTION 'analytics_settings has no row: the analytics rollups have no time zone';
  END IF;
  RETURN zone;
END
$$;
--> statement-breakpoint
-- A Ricerca Web answer that drew on the user's documents (details.documents_used a number above 0);
-- CASE, not AND, so a documents_used that is not a number is never cast.
CREATE FUNCTION analytics_used_documents(details jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(details -> 'documents_used') = 'number'
    THEN (details ->> 'documents_used')::numeric > 0 ELSE false END
$$;
--> statement-breakpoint
CREATE FUNCTION usage_records_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  INSERT INTO usage_user_daily AS t (day, user_id, requests, prompt_tokens, cached_prompt_tokens,
    cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output)
  SELECT (r.created_at AT TIME ZONE zone)::date, r.user_id, count(*), sum(r.prompt_tokens),
    sum(r.cached_prompt_tokens), sum(r.cache_write_prompt_tokens), sum(r.completion_tokens),
    sum(r.cost_cache_hit), sum(r.cost_cache_miss), sum(r.cost_cache_write), sum(r.cost_output)
  FROM inserted r GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, user_id) DO UPDATE SET requests = t.requests + excluded.requests,
    prompt_tokens = t.prompt_tokens + excluded.prompt_tokens,
    cached_prompt_tokens = t.cached_prompt_tokens + excluded.cached_prompt_tokens,
    cache_write_prompt_tokens = t.cache_write_prompt_tokens + excluded.cache_write_prompt_tokens,
    completion_tokens = t.completion_tokens + excluded.completion_tokens,
    cost_cache_hit = t.cost_cache_hit + excluded.cost_cache_hit,
    cost_cache_miss = t.cost_cache_miss + excluded.cost_cache_miss,
    cost_cache_write = t.cost_cache_write + excluded.cost_cache_write,
    cost_output = t.cost_output + excluded.cost_output;

  INSERT INTO usage_user_monthly AS t (month, user_id, requests, prompt_tokens, cached_prompt_tokens,
    cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output)
  SELECT date_trunc('month', r.created_at AT TIME ZONE zone)::date, r.user_id, count(*), sum(r.prompt_tokens),
    sum(r.cached_prompt_tokens), sum(r.cache_write_prompt_tokens), sum(r.completion_tokens),
    sum(r.cost_cache_hit), sum(r.cost_cache_miss), sum(r.cost_cache_write), sum(r.cost_output)
  FROM inserted r GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, user_id) DO UPDATE SET requests = t.requests + excluded.requests,
    prompt_tokens = t.prompt_tokens + excluded.prompt_tokens,
    cached_prompt_tokens = t.cached_prompt_tokens + excluded.cached_prompt_tokens,
    cache_write_prompt_tokens = t.cache_write_prompt_tokens + excluded.cache_write_prompt_tokens,
    completion_tokens = t.completion_tokens + excluded.completion_tokens,
    cost_cache_hit = t.cost_cache_hit + excluded.cost_cache_hit,
    cost_cache_miss = t.cost_cache_miss + excluded.cost_cache_miss,
    cost_cache_write = t.cost_cache_write + excluded.cost_cache_write,
    cost_output = t.cost_output + excluded.cost_output;

  INSERT INTO usage_feature_daily AS t (day, feature, requests, prompt_tokens, cached_prompt_tokens,
    cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output)
  SELECT (r.created_at AT TIME ZONE zone)::date, r.feature, count(*), sum(r.prompt_tokens),
    sum(r.cached_prompt_tokens), sum(r.cache_write_prompt_tokens), sum(r.completion_tokens),
    sum(r.cost_cache_hit), sum(r.cost_cache_miss), sum(r.cost_cache_write), sum(r.cost_output)
  FROM inserted r GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, feature) DO UPDATE SET requests = t.requests + excluded.requests,
    prompt_tokens = t.prompt_tokens + excluded.prompt_tokens,
    cached_prompt_tokens = t.cached_prompt_tokens + excluded.cached_prompt_tokens,
    cache_write_prompt_tokens = t.cache_write_prompt_tokens + excluded.cache_write_prompt_tokens,
    completion_tokens = t.completion_tokens + excluded.completion_tokens,
    cost_cache_hit = t.cost_cache_hit + excluded.cost_cache_hit,
    cost_cache_miss = t.cost_cache_miss + excluded.cost_cache_miss,
    cost_cache_write = t.cost_cache_write + excluded.cost_cache_write,
    cost_output = t.cost_output + excluded.cost_output;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Records go with their user (FK cascade). The per-user rollups cascade too, before or after this
-- trigger (the order of cascades is not fixed): only rows still there are updated, none is ever
-- created, and a row left with no record is removed. usage_feature_daily is what matters here.
CREATE FUNCTION usage_records_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  PERFORM 1 FROM usage_user_daily t
  WHERE (t.day, t.user_id) IN (SELECT (r.created_at AT TIME ZONE zone)::date, r.user_id FROM deleted r)
  ORDER BY t.day, t.user_id FOR UPDATE;
  UPDATE usage_user_daily t SET requests = t.requests - g.requests,
    prompt_tokens = t.prompt_tokens - g.prompt_tokens,
    cached_prompt_tokens = t.cached_prompt_tokens - g.cached_prompt_tokens,
    cache_write_prompt_tokens = t.cache_write_prompt_tokens - g.cache_write_prompt_tokens,
    completion_tokens = t.completion_tokens - g.completion_tokens,
    cost_cache_hit = t.cost_cache_hit - g.cost_cache_hit, cost_cache_miss = t.cost_cache_miss - g.cost_cache_miss,
    cost_cache_write = t.cost_cache_write - g.cost_cache_write, cost_output = t.cost_output - g.cost_output
  FROM (SELECT (r.created_at AT TIME ZONE zone)::date AS day, r.user_id, count(*) AS requests,
          sum(r.prompt_tokens) AS prompt_tokens, sum(r.cached_prompt_tokens) AS cached_prompt_tokens,
          sum(r.cache_write_prompt_tokens) AS cache_write_prompt_tokens, sum(r.completion_tokens) AS completion_tokens,
          sum(r.cost_cache_hit) AS cost_cache_hit, sum(r.cost_cache_miss) AS cost_cache_miss,
          sum(r.cost_cache_write) AS cost_cache_write, sum(r.cost_output) AS cost_output
        FROM deleted r GROUP BY 1, 2) g
  WHERE t.day = g.day AND t.user_id = g.user_id;
  DELETE FROM usage_user_daily t
  WHERE t.requests = 0
    AND (t.day, t.user_id) IN (SELECT (r.created_at AT TIME ZONE zone)::date, r.user_id FROM deleted r);

  PERFORM 1 FROM usage_user_monthly t
  WHERE (t.month, t.user_id) IN
    (SELECT date_trunc('month', r.created_at AT TIME ZONE zone)::date, r.user_id FROM deleted r)
  ORDER BY t.month, t.user_id FOR UPDATE;
  UPDATE usage_user_monthly t SET requests = t.requests - g.requests,
    prompt_tokens = t.prompt_tokens - g.prompt_tokens,
    cached_prompt_tokens = t.cached_prompt_tokens - g.cached_prompt_tokens,
    cache_write_prompt_tokens = t.cache_write_prompt_tokens - g.cache_write_prompt_tokens,
    completion_tokens = t.completion_tokens - g.completion_tokens,
    cost_cache_hit = t.cost_cache_hit - g.cost_cache_hit, cost_cache_miss = t.cost_cache_miss - g.cost_cache_miss,
    cost_cache_write = t.cost_cache_write - g.cost_cache_write, cost_output = t.cost_output - g.cost_output
  FROM (SELECT date_trunc('month', r.created_at AT TIME ZONE zone)::date AS month, r.user_id, count(*) AS requests,
          sum(r.prompt_tokens) AS prompt_tokens, sum(r.cached_prompt_tokens) AS cached_prompt_tokens,
          sum(r.cache_write_prompt_tokens) AS cache_write_prompt_tokens, sum(r.completion_tokens) AS completion_tokens,
          sum(r.cost_cache_hit) AS cost_cache_hit, sum(r.cost_cache_miss) AS cost_cache_miss,
          sum(r.cost_cache_write) AS cost_cache_write, sum(r.cost_output) AS cost_output
        FROM deleted r GROUP BY 1, 2) g
  WHERE t.month = g.month AND t.user_id = g.user_id;
  DELETE FROM usage_user_monthly t
  WHERE t.requests = 0 AND (t.month, t.user_id) IN
    (SELECT date_trunc('month', r.created_at AT TIME ZONE zone)::date, r.user_id FROM deleted r);

  PERFORM 1 FROM usage_feature_daily t
  WHERE (t.day, t.feature) IN (SELECT (r.created_at AT TIME ZONE zone)::date, r.feature FROM deleted r)
  ORDER BY t.day, t.feature FOR UPDATE;
  UPDATE usage_feature_daily t SET requests = t.requests - g.requests,
    prompt_tokens = t.prompt_tokens - g.prompt_tokens,
    cached_prompt_tokens = t.cached_prompt_tokens - g.cached_prompt_tokens,
    cache_write_prompt_tokens = t.cache_write_prompt_tokens - g.cache_write_prompt_tokens,
    completion_tokens = t.completion_tokens - g.completion_tokens,
    cost_cache_hit = t.cost_cache_hit - g.cost_cache_hit, cost_cache_miss = t.cost_cache_miss - g.cost_cache_miss,
    cost_cache_write = t.cost_cache_write - g.cost_cache_write, cost_output = t.cost_output - g.cost_output
  FROM (SELECT (r.created_at AT TIME ZONE zone)::date AS day, r.feature, count(*) AS requests,
          sum(r.prompt_tokens) AS prompt_tokens, sum(r.cached_prompt_tokens) AS cached_prompt_tokens,
          sum(r.cache_write_prompt_tokens) AS cache_write_prompt_tokens, sum(r.completion_tokens) AS completion_tokens,
          sum(r.cost_cache_hit) AS cost_cache_hit, sum(r.cost_cache_miss) AS cost_cache_miss,
          sum(r.cost_cache_write) AS cost_cache_write, sum(r.cost_output) AS cost_output
        FROM deleted r GROUP BY 1, 2) g
  WHERE t.day = g.day AND t.feature = g.feature;
  DELETE FROM usage_feature_daily t
  WHERE t.requests = 0
    AND (t.day, t.feature) IN (SELECT (r.created_at AT TIME ZONE zone)::date, r.feature FROM deleted r);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER usage_records_rollup_insert AFTER INSERT ON usage_records
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION usage_records_rollup_insert();
--> statement-breakpoint
CREATE TRIGGER usage_records_rollup_delete AFTER DELETE ON usage_records
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION usage_records_rollup_delete();
--> statement-breakpoint
-- Answered questions per mode: every user's in chat_daily (those of a user deleted later stay, with
-- user_id null, as in the activity log), each user's in chat_user_daily/monthly.
CREATE FUNCTION activity_log_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  INSERT INTO chat_daily AS t (day, standard, rag, websearch, websearch_with_documents)
  SELECT (a.created_at AT TIME ZONE zone)::date,
    count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION' AND analytics_used_documents(a.details))
  FROM inserted a
  WHERE a.action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET standard = t.standard + excluded.standard, rag = t.rag + excluded.rag,
    websearch = t.websearch + excluded.websearch,
    websearch_with_documents = t.websearch_with_documents + excluded.websearch_with_documents;

  INSERT INTO chat_user_daily AS t (day, user_id, standard, rag, websearch, websearch_with_documents)
  SELECT (a.created_at AT TIME ZONE zone)::date, a.user_id,
    count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION' AND analytics_used_documents(a.details))
  FROM inserted a
  WHERE a.user_id IS NOT NULL
    AND a.action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, user_id) DO UPDATE SET standard = t.standard + excluded.standard, rag = t.rag + excluded.rag,
    websearch = t.websearch + excluded.websearch,
    websearch_with_documents = t.websearch_with_documents + excluded.websearch_with_documents;

  INSERT INTO chat_user_monthly AS t (month, user_id, standard, rag, websearch, websearch_with_documents)
  SELECT date_trunc('month', a.created_at AT TIME ZONE zone)::date, a.user_id,
    count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION' AND analytics_used_documents(a.details))
  FROM inserted a
  WHERE a.user_id IS NOT NULL
    AND a.action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, user_id) DO UPDATE SET standard = t.standard + excluded.standard, rag = t.rag + excluded.rag,
    websearch = t.websearch + excluded.websearch,
    websearch_with_documents = t.websearch_with_documents + excluded.websearch_with_documents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_log_rollup_insert AFTER INSERT ON activity_log
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION activity_log_rollup_insert();
--> statement-breakpoint
-- No code deletes activity records (a deleted user's keep user_id null): this keeps chat_daily exact
-- should one ever be deleted (a purge). The per-user rows of a user being deleted cascade by FK.
CREATE FUNCTION activity_log_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  PERFORM 1 FROM chat_daily t
  WHERE t.day IN (SELECT (a.created_at AT TIME ZONE zone)::date FROM deleted a)
  ORDER BY t.day FOR UPDATE;
  UPDATE chat_daily t SET standard = t.standard - g.standard, rag = t.rag - g.rag,
    websearch = t.websearch - g.websearch, websearch_with_documents = t.websearch_with_documents - g.with_documents
  FROM (SELECT (a.created_at AT TIME ZONE zone)::date AS day,
          count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION') AS standard,
          count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION') AS rag,
          count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION') AS websearch,
          count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'
            AND analytics_used_documents(a.details)) AS with_documents
        FROM deleted a GROUP BY 1) g
  WHERE t.day = g.day;
  DELETE FROM chat_daily t
  WHERE t.standard = 0 AND t.rag = 0 AND t.websearch = 0
    AND t.day IN (SELECT (a.created_at AT TIME ZONE zone)::date FROM deleted a);

  PERFORM 1 FROM chat_user_daily t
  WHERE (t.day, t.user_id) IN (SELECT (a.created_at AT TIME ZONE zone)::date, a.user_id FROM deleted a)
  ORDER BY t.day, t.user_id FOR UPDATE;
  UPDATE chat_user_daily t SET standard = t.standard - g.standard, rag = t.rag - g.rag,
    websearch = t.websearch - g.websearch, websearch_with_documents = t.websearch_with_documents - g.with_documents
  FROM (SELECT (a.created_at AT TIME ZONE zone)::date AS day, a.user_id,
          count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION') AS standard,
          count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION') AS rag,
          count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION') AS websearch,
          count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'
            AND analytics_used_documents(a.details)) AS with_documents
        FROM deleted a WHERE a.user_id IS NOT NULL GROUP BY 1, 2) g
  WHERE t.day = g.day AND t.user_id = g.user_id;
  DELETE FROM chat_user_daily t
  WHERE t.standard = 0 AND t.rag = 0 AND t.websearch = 0
    AND (t.day, t.user_id) IN (SELECT (a.created_at AT TIME ZONE zone)::date, a.user_id FROM deleted a);

  PERFORM 1 FROM chat_user_monthly t
  WHERE (t.month, t.user_id) IN
    (SELECT date_trunc('month', a.created_at AT TIME ZONE zone)::date, a.user_id FROM deleted a)
  ORDER BY t.month, t.user_id FOR UPDATE;
  UPDATE chat_user_monthly t SET standard = t.standard - g.standard, rag = t.rag - g.rag,
    websearch = t.websearch - g.websearch, websearch_with_documents = t.websearch_with_documents - g.with_documents
  FROM (SELECT date_trunc('month', a.created_at AT TIME ZONE zone)::date AS month, a.user_id,
          count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION') AS standard,
          count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION') AS rag,
          count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION') AS websearch,
          count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'
            AND analytics_used_documents(a.details)) AS with_documents
        FROM deleted a WHERE a.user_id IS NOT NULL GROUP BY 1, 2) g
  WHERE t.month = g.month AND t.user_id = g.user_id;
  DELETE FROM chat_user_monthly t
  WHERE t.standard = 0 AND t.rag = 0 AND t.websearch = 0 AND (t.month, t.user_id) IN
    (SELECT date_trunc('month', a.created_at AT TIME ZONE zone)::date, a.user_id FROM deleted a);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_log_rollup_delete AFTER DELETE ON activity_log
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION activity_log_rollup_delete();
--> statement-breakpoint
-- Charges per day of the charge and action; a refund counts against its charge's day and action,
-- whenever it comes (features/analytics/points-analytics.repo.ts usedPoints: charges net of refunds).
CREATE FUNCTION points_ledger_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  INSERT INTO points_action_daily AS t (day, action, charged_points, charges, refunded_points, refunds)
  SELECT cells.day, cells.action, sum(cells.charged_points), sum(cells.charges), sum(cells.refunded_points),
    sum(cells.refunds)
  FROM (SELECT (c.created_at AT TIME ZONE zone)::date AS day, c.action, -c.delta AS charged_points,
          1 AS charges, 0 AS refunded_points, 0 AS refunds
        FROM inserted c WHERE c.kind = 'charge'
        UNION ALL
        -- The charge is in the table already (an AFTER trigger sees this statement's rows too).
        SELECT (c.created_at AT TIME ZONE zone)::date, c.action, 0, 0, r.delta, 1
        FROM inserted r JOIN points_ledger c ON c.id = r.refund_of AND c.kind = 'charge'
        WHERE r.kind = 'refund') cells
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, action) DO UPDATE SET charged_points = t.charged_points + excluded.charged_points,
    charges = t.charges + excluded.charges, refunded_points = t.refunded_points + excluded.refunded_points,
    refunds = t.refunds + excluded.refunds;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Ledger rows go with their user, a refund usually in the same statement as its charge: the charge
-- of a deleted refund is looked for among the deleted rows first, then in the table.
CREATE FUNCTION points_ledger_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
  gone points_action_daily[];
BEGIN
  SELECT array_agg(ROW(g.day, g.action, g.charged_points, g.charges, g.refunded_points, g.refunds)::points_action_daily)
  INTO gone
  FROM (SELECT cells.day, cells.action, sum(cells.charged_points)::bigint AS charged_points,
          sum(cells.charges)::int AS charges, sum(cells.refunded_points)::bigint AS refunded_points,
          sum(cells.refunds)::int AS refunds
        FROM (SELECT (c.created_at AT TIME ZONE zone)::date AS day, c.action, -c.delta AS charged_points,
                1 AS charges, 0 AS refunded_points, 0 AS refunds
              FROM deleted c WHERE c.kind = 'charge'
              UNION ALL
              SELECT (c.created_at AT TIME ZONE zone)::date, c.action, 0, 0, r.delta, 1
              FROM deleted r
              LEFT JOIN deleted d ON d.id = r.refund_of
              LEFT JOIN LATERAL (SELECT l.created_at, l.action, l.kind FROM points_ledger l
                                 WHERE d.id IS NULL AND l.id = r.refund_of) l ON true
              CROSS JOIN LATERAL (SELECT coalesce(d.created_at, l.created_at) AS created_at,
                                    coalesce(d.action, l.action) AS action, coalesce(d.kind, l.kind) AS kind) c
              WHERE r.kind = 'refund' AND c.kind = 'charge') cells
        GROUP BY 1, 2) g;
  IF gone IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM points_action_daily t JOIN unnest(gone) g ON g.day = t.day AND g.action = t.action
  ORDER BY t.day, t.action FOR UPDATE OF t;
  UPDATE points_action_daily t SET charged_points = t.charged_points - g.charged_points,
    charges = t.charges - g.charges, refunded_points = t.refunded_points - g.refunded_points,
    refunds = t.refunds - g.refunds
  FROM unnest(gone) g WHERE t.day = g.day AND t.action = g.action;
  DELETE FROM points_action_daily t USING unnest(gone) g
  WHERE t.day = g.day AND t.action = g.action AND t.charges = 0 AND t.refunds = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_rollup_insert AFTER INSERT ON points_ledger
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_rollup_insert();
--> statement-breakpoint
CREATE TRIGGER points_ledger_rollup_delete AFTER DELETE ON points_ledger
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_rollup_delete();
--> statement-breakpoint
-- Every rollup recomputed from the records in analytics_settings.time_zone: at the end of this
-- migration (the records written before it), and by a server booting with another POINTS_TIME_ZONE
-- (src/db/analytics-rollups.ts, which locks the three tables against writes around it).
CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  TRUNCATE usage_user_daily, usage_user_monthly, usage_feature_daily, chat_user_daily, chat_user_monthly,
    chat_daily, points_action_daily;

  INSERT INTO usage_user_daily (day, user_id, requests, prompt_tokens, cached_prompt_tokens,
    cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output)
  SELECT (r.created_at AT TIME ZONE zone)::date, r.user_id, count(*), sum(r.prompt_tokens),
    sum(r.cached_prompt_tokens), sum(r.cache_write_prompt_tokens), sum(r.completion_tokens),
    sum(r.cost_cache_hit), sum(r.cost_cache_miss), sum(r.cost_cache_write), sum(r.cost_output)
  FROM usage_records r GROUP BY 1, 2;

  INSERT INTO usage_user_monthly (month, user_id, requests, prompt_tokens, cached_prompt_tokens,
    cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output)
  SELECT date_trunc('month', d.day::timestamp)::date, d.user_id, sum(d.requests), sum(d.prompt_tokens),
    sum(d.cached_prompt_tokens), sum(d.cache_write_prompt_tokens), sum(d.completion_tokens),
    sum(d.cost_cache_hit), sum(d.cost_cache_miss), sum(d.cost_cache_write), sum(d.cost_output)
  FROM usage_user_daily d GROUP BY 1, 2;

  INSERT INTO usage_feature_daily (day, feature, requests, prompt_tokens, cached_prompt_tokens,
    cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss, cost_cache_write, cost_output)
  SELECT (r.created_at AT TIME ZONE zone)::date, r.feature, count(*), sum(r.prompt_tokens),
    sum(r.cached_prompt_tokens), sum(r.cache_write_prompt_tokens), sum(r.completion_tokens),
    sum(r.cost_cache_hit), sum(r.cost_cache_miss), sum(r.cost_cache_write), sum(r.cost_output)
  FROM usage_records r GROUP BY 1, 2;

  INSERT INTO chat_daily (day, standard, rag, websearch, websearch_with_documents)
  SELECT (a.created_at AT TIME ZONE zone)::date,
    count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION' AND analytics_used_documents(a.details))
  FROM activity_log a
  WHERE a.action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
  GROUP BY 1;

  INSERT INTO chat_user_daily (day, user_id, standard, rag, websearch, websearch_with_documents)
  SELECT (a.created_at AT TIME ZONE zone)::date, a.user_id,
    count(*) FILTER (WHERE a.action_type = 'CHAT_SIMPLE_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_RAG_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION'),
    count(*) FILTER (WHERE a.action_type = 'CHAT_WEB_SEARCH_INTERACTION' AND analytics_used_documents(a.details))
  FROM activity_log a
  WHERE a.user_id IS NOT NULL
    AND a.action_type IN ('CHAT_SIMPLE_INTERACTION', 'CHAT_RAG_INTERACTION', 'CHAT_WEB_SEARCH_INTERACTION')
  GROUP BY 1, 2;

  INSERT INTO chat_user_monthly (month, user_id, standard, rag, websearch, websearch_with_documents)
  SELECT date_trunc('month', d.day::timestamp)::date, d.user_id, sum(d.standard), sum(d.rag), sum(d.websearch),
    sum(d.websearch_with_documents)
  FROM chat_user_daily d GROUP BY 1, 2;

  INSERT INTO points_action_daily (day, action, charged_points, charges, refunded_points, refunds)
  SELECT cells.day, cells.action, sum(cells.charged_points), sum(cells.charges), sum(cells.refunded_points),
    sum(cells.refunds)
  FROM (SELECT (c.created_at AT TIME ZONE zone)::date AS day, c.action, -c.delta AS charged_points,
          1 AS charges, 0 AS refunded_points, 0 AS refunds
        FROM points_ledger c WHERE c.kind = 'charge'
        UNION ALL
        SELECT (c.created_at AT TIME ZONE zone)::date, c.action, 0, 0, r.delta, 1
        FROM points_ledger r JOIN points_ledger c ON c.id = r.refund_of AND c.kind = 'charge'
        WHERE r.kind = 'refund') cells
  GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT analytics_rebuild();