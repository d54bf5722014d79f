-- Hand-written (issue 27): the generator's new document type, the AI disclosure to a client
-- (art. 13 L. 132/2025).
ALTER TABLE "legal_templates" DROP CONSTRAINT "legal_templates_type_known";
--> statement-breakpoint
ALTER TABLE "legal_templates" ADD CONSTRAINT "legal_templates_type_known" CHECK ("legal_templates"."document_type" in ('contratto', 'atto_giudiziario', 'ricorso', 'istanza', 'parere', 'atto_costituzione', 'lettera_diffida', 'informativa_cliente'));
--> statement-breakpoint
ALTER TABLE "legal_documents" DROP CONSTRAINT "legal_documents_type_known";
--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_type_known" CHECK ("legal_documents"."document_type" in ('contratto', 'atto_giudiziario', 'ricorso', 'istanza', 'parere', 'atto_costituzione', 'lettera_diffida', 'informativa_cliente'));
