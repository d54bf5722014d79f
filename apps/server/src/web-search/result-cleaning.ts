import { htmlToText } from './html-text';
import type { WebSearchResult } from './web-search-types';

/** A result as a provider wrote it, before cleaning. */
export interface RawResult {
  url: string;
  title?: string | null | undefined;
  /** A snippet (may hold <strong> and entities) or a page's text. */
  content?: string | null | undefined;
  /** Dates as providers write them: ISO, ISO without zone, or RFC 2822. */
  publishedAt?: string | null | undefined;
}

export interface CleanOptions {
  preferredDomains: readonly string[];
  maxResults: number;
  /** `content` is page text whose line breaks are kept, not a snippet. */
  keepLines?: boolean;
  /** Longest `content` kept, in characters. */
  maxContentLength?: number;
}

const DEFAULT_MAX_CONTENT_LENGTH = 50_000;

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Two addresses of one page share this key: scheme, `www.`, fragment, tracking tags and a final `/` aside. */
export function normalisedUrlKey(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...url.searchParams].filter(([name]) => !/^(utm_|fbclid$|gclid$)/i.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const path = url.pathname.replace(/\/+$/, '');
  const port = url.port ? `:${url.port}` : '';
  return `${host}${port}${path}${query ? `?${query}` : ''}`;
}

/** Whether the host is a preferred domain or one of its subdomains (`www.cortedicassazione.it`). */
export function isPreferredHost(hostname: string, preferredDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return preferredDomains.some((domain) => {
    const wanted = domain.toLowerCase().replace(/^\.+|\.$/g, '');
    return wanted !== '' && (host === wanted || host.endsWith(`.${wanted}`));
  });
}

/** A provider's date as YYYY-MM-DD, or null when there is none or it cannot be read. */
export function isoDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  // A date written as ISO is kept as written: parsing "2024-03-01T00:00:00" would apply a time zone.
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(text);
  if (iso) {
    const date = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
    return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(iso[3]) ? null : iso[0].slice(0, 10);
  }
  // Without a written year, Date.parse guesses ("12" → 2001).
  if (!/\b(?:19|20)\d{2}\b/.test(text)) return null;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  // "May 1, 2023" is read as local midnight: its local calendar day is the one written.
  const zoned = /(?:GMT|UTC|Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const [year, month, day] = zoned
    ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
    : [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Snippets are HTML fragments; page text (Tavily's raw_content) is text whose lines matter. */
function cleanText(value: string | null | undefined, keepLines: boolean): string {
  if (!value) return '';
  if (!keepLines) return htmlToText(value);
  return value
    .split(/\r?\n/)
    .map((line) => htmlToText(line))
    .filter(Boolean)
    .join('\n');
}

/**
 * Providers' results made uniform: http(s) only, one per page, text without markup, results from
 * preferred domains first (otherwise in the provider's order), at most `maxResults`. Undated
 * results are kept: a date is never a filter.
 */
export function cleanResults(raw: readonly RawResult[], options: CleanOptions): WebSearchResult[] {
  const maxContentLength = options.maxContentLength ?? DEFAULT_MAX_CONTENT_LENGTH;
  const seen = new Set<string>();
  const cleaned: Array<WebSearchResult & { preferred: boolean }> = [];
  for (const result of raw) {
    const url = httpUrl(result.url);
    if (!url) continue;
    const key = normalisedUrlKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    const title = cleanText(result.title, false) || url.hostname;
    const content = cleanText(result.content, options.keepLines ?? false).slice(0, maxContentLength);
    cleaned.push({
      url: url.href,
      title,
      content,
      publishedAt: isoDate(result.publishedAt),
      preferred: isPreferredHost(url.hostname, options.preferredDomains),
    });
  }
  const ranked = [
    ...cleaned.filter((result) => result.preferred),
    ...cleaned.filter((result) => !result.preferred),
  ];
  return ranked.slice(0, Math.max(0, options.maxResults)).map(({ preferred: _, ...result }) => result);
}
