CREATE INDEX "case_strategies_created_at_idx" ON "case_strategies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_documents_created_at_idx" ON "user_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "legal_documents_created_at_idx" ON "legal_documents" USING btree ("created_at","id");