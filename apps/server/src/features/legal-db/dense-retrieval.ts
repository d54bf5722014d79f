import { EMBEDDING_BATCH_SIZE, type Embedder } from '../../ai/embeddings';
import { DenseIndex } from '../../retrieval/dense-index';
import type { LegalDbRepo } from './legal-db.repo';
import type { LegalArticle } from './search/legal-index';

/** Batches in flight at once while the corpus is embedded. */
const CONCURRENT_BATCHES = 4;
/** A question waits at most this long for its vector, then is answered by the lexical search alone. */
const QUERY_TIMEOUT_MS = 5_000;

export interface DenseLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

function embeddingInput(article: LegalArticle): string {
  return article.heading ? `${article.heading}\n${article.text}` : article.text;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Vectors of the articles in force for one corpus version and model. Those already stored are
 * read; the missing ones are embedded batch by batch, each batch stored as soon as it arrives, so an
 * interrupted boot resumes where it stopped. Null (lexical search only, until a restart) when the
 * endpoint fails: the server must start without it.
 */
export async function buildDenseIndex({
  embedder,
  repo,
  log,
  version,
  articles,
}: {
  embedder: Embedder;
  repo: Pick<LegalDbRepo, 'embeddings' | 'saveEmbeddings' | 'deleteStaleEmbeddings'>;
  log: DenseLog;
  version: string;
  articles: readonly LegalArticle[];
}): Promise<DenseIndex | null> {
  const started = performance.now();
  const model = embedder.model;
  try {
    const vectors = await repo.embeddings(model, version);
    const missing = articles.filter((article) => !vectors.has(article.identifier));
    const batches: LegalArticle[][] = [];
    for (let from = 0; from < missing.length; from += EMBEDDING_BATCH_SIZE) {
      batches.push(missing.slice(from, from + EMBEDDING_BATCH_SIZE));
    }
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (!failed && next < batches.length) {
        const batch = batches[next++]!;
        try {
          const embedded = await embedder.embed(batch.map(embeddingInput));
          const rows = batch.map((article, i) => ({ identifier: article.identifier, vector: embedded[i]! }));
          await repo.saveEmbeddings(model, version, rows);
          for (const row of rows) vectors.set(row.identifier, row.vector);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    // After a failure the other workers finish the batch they are on (it is stored) and stop.
    const outcomes = await Promise.allSettled(
      Array.from({ length: Math.min(CONCURRENT_BATCHES, batches.length) }, worker),
    );
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    if (missing.length > 0) await repo.deleteStaleEmbeddings(model, version);
    const index = new DenseIndex(
      articles.map((article) => ({
        identifier: article.identifier,
        vector: vectors.get(article.identifier)!,
      })),
    );
    log.info(
      {
        embeddings: {
          model,
          articles: index.size,
          embedded: missing.length,
          dimensions: index.dimensions,
          ms: Math.round(performance.now() - started),
        },
      },
      'legal dense index ready',
    );
    return index;
  } catch (error) {
    log.warn(
      { embeddings: { model, error: errorMessage(error), ms: Math.round(performance.now() - started) } },
      'embeddings unavailable: the Database Legale searches lexically only until the next restart',
    );
    return null;
  }
}

/** The vector of a question; null (lexical search only) when the endpoint fails or is too slow. */
export async function embedQuery(
  embedder: Embedder,
  text: string,
  log: DenseLog,
  dimensions: number,
): Promise<Float32Array | null> {
  try {
    const [vector] = await embedder.embed([text], { timeoutMs: QUERY_TIMEOUT_MS, maxRetries: 0 });
    if (vector?.length !== dimensions) {
      throw new Error(`query vector has ${vector?.length} dimensions, the stored ones ${dimensions}`);
    }
    return vector;
  } catch (error) {
    log.warn({ embeddings: { error: errorMessage(error) } }, 'query embedding failed: lexical search only');
    return null;
  }
}
