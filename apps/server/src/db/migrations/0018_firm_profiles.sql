CREATE TABLE "firm_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"firm_name" varchar(200) DEFAULT '' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"pec" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"vat_number" varchar(20) DEFAULT '' NOT NULL,
	"lawyer_name" varchar(120) DEFAULT '' NOT NULL,
	"foro" varchar(80) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_profiles" ADD CONSTRAINT "firm_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;