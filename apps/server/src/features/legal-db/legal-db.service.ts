import {
  AppError,
  type AvailableDocument,
  type CitationSourceResponse,
  compareLegalActs,
  LEGAL_ACTS,
  LEGAL_SOURCE_TYPE,
  type LegalActCode,
  type LegalSearchHit,
  type LegalSearchResponse,
  type VerifyCitationsResponse,
} from '@brocardo/shared';
import type { Embedder } from '../../ai/embeddings';
import type { DenseIndex } from '../../retrieval/dense-index';
import { excerptFor } from '../../retrieval/quotation';
import type { UserSourceState } from '../documents/documents.service';
import { verifyCitations } from './citation-verifier';
import type { LegalIndexCache } from './corpus/legal-index-cache';
import { buildDenseIndex, type DenseLog, embedQuery } from './dense-retrieval';
import { checkedEnrichment } from './enrichment-check';
import type { LegalActRow, LegalDbRepo } from './legal-db.repo';
import { fuseLegalHits } from './search/legal-hybrid';
import {
  articleTitle,
  buildLegalIndex,
  type LegalArticle,
  type LegalHit,
  type LegalIndex,
  searchLegalIndex,
} from './search/legal-index';
import {
  type AnalysedQuery,
  analyseLegalQuery,
  prepareLegalQueryRulesInBackground,
} from './search/legal-query';

export interface LoadedCorpus {
  version: string;
  index: LegalIndex;
  acts: ReadonlyMap<LegalActCode, LegalActRow>;
  /**
   * The article vectors when embeddings are configured, once built: until then (and when the service
   * failed) the searches are lexical. Built after the corpus is ready, never holding it up: an
   * embeddings service that hangs must not keep the server from starting.
   */
  dense: DenseIndex | null;
  /** Settles once the vectors are built or given up on (null). */
  denseBuilt: Promise<DenseIndex | null>;
}

/** How deep each ranking goes before the lexical and dense results are fused. */
const FUSION_DEPTH = 50;

/**
 * The index depends only on the corpus version, so apps in one process (tests, a restart of the
 * app object) share it instead of rebuilding it (~2 s of CPU).
 */
const sharedIndexes = new Map<string, Promise<LegalIndex>>();
function indexFor(
  version: string,
  articles: () => Promise<LegalArticle[]>,
  cache: LegalIndexCache | null,
): Promise<LegalIndex> {
  let index = sharedIndexes.get(version);
  if (!index) {
    index = (async () => {
      const cached = await cache?.load(version);
      if (cached) return cached;
      const built = buildLegalIndex(await articles());
      await cache?.save(version, built);
      return built;
    })();
    index.catch(() => sharedIndexes.delete(version));
    if (sharedIndexes.size >= 2) sharedIndexes.clear();
    sharedIndexes.set(version, index);
  }
  return index;
}

const silentLog: DenseLog = { info: () => {}, warn: () => {} };

export function createLegalDbService({
  repo,
  embedder = null,
  log = silentLog,
  indexCache = null,
}: {
  repo: LegalDbRepo;
  /** The built index kept on disk by corpus version (DATA_DIR/legal-index); null: built every boot. */
  indexCache?: LegalIndexCache | null;
  /** Dense retrieval, fused with the lexical ranking (EMBEDDINGS_BASE_URL); null: lexical only. */
  embedder?: Embedder | null;
  log?: DenseLog;
}) {
  let loading: Promise<LoadedCorpus> | null = null;

  /** The corpus as the database holds it; RAG_UNAVAILABLE while none has been loaded. */
  function corpus(): Promise<LoadedCorpus> {
    loading ??= (async () => {
      const version = await repo.version();
      if (!version) throw new AppError('RAG_UNAVAILABLE');
      const [index, acts] = await Promise.all([
        indexFor(version, () => repo.articles(), indexCache),
        repo.acts(),
      ]);
      const loaded: LoadedCorpus = {
        version,
        index,
        acts: new Map(acts.map((act) => [act.code, act])),
        dense: null,
        denseBuilt: Promise.resolve(null),
      };
      // Per app, not shared like the lexical index: the vectors live in this app's database.
      if (embedder) {
        loaded.denseBuilt = buildDenseIndex({
          embedder,
          repo,
          log,
          version,
          articles: index.searchable,
        }).then((dense) => {
          loaded.dense = dense;
          return dense;
        });
      }
      return loaded;
    })();
    loading.catch(() => {
      loading = null;
    });
    return loading;
  }

  function vigenteAl(loaded: LoadedCorpus, act: LegalActCode): string {
    return loaded.acts.get(act)?.vigenteAl ?? '';
  }

  async function search(
    query: string | AnalysedQuery,
    options: { limit: number; acts?: readonly LegalActCode[] | undefined },
  ): Promise<{ loaded: LoadedCorpus; hits: LegalHit[] }> {
    const loaded = await corpus();
    if (!loaded.dense || !embedder) return { loaded, hits: searchLegalIndex(loaded.index, query, options) };
    const analysed = typeof query === 'string' ? analyseLegalQuery(query) : query;
    const vector = await embedQuery(embedder, analysed.text, log, loaded.dense.dimensions);
    if (!vector) return { loaded, hits: searchLegalIndex(loaded.index, analysed, options) };
    const depth = Math.max(FUSION_DEPTH, options.limit);
    const lexical = searchLegalIndex(loaded.index, analysed, {
      limit: depth + analysed.citations.length,
      acts: options.acts,
    });
    const allowedActs = options.acts && options.acts.length > 0 ? new Set(options.acts) : null;
    const { byIdentifier } = loaded.index;
    const dense = loaded.dense.nearest(vector, depth, (identifier) => {
      const article = byIdentifier.get(identifier);
      return !!article && !article.abrogated && (!allowedActs || allowedActs.has(article.act));
    });
    return { loaded, hits: fuseLegalHits(lexical, dense, byIdentifier, options.limit) };
  }

  /** GET /rag-api/search */
  async function lookUp(
    q: string,
    limit: number,
    acts: readonly LegalActCode[],
  ): Promise<LegalSearchResponse> {
    const { loaded, hits } = await search(q, { limit, acts });
    return {
      query: q,
      results: hits.map(
        ({ article, score }): LegalSearchHit => ({
          identifier: article.identifier,
          act: article.act,
          act_name: LEGAL_ACTS[article.act].name,
          article: article.article,
          heading: article.heading,
          excerpt: excerptFor(article.text, q),
          score: Math.round(score * 1000) / 1000,
          vigente_al: vigenteAl(loaded, article.act),
        }),
      ),
    };
  }

  /** The acts of the corpus, as the spec's system documents, in the order they are listed (codes first). */
  async function availableDocuments(): Promise<AvailableDocument[]> {
    const loaded = await corpus();
    const inForce = new Map<string, number>();
    for (const article of loaded.index.searchable)
      inForce.set(article.act, (inForce.get(article.act) ?? 0) + 1);
    const listed = [...loaded.acts.values()].sort((a, b) => compareLegalActs(a.code, b.code));
    return listed.map((act) => ({
      identifier: act.code,
      type: 'system',
      name: LEGAL_ACTS[act.code].name,
      vigente_al: act.vigenteAl,
      ...(act.note ? { note: act.note } : {}),
      articles: inForce.get(act.code) ?? 0,
    }));
  }

  /** POST /rag-api/citation-source for legal sources: the exact stored text. */
  async function citationSource(sourceType: string, identifier: string): Promise<CitationSourceResponse> {
    if (sourceType !== LEGAL_SOURCE_TYPE) throw new AppError('CITATION_SOURCE_NOT_FOUND');
    const loaded = await corpus();
    const article = loaded.index.byIdentifier.get(identifier.trim().toLowerCase());
    if (!article) throw new AppError('CITATION_SOURCE_NOT_FOUND');
    const act = loaded.acts.get(article.act);
    return {
      content: article.text,
      title: articleTitle(article),
      info: {
        source_type: LEGAL_SOURCE_TYPE,
        identifier: article.identifier,
        act: article.act,
        act_name: LEGAL_ACTS[article.act].name,
        act_title: act?.title ?? LEGAL_ACTS[article.act].name,
        article: article.article,
        heading: article.heading,
        path: article.path,
        abrogated: article.abrogated,
        vigente_al: act?.vigenteAl ?? '',
        source: act?.source ?? '',
        ...(act?.note ? { note: act.note } : {}),
      },
    };
  }

  /**
   * A model's rewrite of a question, kept only if it is a line of terms and references to articles
   * that exist (null otherwise): what the search may use and the user may see.
   */
  async function checkEnrichment(rewrite: string | null): Promise<string | null> {
    if (!rewrite) return null;
    const { index } = await corpus();
    return checkedEnrichment(rewrite, (identifier) => index.byIdentifier.has(identifier));
  }

  /** POST /rag-api/verify-citations */
  async function verify(
    text: string,
    sources?: readonly string[],
    userSources?: ReadonlyMap<string, UserSourceState>,
  ): Promise<VerifyCitationsResponse> {
    const loaded = await corpus();
    return { citations: verifyCitations(text, loaded.index, sources, userSources) };
  }

  /** Prepares the doctrine table's query rules in the background (after the server listens). */
  function prepareQueries(): Promise<void> {
    return prepareLegalQueryRulesInBackground();
  }

  return {
    corpus,
    search,
    lookUp,
    availableDocuments,
    citationSource,
    verify,
    vigenteAl,
    checkEnrichment,
    prepareQueries,
  };
}

export type LegalDbService = ReturnType<typeof createLegalDbService>;

export { articleTitle, type LegalArticle } from './search/legal-index';
// What the chat's Database Legale mode needs of the search, reached through this service.
export { type AnalysedQuery, analyseLegalQuery } from './search/legal-query';
