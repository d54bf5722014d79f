import { decodeBody, extractMainText, plainTextLines } from './page-text';
import { abortError } from './provider-request';
import { type SafeFetchOptions, safeFetch } from './safe-fetch';
import type { WebSearchResult } from './web-search-types';

export type ReadPageOptions = Pick<
  SafeFetchOptions,
  'allowedHosts' | 'timeoutMs' | 'maxBytes' | 'signal' | 'resolve'
>;

export interface ReadPagesOptions extends ReadPageOptions {
  /** How many of the first results to read. Default 3. */
  count?: number;
}

export interface PageContent {
  /** The URL finally read, after redirects. */
  url: string;
  title: string | null;
  text: string;
}

export const DEFAULT_PAGES_READ = 3;
const READABLE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);

/**
 * A result page's main text, fetched through safeFetch (SSRF-guarded, 5 s, 2 MB). Null when the
 * page cannot be read: refused address, error status, not HTML or plain text, too large, too
 * slow, or no text. The caller's abort rejects with an AbortError.
 */
export async function readPage(url: string, options: ReadPageOptions = {}): Promise<PageContent | null> {
  try {
    const response = await safeFetch(url, {
      ...options,
      acceptContentType: (mimeType) => READABLE_TYPES.has(mimeType),
    });
    const source = decodeBody(response.body, response.charset);
    const page =
      response.mimeType === 'text/plain'
        ? { title: null, text: plainTextLines(source) }
        : await extractMainText(source);
    return page.text ? { url: response.url, ...page } : null;
  } catch {
    if (options.signal?.aborted) throw abortError(options.signal);
    return null;
  }
}

/**
 * The results with the first `count` pages read in parallel: a page's text replaces its snippet;
 * a page that cannot be read (or says less than its snippet) keeps the snippet.
 */
export async function readPages<T extends WebSearchResult>(
  results: readonly T[],
  { count = DEFAULT_PAGES_READ, ...options }: ReadPagesOptions = {},
): Promise<T[]> {
  const pages = await Promise.all(
    results.slice(0, Math.max(0, count)).map((result) => readPage(result.url, options)),
  );
  return results.map((result, index) => {
    const page = pages[index];
    if (!page || page.text.length <= result.content.length) return result;
    return { ...result, title: result.title || page.title || result.title, content: page.text };
  });
}
