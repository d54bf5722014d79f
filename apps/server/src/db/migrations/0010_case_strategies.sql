CREATE TABLE "case_strategies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"case_title" varchar(255) NOT NULL,
	"case_type" varchar(20) NOT NULL,
	"legal_area" varchar(255) NOT NULL,
	"case_facts" text NOT NULL,
	"opposing_party" varchar(255),
	"court_level" varchar(40),
	"urgency_level" varchar(10) DEFAULT 'media' NOT NULL,
	"budget_range" varchar(20),
	"desired_outcome" text,
	"case_value_euro" numeric(14, 2),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"success_probability" integer,
	"analysis" jsonb,
	"analysis_unavailable_reason" text,
	"analyzed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_strategies_type_known" CHECK ("case_strategies"."case_type" in ('civile', 'penale', 'amministrativo', 'tributario', 'lavoro', 'commerciale', 'famiglia', 'contrattuale', 'societario', 'altro')),
	CONSTRAINT "case_strategies_court_known" CHECK ("case_strategies"."court_level" in ('Giudice di Pace', 'Tribunale', 'Corte di Appello', 'Cassazione', 'Consiglio di Stato', 'TAR')),
	CONSTRAINT "case_strategies_urgency_known" CHECK ("case_strategies"."urgency_level" in ('bassa', 'media', 'alta', 'critica')),
	CONSTRAINT "case_strategies_budget_known" CHECK ("case_strategies"."budget_range" in ('0-5000', '5000-15000', '15000-50000', '50000+')),
	CONSTRAINT "case_strategies_value_positive" CHECK ("case_strategies"."case_value_euro" >= 0),
	CONSTRAINT "case_strategies_probability_range" CHECK ("case_strategies"."success_probability" between 0 and 100),
	CONSTRAINT "case_strategies_analysis_whole" CHECK (("case_strategies"."status" = 'analyzed' and "case_strategies"."analysis" is not null and "case_strategies"."success_probability" is not null and "case_strategies"."analyzed_at" is not null) or ("case_strategies"."status" = 'draft' and "case_strategies"."analysis" is null and "case_strategies"."success_probability" is null))
);
--> statement-breakpoint
ALTER TABLE "case_strategies" ADD CONSTRAINT "case_strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_strategies_user_idx" ON "case_strategies" USING btree ("user_id","created_at","id");