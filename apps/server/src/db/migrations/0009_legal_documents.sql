CREATE TABLE "legal_document_versions" (
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"document_type" varchar(40) NOT NULL,
	"legal_area" varchar(40) NOT NULL,
	"status" varchar(16) NOT NULL,
	"template_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_content" text NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_status_known" CHECK ("legal_documents"."status" in ('draft', 'generated', 'reviewed', 'finalized')),
	CONSTRAINT "legal_documents_type_known" CHECK ("legal_documents"."document_type" in ('contratto', 'atto_giudiziario', 'ricorso', 'istanza', 'parere', 'atto_costituzione', 'lettera_diffida')),
	CONSTRAINT "legal_documents_area_known" CHECK ("legal_documents"."legal_area" in ('diritto_civile', 'diritto_penale', 'diritto_amministrativo', 'diritto_lavoro', 'diritto_commerciale', 'diritto_immobiliare', 'diritto_famiglia')),
	CONSTRAINT "legal_documents_version_positive" CHECK ("legal_documents"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "legal_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(80) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"definition_hash" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"document_type" varchar(40) NOT NULL,
	"legal_area" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"form_fields" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_templates_key_unique" UNIQUE("key"),
	CONSTRAINT "legal_templates_type_known" CHECK ("legal_templates"."document_type" in ('contratto', 'atto_giudiziario', 'ricorso', 'istanza', 'parere', 'atto_costituzione', 'lettera_diffida')),
	CONSTRAINT "legal_templates_area_known" CHECK ("legal_templates"."legal_area" in ('diritto_civile', 'diritto_penale', 'diritto_amministrativo', 'diritto_lavoro', 'diritto_commerciale', 'diritto_immobiliare', 'diritto_famiglia'))
);
--> statement-breakpoint
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_template_id_legal_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."legal_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_documents_user_idx" ON "legal_documents" USING btree ("user_id","created_at","id");