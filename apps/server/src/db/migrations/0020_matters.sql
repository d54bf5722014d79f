-- Hand-written (issue 27): a user's matters (pratiche), and the items filed under one. Every filed
-- row names its matter together with its own user_id, through a composite key, so the database
-- itself refuses filing an item under another user's matter; deleting a matter sets only
-- matter_id to null (PostgreSQL 15's column list), leaving the items unfiled, never deleted.
CREATE TABLE "matters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"client_name" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"reference" varchar(60),
	"court" varchar(120),
	"counterparty" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matters_id_user_unique" UNIQUE ("id", "user_id")
);
--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "matters_user_idx" ON "matters" USING btree ("user_id", "updated_at");
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "matter_id" integer;
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_matter_fk" FOREIGN KEY ("matter_id", "user_id") REFERENCES "public"."matters"("id", "user_id") ON DELETE SET NULL ("matter_id");
--> statement-breakpoint
CREATE INDEX "conversations_matter_idx" ON "conversations" USING btree ("matter_id") WHERE "matter_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "matter_id" integer;
--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_matter_fk" FOREIGN KEY ("matter_id", "user_id") REFERENCES "public"."matters"("id", "user_id") ON DELETE SET NULL ("matter_id");
--> statement-breakpoint
CREATE INDEX "user_documents_matter_idx" ON "user_documents" USING btree ("matter_id") WHERE "matter_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "matter_id" integer;
--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_matter_fk" FOREIGN KEY ("matter_id", "user_id") REFERENCES "public"."matters"("id", "user_id") ON DELETE SET NULL ("matter_id");
--> statement-breakpoint
CREATE INDEX "legal_documents_matter_idx" ON "legal_documents" USING btree ("matter_id") WHERE "matter_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "case_strategies" ADD COLUMN "matter_id" integer;
--> statement-breakpoint
ALTER TABLE "case_strategies" ADD CONSTRAINT "case_strategies_matter_fk" FOREIGN KEY ("matter_id", "user_id") REFERENCES "public"."matters"("id", "user_id") ON DELETE SET NULL ("matter_id");
--> statement-breakpoint
CREATE INDEX "case_strategies_matter_idx" ON "case_strategies" USING btree ("matter_id") WHERE "matter_id" IS NOT NULL;
--> statement-breakpoint
-- A usage record follows the item it was spent on: filing or unfiling a conversation, a generated
-- document or a case later moves its records with it (features/matters), so "points per matter"
-- counts everything filed under the matter, whenever it was filed.
ALTER TABLE "usage_records" ADD COLUMN "matter_id" integer;
--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "legal_document_id" integer;
--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "case_strategy_id" integer;
--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_matter_fk" FOREIGN KEY ("matter_id", "user_id") REFERENCES "public"."matters"("id", "user_id") ON DELETE SET NULL ("matter_id");
--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_legal_document_id_fk" FOREIGN KEY ("legal_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_case_strategy_id_fk" FOREIGN KEY ("case_strategy_id") REFERENCES "public"."case_strategies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "usage_records_matter_idx" ON "usage_records" USING btree ("matter_id", "created_at") WHERE "matter_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "usage_records_legal_document_idx" ON "usage_records" USING btree ("legal_document_id") WHERE "legal_document_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "usage_records_case_strategy_idx" ON "usage_records" USING btree ("case_strategy_id") WHERE "case_strategy_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "usage_records_conversation_idx" ON "usage_records" USING btree ("conversation_id") WHERE "conversation_id" IS NOT NULL;
