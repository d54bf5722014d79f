-- Hand-written (issue 28): Revisione tabellare. A review owns its documents (not personal documents:
-- not counted among the user's 5), their extracted chunks, its columns (questions) and one cell per
-- document × column. Documents and cells are queues claimed with leases (FOR UPDATE SKIP LOCKED), so
-- a server that dies mid-work leaves them to be taken again. Deleting a review deletes all of it.
CREATE TABLE "tabular_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tabular_reviews_user_idx" ON "tabular_reviews" USING btree ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE "tabular_review_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL REFERENCES "tabular_reviews"("id") ON DELETE cascade,
	"filename" text NOT NULL,
	"document_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"page_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tabular_review_documents_status_known" CHECK ("status" in ('processing', 'completed', 'failed')),
	CONSTRAINT "tabular_review_documents_type_known" CHECK ("document_type" in ('PDF', 'DOCX', 'XLSX'))
);
--> statement-breakpoint
CREATE INDEX "tabular_review_documents_review_idx" ON "tabular_review_documents" USING btree ("review_id", "created_at");
--> statement-breakpoint
CREATE INDEX "tabular_review_documents_queue_idx" ON "tabular_review_documents" USING btree ("created_at") WHERE "status" = 'processing';
--> statement-breakpoint
CREATE TABLE "tabular_review_chunks" (
	"document_id" uuid NOT NULL REFERENCES "tabular_review_documents"("id") ON DELETE cascade,
	"chunk_index" integer NOT NULL,
	"page" integer,
	"heading" text,
	"text" text NOT NULL,
	CONSTRAINT "tabular_review_chunks_pk" PRIMARY KEY ("document_id", "chunk_index")
);
--> statement-breakpoint
CREATE TABLE "tabular_review_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL REFERENCES "tabular_reviews"("id") ON DELETE cascade,
	"label" text NOT NULL,
	"question" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tabular_review_columns_review_idx" ON "tabular_review_columns" USING btree ("review_id", "position");
--> statement-breakpoint
CREATE TABLE "tabular_review_cells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL REFERENCES "tabular_reviews"("id") ON DELETE cascade,
	"document_id" uuid NOT NULL REFERENCES "tabular_review_documents"("id") ON DELETE cascade,
	"column_id" uuid NOT NULL REFERENCES "tabular_review_columns"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"quote" text,
	"page" integer,
	"verified" boolean,
	"extractive" boolean DEFAULT false NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tabular_review_cells_document_column_unique" UNIQUE ("document_id", "column_id"),
	CONSTRAINT "tabular_review_cells_status_known" CHECK ("status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "tabular_review_cells_review_idx" ON "tabular_review_cells" USING btree ("review_id");
--> statement-breakpoint
CREATE INDEX "tabular_review_cells_column_idx" ON "tabular_review_cells" USING btree ("column_id");
--> statement-breakpoint
CREATE INDEX "tabular_review_cells_queue_idx" ON "tabular_review_cells" USING btree ("queued_at") WHERE "status" in ('pending', 'running');
