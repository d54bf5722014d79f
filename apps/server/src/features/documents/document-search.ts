import { isDocumentId, type RetrievalSettings } from '@brocardo/shared';
import type { Embedder } from '../../ai/embeddings';
import { Bm25Index, type QueryTerm, topDocuments } from '../../retrieval/bm25-index';
import { DenseIndex } from '../../retrieval/dense-index';
import { reciprocalRankFusion } from '../../retrieval/hybrid-search';
import { analyse, analyseQuery, bigrams } from '../../retrieval/text-analysis';
import type { ChunkRow, DocumentRow, DocumentsRepo } from './documents.repo';

export interface UserPassage {
  document: DocumentRow;
  chunk: ChunkRow;
  /** Relative to the best passage of this search (1 = the best), as spec 1 §9 thresholds expect. */
  score: number;
}

interface BuiltIndex {
  chunks: { document: DocumentRow; chunk: ChunkRow }[];
  /** `{documentId}:{chunkIndex}` of each chunk, by position, and back. */
  keys: string[];
  positions: Map<string, number>;
  lexical: Bm25Index;
  dense: DenseIndex | null;
}

/** Body, heading (a passage under "Recesso" is about withdrawal) and adjacent-word phrases. */
const FIELDS = [
  { name: 'text', weight: 1, b: 0.75 },
  { name: 'heading', weight: 2, b: 0.5 },
  { name: 'phrases', weight: 0.6, b: 0.75 },
] as const;
const CACHED_INDEXES = 32;
const CANDIDATES = 50;

export interface DocumentSearchLog {
  warn(details: object, message: string): void;
}

/**
 * Retrieval over a user's processed documents with the same BM25F engine and Italian analysis as
 * the legal database (plus the chunk vectors when embeddings are configured, fused by reciprocal
 * rank). An index covers the documents of one question; it is cached by their ids and processing
 * times, so repeated questions over the same selection reuse it and a reprocessed document is
 * never served stale.
 */
export function createDocumentSearch({
  repo,
  embedder = null,
  log,
}: {
  repo: DocumentsRepo;
  embedder?: Embedder | null;
  log: DocumentSearchLog;
}) {
  const cache = new Map<string, Promise<BuiltIndex>>();

  async function build(documents: DocumentRow[]): Promise<BuiltIndex> {
    // Document by document, in the documents' order (ties in the ranking keep it).
    const order = new Map(documents.map((document, at) => [document.id, at]));
    const chunks: BuiltIndex['chunks'] = (await repo.chunksOf(documents.map((document) => document.id)))
      .sort((a, b) => order.get(a.documentId)! - order.get(b.documentId)! || a.chunkIndex - b.chunkIndex)
      .map((chunk) => ({ document: documents[order.get(chunk.documentId)!]!, chunk }));
    const lexical = new Bm25Index({ fields: FIELDS });
    for (const { chunk } of chunks) {
      const terms = analyse(chunk.text);
      lexical.add([terms, chunk.heading ? analyse(chunk.heading) : [], bigrams(terms)]);
    }
    lexical.finish();
    const keys = chunks.map(({ chunk }) => `${chunk.documentId}:${chunk.chunkIndex}`);
    let dense: DenseIndex | null = null;
    if (embedder) {
      const vectors = await repo.chunkEmbeddings(
        documents.map((document) => document.id),
        embedder.model,
      );
      const entries = keys.flatMap((key) => {
        const vector = vectors.get(key);
        return vector ? [{ identifier: key, vector }] : [];
      });
      if (entries.length > 0) dense = new DenseIndex(entries);
    }
    return { chunks, keys, positions: new Map(keys.map((key, at) => [key, at])), lexical, dense };
  }

  function indexFor(documents: DocumentRow[]): Promise<BuiltIndex> {
    const key = documents.map((document) => `${document.id}@${document.processedAt?.getTime()}`).join(',');
    let index = cache.get(key);
    if (index) {
      cache.delete(key);
    } else {
      index = build(documents);
      index.catch(() => cache.delete(key));
    }
    cache.set(key, index);
    if (cache.size > CACHED_INDEXES) cache.delete(cache.keys().next().value!);
    return index;
  }

  async function denseRanking(index: BuiltIndex, question: string): Promise<Map<string, number> | null> {
    if (!embedder || !index.dense) return null;
    try {
      const [vector] = await embedder.embed([question], { timeoutMs: 10_000, maxRetries: 0 });
      if (!vector) return null;
      return new Map(index.dense.nearest(vector, CANDIDATES).map((hit) => [hit.identifier, hit.score]));
    } catch (error) {
      log.warn({ err: error }, 'question not embedded: personal documents searched lexically');
      return null;
    }
  }

  /**
   * The passages to give the model: the best `maxChunks` of the caller's processed documents among
   * `documentIds` whose relative score reaches `semanticThreshold`, and at least `minChunks` when
   * `forceMinChunks` (as long as they match the question at all).
   */
  async function search(
    userId: number,
    documentIds: readonly string[],
    question: string,
    settings: RetrievalSettings,
  ): Promise<{ documents: DocumentRow[]; passages: UserPassage[] }> {
    const ids = [...new Set(documentIds.map((id) => id.toLowerCase()))].filter(isDocumentId);
    const documents = await repo.readyDocuments(userId, ids);
    if (documents.length === 0 || settings.maxChunks === 0) return { documents, passages: [] };
    const index = await indexFor(documents);

    const terms = analyseQuery(question);
    const query: QueryTerm[] = [...terms, ...bigrams(terms)].map((term) => ({ term, weight: 1 }));
    const scores = new Float64Array(index.lexical.size);
    index.lexical.accumulate(query, scores);
    const lexical = topDocuments(scores, CANDIDATES);
    const keyOf = (position: number) => index.keys[position]!;
    const bestLexical = lexical[0]?.score ?? 0;
    const relative = new Map(lexical.map((hit) => [keyOf(hit.doc), hit.score / bestLexical]));

    const dense = await denseRanking(index, question);
    let ranking: string[] = lexical.map((hit) => keyOf(hit.doc));
    if (dense && dense.size > 0) {
      const bestDense = Math.max(...dense.values());
      for (const [key, cosine] of dense) {
        relative.set(key, Math.max(relative.get(key) ?? 0, bestDense > 0 ? cosine / bestDense : 0));
      }
      ranking = reciprocalRankFusion([ranking, [...dense.keys()]]).map((item) => item.identifier);
    }

    const passages: UserPassage[] = [];
    ranking.forEach((key, rank) => {
      if (passages.length >= settings.maxChunks) return;
      const score = relative.get(key) ?? 0;
      const keep =
        score >= settings.semanticThreshold || (settings.forceMinChunks && rank < settings.minChunks);
      if (!keep || score <= 0) return;
      const { document, chunk } = index.chunks[index.positions.get(key)!]!;
      passages.push({ document, chunk, score });
    });
    return { documents, passages };
  }

  return { search };
}

export type DocumentSearch = ReturnType<typeof createDocumentSearch>;
