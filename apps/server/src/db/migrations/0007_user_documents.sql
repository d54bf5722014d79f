CREATE TABLE "user_document_chunks" (
	"document_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"page" integer,
	"page_end" integer,
	"heading" text,
	"text" text NOT NULL,
	"embedding_model" text,
	"embedding" real[],
	CONSTRAINT "user_document_chunks_document_id_chunk_index_pk" PRIMARY KEY("document_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"filename" text NOT NULL,
	"document_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"page_count" integer,
	"ocr_pages" integer,
	"chunk_count" integer,
	"activated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "user_documents_status_known" CHECK ("user_documents"."status" in ('processing', 'completed', 'processed', 'failed')),
	CONSTRAINT "user_documents_type_known" CHECK ("user_documents"."document_type" in ('PDF', 'DOCX', 'XLS', 'XLSX'))
);
--> statement-breakpoint
ALTER TABLE "user_document_chunks" ADD CONSTRAINT "user_document_chunks_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_documents_user_idx" ON "user_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_documents_queue_idx" ON "user_documents" USING btree ("created_at") WHERE "user_documents"."status" = 'processing' and "user_documents"."deleted_at" is null;