import { Parser } from 'htmlparser2';

/** Elements whose content is never text a reader sees. */
const NEVER_TEXT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
  'select',
  'button',
]);

/** Elements that start a new line of text. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

export interface HtmlToTextOptions {
  /** Keep one line per block (paragraph, heading, list item); otherwise one line of text. */
  lines?: boolean;
  /** More elements to leave out with their content (e.g. nav, footer). */
  skip?: readonly string[];
}

/** Whitespace runs as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The visible text of an HTML document or fragment, entities decoded by the parser (htmlparser2),
 * scripts and styles left out.
 */
export function htmlToText(html: string, { lines = false, skip = [] }: HtmlToTextOptions = {}): string {
  const skipped = skip.length ? new Set([...NEVER_TEXT, ...skip]) : NEVER_TEXT;
  const parts: string[] = [];
  let skippedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (skipped.has(name)) skippedDepth += 1;
        else if (skippedDepth === 0 && BLOCKS.has(name)) parts.push('\n');
      },
      onclosetag(name) {
        if (skipped.has(name)) skippedDepth = Math.max(0, skippedDepth - 1);
        else if (skippedDepth === 0 && BLOCKS.has(name)) parts.push('\n');
      },
      ontext(text) {
        // In HTML a newline in the source is a space; only blocks break lines.
        if (skippedDepth === 0) parts.push(text.replace(/\s+/g, ' '));
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const text = parts.join('');
  if (!lines) return collapseWhitespace(text);
  return text.split('\n').map(collapseWhitespace).filter(Boolean).join('\n');
}
