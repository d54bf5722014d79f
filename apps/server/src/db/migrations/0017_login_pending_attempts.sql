ALTER TABLE "login_throttles" ADD COLUMN "pending_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "pending_since" timestamp with time zone;