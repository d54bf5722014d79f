import {
  AppError,
  BRIEF_MAX_CHARACTERS,
  type BriefArticle,
  type BriefJudgment,
  type BriefQuotation,
  type BriefReference,
  type BriefVerificationResponse,
  type CheckedCitation,
  LEGAL_SOURCE_TYPE,
  type UserDocumentType,
} from '@brocardo/shared';
import { findJudgmentReferences } from '../case-strategies/case-strategies.service';
import type { LegalDbService } from '../legal-db/legal-db.service';
import type { WebSearchService } from '../web-search/web-search.service';
import { extractionSlots } from './extraction-slots';
import { compareQuotation } from './quotation-comparison';
import { attributeQuotation, findQuotations } from './quotations';

/** The file types a brief may be uploaded as (the personal documents' detection decides). */
const BRIEF_FILE_TYPES: ReadonlySet<UserDocumentType> = new Set(['PDF', 'DOCX']);

/** At most this many judgments are looked up on the web per verification (one search each). */
export const MAX_JUDGMENT_SEARCHES = 20;
const JUDGMENT_SEARCH_CONCURRENCY = 4;

export interface BriefFileReader {
  /** The type judged from the bytes, or null when they are no supported document. */
  detectType(bytes: Uint8Array): UserDocumentType | null;
  /** The document's text, extracted in a throwaway worker; throws with an Italian `reason` when unreadable. */
  extractText(bytes: Uint8Array, type: UserDocumentType): Promise<string>;
}

export interface BriefVerificationLog {
  warn(details: object, message: string): void;
}

function referenceOf(citation: CheckedCitation): BriefReference {
  const base = { text: citation.text, start: citation.start, end: citation.end };
  if (citation.status === 'outside_corpus') {
    return {
      ...base,
      status: 'outside_corpus',
      identifier: '',
      ...(citation.act_name ? { act_name: citation.act_name } : {}),
    };
  }
  if (citation.status !== 'verified')
    return { ...base, status: 'not_found', identifier: citation.identifier };
  return {
    ...base,
    status: citation.abrogated ? 'abrogated' : 'verified',
    identifier: citation.identifier,
    ...(citation.title ? { title: citation.title } : {}),
  };
}

/** Whether a search result carries the judgment's number (and its year, when the brief gives one). */
function carriesJudgment(judgment: { number: string; year: string | null }, found: string): boolean {
  const digits = new RegExp(String.raw`(?<!\d)${judgment.number}(?!\d)`);
  if (!digits.test(found)) return false;
  if (!judgment.year) return true;
  return new RegExp(String.raw`(?<!\d)(?:\d{2})?${judgment.year.slice(-2)}(?!\d)`).test(found);
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

export function createBriefVerificationService({
  legalDb,
  webSearch,
  files,
  log,
  maxConcurrentExtractions,
}: {
  legalDb: Pick<LegalDbService, 'verify' | 'citationSource'>;
  webSearch: Pick<WebSearchService, 'status' | 'search'>;
  files: BriefFileReader;
  log: BriefVerificationLog;
  /** Files extracted at once, across users (the others wait). */
  maxConcurrentExtractions: number;
}) {
  const inSlot = extractionSlots(maxConcurrentExtractions);
  async function storedArticles(references: readonly BriefReference[]): Promise<Map<string, BriefArticle>> {
    const identifiers = new Set(
      references
        .filter((reference) => reference.status === 'verified' || reference.status === 'abrogated')
        .map((reference) => reference.identifier),
    );
    const articles = new Map<string, BriefArticle>();
    for (const identifier of identifiers) {
      const source = await legalDb.citationSource(LEGAL_SOURCE_TYPE, identifier);
      articles.set(identifier, {
        identifier,
        title: source.title,
        text: source.content,
        vigente_al: String(source.info.vigente_al ?? ''),
        abrogated: source.info.abrogated === true,
      });
    }
    return articles;
  }

  function checkQuotations(
    text: string,
    references: readonly BriefReference[],
    articles: ReadonlyMap<string, BriefArticle>,
  ): BriefQuotation[] {
    const citable = references.filter((reference) => articles.has(reference.identifier));
    return findQuotations(text).map((quotation): BriefQuotation => {
      const reference = attributeQuotation(text, quotation, citable);
      if (!reference) return { ...quotation, status: 'unattributed' };
      const attributed = { ...quotation, identifier: reference.identifier, reference: reference.text };
      const compared = compareQuotation(quotation.text, articles.get(reference.identifier)!.text);
      return { ...attributed, ...compared };
    });
  }

  async function checkJudgments(
    text: string,
    userId: number,
  ): Promise<{ list: BriefJudgment[]; searched: boolean }> {
    const found = findJudgmentReferences(text);
    const list: BriefJudgment[] = found.map(({ text: written, start, end }) => ({
      text: written,
      start,
      end,
      status: 'not_verifiable',
    }));
    if (!webSearch.status().configured || found.length === 0) return { list, searched: false };
    const searchable = found.slice(0, MAX_JUDGMENT_SEARCHES).map((judgment, index) => ({ judgment, index }));
    await inBatches(searchable, JUDGMENT_SEARCH_CONCURRENCY, async ({ judgment, index }) => {
      try {
        const outcome = await webSearch.search(judgment.text, userId);
        const source = outcome.results.find((result) =>
          carriesJudgment(judgment, `${result.title}\n${result.url}\n${result.content}`),
        );
        if (source)
          list[index] = {
            ...list[index]!,
            status: 'source_found',
            source: { title: source.title, url: source.url },
          };
      } catch (error) {
        // The judgment stays not verifiable: a failed search confirms nothing and denies nothing.
        log.warn({ err: error }, 'judgment search failed');
      }
    });
    return { list, searched: true };
  }

  /** The report of one brief: references, quotations, judgments and their counts. */
  async function verifyText(text: string, userId: number): Promise<BriefVerificationResponse> {
    const { citations } = await legalDb.verify(text);
    const references = citations.filter((citation) => citation.kind === 'reference').map(referenceOf);
    const articles = await storedArticles(references);
    const quotations = checkQuotations(text, references, articles);
    const judgments = await checkJudgments(text, userId);
    const count = (status: BriefReference['status']) =>
      references.filter((reference) => reference.status === status).length;
    return {
      text,
      summary: {
        verified: count('verified'),
        abrogated: count('abrogated'),
        not_found: count('not_found'),
        outside_corpus: count('outside_corpus'),
        quotations_exact: quotations.filter((quotation) => quotation.status === 'exact').length,
        quotations_altered: quotations.filter(
          (quotation) => quotation.status === 'differs' || quotation.status === 'not_found',
        ).length,
        judgments: judgments.list.length,
      },
      references,
      articles: [...articles.values()],
      quotations,
      judgments: judgments.list,
      judgments_searched: judgments.searched,
    };
  }

  /** An uploaded PDF or DOCX, read by content and never stored, then verified as its text. */
  async function verifyFile(bytes: Uint8Array, userId: number): Promise<BriefVerificationResponse> {
    if (bytes.byteLength === 0) throw new AppError('DOCUMENT_EMPTY');
    const type = files.detectType(bytes);
    if (!type || !BRIEF_FILE_TYPES.has(type)) throw new AppError('BRIEF_FILE_TYPE_NOT_ALLOWED');
    let text: string;
    try {
      text = await inSlot(() => files.extractText(bytes, type));
    } catch (error) {
      // The extraction's failures carry an Italian reason for the user (damaged, encrypted, no text…).
      const reason = error instanceof Error && 'reason' in error ? String(error.reason) : null;
      if (!reason) throw error;
      throw new AppError('BRIEF_FILE_UNREADABLE', { message: `Il file non è leggibile: ${reason}` });
    }
    if (!text.trim()) throw AppError.validation({ file: ['Il file non contiene testo leggibile.'] });
    if (text.length > BRIEF_MAX_CHARACTERS) {
      throw AppError.validation({
        file: [
          `Il testo del file supera il limite di ${BRIEF_MAX_CHARACTERS.toLocaleString('it-IT')} caratteri.`,
        ],
      });
    }
    return verifyText(text, userId);
  }

  return { verifyText, verifyFile };
}

export type BriefVerificationService = ReturnType<typeof createBriefVerificationService>;
