CREATE TABLE "legal_article_embeddings" (
	"identifier" text NOT NULL,
	"model" text NOT NULL,
	"corpus_version" text NOT NULL,
	"embedding" real[] NOT NULL,
	CONSTRAINT "legal_article_embeddings_identifier_model_pk" PRIMARY KEY("identifier","model")
);
