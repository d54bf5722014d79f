import { collapseWhitespace, htmlToText } from './html-text';

/** The longest page text kept, in characters: the chat quotes a few thousand at most. */
export const PAGE_TEXT_MAX_LENGTH = 100_000;
/**
 * Readability runs on the event loop (about 0.4 s per MB of HTML): a larger page is read as its
 * plain body text instead, which is several times cheaper.
 */
const READABILITY_MAX_CHARS = 1_000_000;
/** Page furniture left out when Readability found no article. */
const FURNITURE = ['nav', 'header', 'footer', 'aside', 'form'];

/**
 * A body as text: the declared charset when it is known, else UTF-8 when the bytes are valid
 * UTF-8, else Windows-1252 (older Italian sites that declare their charset only in a meta tag).
 */
export function decodeBody(body: Uint8Array, charset: string | null): string {
  if (charset) {
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      // An unknown label: guess as if none was given.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** Plain text kept as lines, whitespace within each line collapsed. */
export function plainTextLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map(collapseWhitespace)
    .filter(Boolean)
    .join('\n')
    .slice(0, PAGE_TEXT_MAX_LENGTH);
}

/** The DOM and Readability are loaded with the first page read (a boot reads none). */
let readabilityModules:
  | Promise<[typeof import('linkedom'), typeof import('@mozilla/readability')]>
  | undefined;

async function readabilityArticle(html: string): Promise<{ title: string | null; text: string } | null> {
  readabilityModules ??= Promise.all([import('linkedom'), import('@mozilla/readability')]);
  const [{ parseHTML }, { Readability }] = await readabilityModules;
  try {
    let { document } = parseHTML(html);
    // linkedom builds no document from a fragment (a page without <html>).
    if (!document.documentElement)
      ({ document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`));
    const pageTitle = collapseWhitespace(document.title ?? '');
    const article = new Readability(document).parse();
    return {
      title: collapseWhitespace(article?.title ?? '') || pageTitle || null,
      text: article?.content ? htmlToText(article.content, { lines: true }) : '',
    };
  } catch {
    return null;
  }
}

/**
 * The main text of an HTML page, one line per paragraph: Mozilla's Readability over a linkedom
 * document (no script is ever run, nothing is loaded); the body's text without navigation,
 * header and footer when Readability finds no article or the page is too large for it.
 */
export async function extractMainText(html: string): Promise<{ title: string | null; text: string }> {
  const article = html.length <= READABILITY_MAX_CHARS ? await readabilityArticle(html) : null;
  const text = article?.text || htmlToText(html, { lines: true, skip: FURNITURE });
  return { title: article?.title ?? null, text: text.slice(0, PAGE_TEXT_MAX_LENGTH) };
}
