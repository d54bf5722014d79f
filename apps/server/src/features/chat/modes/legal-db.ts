import {
  AppError,
  type CitationsEvent,
  classifySourceRelevance,
  type ExpandedQueryEvent,
  formatLegalReference,
  isLegalActCode,
  LEGAL_ACTS,
  LEGAL_SOURCE_TYPE,
  type LegalActCode,
  legalRetrievalCase,
  type ParsedChatRequest,
  principalFirst,
  type RetrievalSettings,
  type SourceRelevance,
  splitLegalIdentifier,
} from '@brocardo/shared';
import type { Passage } from '../../../ai/llm';
import { excerptFor, quoteForQuery } from '../../../retrieval/quotation';
import type { DocumentSearch } from '../../documents/documents.service';
import {
  type AnalysedQuery,
  analyseLegalQuery,
  articleTitle,
  type LegalArticle,
  type LegalDbService,
} from '../../legal-db/legal-db.service';
import type { ModePreparation, ModePreparer } from '../chat-modes';
import { retrieveUserDocuments } from './documents';

function legalSettings(request: ParsedChatRequest, defaults: RetrievalSettings) {
  return {
    minChunks: request.minChunks ?? defaults.minChunks,
    maxChunks: Math.min(request.maxChunks ?? defaults.maxChunks, MAX_SOURCES),
    threshold: request.semanticThreshold ?? defaults.semanticThreshold,
    force: request.forceMinChunks ?? defaults.forceMinChunks,
  };
}
const MAX_SOURCES = 20;
/** Long articles are cut in the prompt (the source panel always shows the whole text). */
const SOURCE_TEXT_MAX_LENGTH = 4_000;

interface ChosenSource {
  article: LegalArticle;
  relevance: SourceRelevance;
}

/** One line telling the model which sources govern the question (the others are context). */
function principalNote(chosen: readonly ChosenSource[]): string {
  const principal = chosen.filter((source) => source.relevance === 'principal');
  if (principal.length === chosen.length) return '';
  const references = principal.map(({ article }) => formatLegalReference(article.act, article.article));
  return `Fonti principali (le norme che regolano la questione; le altre sono di contesto): ${references.join(', ')}.\n`;
}

/** Rewrites a user's question into search terms with the configured model (null: none, or it failed). */
export type QueryEnricher = (question: string, userId: number) => Promise<string | null>;

interface Scope {
  acts: LegalActCode[];
  /** Articles picked in the configuration modal: always among the sources. */
  pinned: string[];
}

function scopeOf(request: ParsedChatRequest): Scope | null {
  if (request.queryMode !== 'specific') return { acts: [], pinned: [] };
  const acts: LegalActCode[] = [];
  const pinned: string[] = [];
  for (const document of request.selectedDocuments ?? []) {
    if (document.type === 'user') continue;
    const identifier = document.identifier.trim().toLowerCase();
    if (isLegalActCode(identifier)) acts.push(identifier);
    else {
      const article = splitLegalIdentifier(identifier);
      if (article) {
        pinned.push(identifier);
        acts.push(article.act);
      }
    }
  }
  return acts.length > 0 ? { acts: [...new Set(acts)], pinned } : null;
}

/** Rubrics that name no institute: the first article of many contracts is a «Nozione». */
const GENERIC_HEADING =
  /^(?:nozion[ei]|definizion[ei]|disposizion[ei] generali|principi generali|ambito di applicazione|oggetto|finalità|norme applicabili|contenuto)$/i;
/** "CAPO VI - Della locazione" → "Locazione". */
const PATH_NUMBERING = /^[A-ZÀ-Ý]+\s+[IVXLCDM]+(?:[- ]?[a-z]+)?\s*[-–—.]\s*/;
const OF_THE = /^(?:della|dello|delle|degli|dei|del)\s+|^dell['’]\s*/i;

/**
 * How 'Ricerca Intelligente IA' names the institute of an article: its rubric, or where the rubric
 * names nothing of its own, the innermost heading of its Capo or Sezione that does ("Nozione" of
 * art. 1571 c.c. → "Locazione", of art. 1766 → "Deposito in generale").
 */
function instituteLabel(article: Pick<LegalArticle, 'heading' | 'path'> | undefined): string | undefined {
  if (!article) return undefined;
  const heading = article.heading?.trim();
  if (heading && !GENERIC_HEADING.test(heading)) return heading;
  for (const level of [...article.path].reverse()) {
    const title = level.replace(PATH_NUMBERING, '').replace(OF_THE, '').trim();
    if (title && !GENERIC_HEADING.test(title)) return title.charAt(0).toUpperCase() + title.slice(1);
  }
  return heading || undefined;
}

/**
 * What 'Ricerca Intelligente IA' shows: what the search read into the question. An institute is
 * named by the heading of its first article ('Intimazione di sfratto per morosità'), not by the words
 * that matched it: the table's names include a client's word pairs ('canone pagati').
 */
function describeExpansion(
  analysed: AnalysedQuery,
  enrichment: string | null,
  acts: LegalActCode[],
  headingOf: (identifier: string) => string | undefined,
): string {
  const parts: string[] = [];
  if (enrichment) parts.push(enrichment);
  if (analysed.citations.length > 0) {
    parts.push(
      `Articoli citati: ${analysed.citations.map((c) => formatLegalReference(c.act, c.article)).join(', ')}`,
    );
  }
  if (analysed.doctrine.length > 0) {
    // Two names of one institute (same heading) are listed once, with the articles of both.
    const institutes = new Map<string, Set<string>>();
    for (const { name, articles } of analysed.doctrine.slice(0, 3)) {
      const heading = (articles[0] ? headingOf(articles[0])?.trim() : undefined) || name;
      const references = institutes.get(heading) ?? new Set<string>();
      for (const identifier of articles) {
        const article = splitLegalIdentifier(identifier);
        if (article) references.add(formatLegalReference(article.act, article.article));
      }
      institutes.set(heading, references);
    }
    const listed = [...institutes].map(
      ([heading, references]) => `${heading} (${[...references].join(', ')})`,
    );
    parts.push(`Istituti: ${listed.join('; ')}`);
  }
  if (analysed.expansions.length > 0)
    parts.push(`Termini giuridici: ${[...new Set(analysed.expansions)].join(', ')}`);
  const named = acts.length > 0 ? acts : analysed.namedActs;
  if (named.length > 0) parts.push(`Ricerca in: ${named.map((act) => LEGAL_ACTS[act].name).join(', ')}`);
  return parts.length > 0
    ? parts.join(' · ')
    : 'Ricerca per parole chiave in tutti gli atti del Database Legale';
}

/**
 * The date of "24 agosto 2025 o data anteriore; ultime modifiche recepite: D.Lgs. 164/2024": in an
 * answer's heading the amending decree would be checked as a citation and flagged as an act outside
 * the database beside an article that is in it. The source panel shows the whole note.
 */
function dateOf(vigenteAl: string): string {
  return vigenteAl.split(';')[0]!.trim();
}

function sourceBlock(article: LegalArticle, vigenteAl: string, question: string): string {
  const text = quoteForQuery(article.text, question, { maxLength: SOURCE_TEXT_MAX_LENGTH });
  const context = [LEGAL_ACTS[article.act].name, ...article.path].join(' › ');
  return `@source:${LEGAL_SOURCE_TYPE}:${article.identifier} — ${articleTitle(article)}\n(${context}; testo vigente al ${vigenteAl})\n${text}`;
}

/**
 * Database Legale retrieval for the chat pipeline: the articles the question cites or that rank
 * best (spec 1 §9 settings per case: at most maxChunks, those scoring at least semanticThreshold
 * relative to the best, at least minChunks when forceMinChunks), plus the passages of the user's
 * enabled documents, streamed as `expanded_query` and `citations` events before the answer and
 * given to the model as tagged sources.
 */
export function createLegalDbPreparer({
  legalDb,
  enrich,
  userDocuments,
}: {
  legalDb: LegalDbService;
  enrich?: QueryEnricher | undefined;
  userDocuments?: DocumentSearch | undefined;
}): ModePreparer {
  return async ({ userId, question, request }): Promise<ModePreparation> => {
    const scope = scopeOf(request);
    const withDocuments = Boolean(userDocuments) && (request.enabledUserDocuments ?? []).length > 0;
    if (!scope && !withDocuments) throw new AppError('NO_SYSTEM_DOCUMENT_SELECTED');
    const settings = legalRetrievalCase(request.queryMode, withDocuments);
    // The two searches are independent: side by side, the slower one sets the wait.
    const [user, legal] = await Promise.all([
      withDocuments && userDocuments && settings.user
        ? retrieveUserDocuments(userDocuments, userId, request, question, settings.user)
        : null,
      scope && !request.disableGeneralDatabase
        ? searchLegal(
            legalDb,
            enrich,
            userId,
            question,
            request,
            scope,
            legalSettings(request, settings.legal),
          )
        : null,
    ]);

    const events: ModePreparation['events'] = [];
    if (legal && request.enableQueryEnrichment) {
      events.push({
        type: 'expanded_query',
        content: describeExpansion(legal.analysed, legal.enrichment, scope?.acts ?? [], (identifier) =>
          instituteLabel(legal.loaded.index.byIdentifier.get(identifier)),
        ),
      } satisfies ExpandedQueryEvent);
    }
    const chosen = legal?.chosen ?? [];
    const cited = new Set([
      ...(scope?.pinned ?? []),
      ...(legal?.analysed.citations.map((citation) => citation.identifier) ?? []),
    ]);
    events.push({
      type: 'citations',
      citations: [
        ...(user?.citations ?? []),
        ...chosen.map(({ article, relevance }) => ({
          identifier: article.identifier,
          source_type: LEGAL_SOURCE_TYPE,
          title: articleTitle(article),
          excerpt: excerptFor(article.text, question),
          relevance,
        })),
      ],
    } satisfies CitationsEvent);
    const passages: Passage[] = [
      ...(user?.passages ?? []),
      ...chosen.map(({ article, relevance }) => ({
        sourceType: LEGAL_SOURCE_TYPE,
        identifier: article.identifier,
        title: `${articleTitle(article)} (testo vigente al ${dateOf(legalDb.vigenteAl(legal!.loaded, article.act))})`,
        text: article.text,
        cited: cited.has(article.identifier),
        relevance,
        ...(article.heading ? { heading: article.heading } : {}),
      })),
    ];
    const systemMessages: ModePreparation['systemMessages'] = user ? [user.systemMessage] : [];
    if (legal) {
      systemMessages.push({
        role: 'system' as const,
        content:
          chosen.length === 0
            ? 'Nel Database Legale non sono state trovate fonti pertinenti alla domanda: dillo chiaramente.'
            : `Fonti dal Database Legale (cita ciascuna con il suo tag @source):\n${principalNote(chosen)}\n${chosen
                .map(({ article }) =>
                  sourceBlock(article, legalDb.vigenteAl(legal.loaded, article.act), question),
                )
                .join('\n\n')}`,
      });
    }
    return { events, passages, systemMessages };
  };
}

async function searchLegal(
  legalDb: LegalDbService,
  enrich: QueryEnricher | undefined,
  userId: number,
  question: string,
  request: ParsedChatRequest,
  scope: Scope,
  settings: ReturnType<typeof legalSettings>,
) {
  const rewrite = request.enableQueryEnrichment && enrich ? await enrich(question, userId) : null;
  const enrichment = await legalDb.checkEnrichment(rewrite);
  const analysed = analyseLegalQuery(enrichment ? `${question}\n${enrichment}` : question);
  const { loaded, hits } = await legalDb.search(analysed, {
    limit: Math.max(settings.maxChunks, 1),
    acts: scope.acts,
  });
  const ranked: { article: LegalArticle; score: number; cited: boolean }[] = [];
  for (const identifier of scope.pinned) {
    const article = loaded.index.byIdentifier.get(identifier);
    if (article) ranked.push({ article, score: 1, cited: true });
  }
  hits.forEach((hit, rank) => {
    if (ranked.length >= settings.maxChunks || ranked.some((source) => source.article === hit.article))
      return;
    const keep =
      hit.cited || hit.score >= settings.threshold || (settings.force && rank < settings.minChunks);
    if (keep) ranked.push(hit);
  });
  // The same sources as spec 1 §9 chooses them, those that govern the question first.
  const relevance = classifySourceRelevance(ranked);
  const chosen: ChosenSource[] = principalFirst(
    ranked.map(({ article }, at) => ({ article, relevance: relevance[at]! })),
  );
  return { loaded, analysed, enrichment, chosen };
}
