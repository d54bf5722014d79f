DROP INDEX "activity_log_action_type_idx";--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "cache_write_prompt_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "cost_cache_write" numeric(14, 8) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "usage_records_feature_created_at_idx" ON "usage_records" USING btree ("feature","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_action_type_idx" ON "activity_log" USING btree ("action_type","created_at");