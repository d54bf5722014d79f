-- Hand-written (issue 27, GDPR self-service). An erased account stays as a tombstone row (name
-- "Utente eliminato", a non-deliverable unique address, an unusable password hash, deleted_at set):
-- the points ledger, the usage records and the analytics rollups keyed on user_id keep adding up
-- without naming anyone. Feedback survives only as text: its user_id becomes null.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
-- Optional, per user: conversations idle for longer than this many days are deleted by the
-- retention sweep (null: kept until the user deletes them).
ALTER TABLE "users" ADD COLUMN "conversation_retention_days" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_conversation_retention_days_range" CHECK ("users"."conversation_retention_days" IS NULL OR "users"."conversation_retention_days" BETWEEN 7 AND 3650);
--> statement-breakpoint
CREATE INDEX "users_conversation_retention_idx" ON "users" USING btree ("id") WHERE "conversation_retention_days" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "message_feedback" ALTER COLUMN "user_id" DROP NOT NULL;
