CREATE TABLE "legal_acts" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"vigente_al" text NOT NULL,
	"source" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_articles" (
	"identifier" text PRIMARY KEY NOT NULL,
	"act" text NOT NULL,
	"article" text NOT NULL,
	"heading" text,
	"path" jsonb NOT NULL,
	"text" text NOT NULL,
	"abrogated" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_corpus" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"article_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_corpus_single_row" CHECK ("legal_corpus"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "legal_articles" ADD CONSTRAINT "legal_articles_act_legal_acts_code_fk" FOREIGN KEY ("act") REFERENCES "public"."legal_acts"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_articles_act_idx" ON "legal_articles" USING btree ("act","position");