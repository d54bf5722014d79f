/**
 * What 'Copia' puts on the clipboard: an answer as the lawyer reads it, not its Markdown source.
 * The text goes through the processor the answer is rendered with (react-markdown with GFM and the
 * citation plugin, raw HTML skipped, its safe-URL filter), and the tree it yields is written out
 * twice: as plain text, and as rich text (HTML) for Word. Each `@source:` tag is written as the
 * reference its chip shows ('art. 2043 c.c.', a web page's title and address, a document's title).
 * Words are never changed: only Markdown markers go (quotations stay verbatim).
 */
import {
  formatLegalReference,
  LEGAL_SOURCE_TYPE,
  splitLegalIdentifier,
  WEB_SOURCE_TYPE,
  type WebSearchResult,
} from '@brocardo/shared';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { citedDocumentId } from '../legal-db';
import { linkableUrl, webResultFor } from '../web-search';
import { remarkCitations } from './citations';
import type { Citation } from './message-model';

export interface CopiedAnswer {
  text: string;
  html: string;
}

export interface CopyAnswerOptions {
  /** The sources of the answer, as its stream (or its stored metadata) described them. */
  citations?: readonly Citation[] | undefined;
  /** The results of the question's web search: `@source:web:{n}` names the n-th. */
  webResults?: readonly WebSearchResult[] | undefined;
  /** The file name of a personal document, when known (the chip's fallback label). */
  documentName?: ((documentId: string) => string | undefined) | undefined;
}

/** A node of the HTML tree (hast), as far as it is read here. */
interface HNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HNode[];
}

interface Reference {
  label: string;
  /** A web page's address, when it may be a link. */
  url: string | null;
}

/** Separates the blocks of the plain text that are not list items or table rows. */
const BLOCK_SEPARATOR = '\n\n';
const RULE_TEXT = '———';
const BLOCK_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol li blockquote pre table thead tbody tr hr section div'.split(' '),
);
/** The elements written to the HTML as they are (without attributes but `href` and `start`). */
const KEPT_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 strong em del ul ol li blockquote pre code table thead tbody tr th td sup sub'.split(
    ' ',
  ),
);

/**
 * The label of a tag's chip (as `shortLabel` in citation-chip.tsx, without shortening long titles:
 * the copy has room for them). A tag nothing is known about is written without its `@source:`.
 */
function referenceFor(
  sourceType: string,
  identifier: string,
  sources: ReadonlyMap<string, Citation>,
  options: CopyAnswerOptions,
): Reference {
  const citation = sources.get(identifier.toLowerCase());
  const citationTitle = citation?.title.trim() ?? '';
  if (sourceType === WEB_SOURCE_TYPE) {
    const result = webResultFor(options.webResults, identifier);
    const title = result?.title.trim() || citationTitle;
    if (title) return { label: title, url: result ? linkableUrl(result.url) : null };
  } else if (sourceType === LEGAL_SOURCE_TYPE) {
    const parts = splitLegalIdentifier(identifier);
    if (parts) return { label: formatLegalReference(parts.act, parts.article), url: null };
  } else {
    const documentId = citedDocumentId(sourceType, identifier);
    const name = documentId ? citationTitle || options.documentName?.(documentId)?.trim() : '';
    if (name) return { label: name, url: null };
  }
  if (citationTitle) return { label: citationTitle, url: null };
  if (sourceType === WEB_SOURCE_TYPE) return { label: `fonte web ${identifier}`, url: null };
  return { label: `${sourceType}:${identifier}`, url: null };
}

/** Only web and mail addresses are kept as links (react-markdown already dropped `javascript:`). */
function safeHref(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (/^mailto:[^\s]+$/i.test(value)) return value;
  return linkableUrl(value);
}

/** Not on screen: a screen-reader-only heading ('Footnotes'), a footnote's way back ('↩'). */
function isHidden(node: HNode): boolean {
  const className = node.properties?.className;
  return (
    (Array.isArray(className) && className.includes('sr-only')) ||
    node.properties?.dataFootnoteBackref !== undefined
  );
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

class AnswerWriter {
  private readonly sources: ReadonlyMap<string, Citation>;

  constructor(private readonly options: CopyAnswerOptions) {
    // As the chips find their source: by identifier, the last one listed winning.
    this.sources = new Map(
      (options.citations ?? []).map((citation) => [citation.identifier.toLowerCase(), citation]),
    );
  }

  private reference(node: HNode): Reference {
    const properties = node.properties ?? {};
    return referenceFor(
      String(properties.dataSourceType ?? ''),
      String(properties.dataIdentifier ?? ''),
      this.sources,
      this.options,
    );
  }

  // --- Plain text ---

  text(root: HNode): string {
    return this.blocks(root.children ?? []).join(BLOCK_SEPARATOR);
  }

  private inline(node: HNode): string {
    if (node.type === 'text') return node.value ?? '';
    if (node.type !== 'element' || isHidden(node)) return '';
    switch (node.tagName) {
      case 'cite': {
        const { label, url } = this.reference(node);
        return url ? `${label} (${url})` : label;
      }
      case 'br':
        return '\n';
      case 'img':
        return String(node.properties?.alt ?? '');
      case 'input':
        return node.properties?.type === 'checkbox' ? (node.properties.checked ? '[x]' : '[ ]') : '';
      case 'a': {
        const words = this.inlineAll(node.children);
        if (node.properties?.dataFootnoteRef !== undefined) return `[${words}]`;
        const href = safeHref(node.properties?.href);
        if (!href || href === words || href === `mailto:${words}`) return words;
        return words.trim() === '' ? href : `${words} (${href})`;
      }
      default:
        return this.inlineAll(node.children);
    }
  }

  private inlineAll(nodes: HNode[] | undefined): string {
    return (nodes ?? []).map((child) => this.inline(child)).join('');
  }

  /** The blocks of a container, each a string; inline content between blocks is a block of its own. */
  private blocks(nodes: readonly HNode[]): string[] {
    return this.outline(nodes).map((block) => block.text);
  }

  /**
   * The blocks of a container with their kind, for a document: headings, paragraphs (a list or a
   * table is one, as in the plain text) and the quotations of blockquotes.
   */
  outline(nodes: readonly HNode[], quoted = false): AnswerBlock[] {
    const blocks: AnswerBlock[] = [];
    let run = '';
    const flush = () => {
      if (run.trim() !== '') blocks.push({ kind: quoted ? 'quote' : 'paragraph', text: run.trim() });
      run = '';
    };
    for (const node of nodes) {
      if (isHidden(node)) continue;
      const tag = node.type === 'element' ? (node.tagName ?? '') : '';
      if (!BLOCK_TAGS.has(tag)) {
        run += this.inline(node);
        continue;
      }
      flush();
      if (tag === 'blockquote') blocks.push(...this.outline(node.children ?? [], true));
      else if (tag === 'section' || tag === 'div') blocks.push(...this.outline(node.children ?? [], quoted));
      else {
        const kind = quoted ? 'quote' : /^h[1-6]$/.test(tag) ? 'heading' : 'paragraph';
        for (const text of this.block(node)) blocks.push({ kind, text });
      }
    }
    flush();
    return blocks;
  }

  private block(node: HNode): string[] {
    const children = node.children ?? [];
    switch (node.tagName) {
      case 'ul':
      case 'ol':
        return [this.list(node)];
      case 'pre':
        return [this.inlineAll(children).replace(/\n$/, '')];
      case 'hr':
        return [RULE_TEXT];
      case 'table':
        return [this.rows(children).join('\n')];
      case 'p':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const words = this.inlineAll(children).trim();
        return words === '' ? [] : [words];
      }
      default:
        // blockquote (its words without the `>`), section, div, a stray li or row.
        return this.blocks(children);
    }
  }

  /** `- ` or `1. ` lines; what follows an item's first line is indented under its words. */
  private list(node: HNode): string {
    const ordered = node.tagName === 'ol';
    const start = Number(node.properties?.start ?? 1);
    const first = Number.isInteger(start) ? start : 1;
    const items = (node.children ?? []).filter((child) => child.tagName === 'li');
    return items
      .map((item, index) => {
        const marker = ordered ? `${first + index}. ` : '- ';
        const body = this.blocks(item.children ?? []).join('\n');
        return marker + body.replace(/\n/g, `\n${' '.repeat(marker.length)}`);
      })
      .join('\n');
  }

  /** A table's rows, cells separated by a tab (Word and spreadsheets make columns of them). */
  private rows(nodes: readonly HNode[]): string[] {
    return nodes.flatMap((node) => {
      if (node.tagName === 'tr')
        return [
          (node.children ?? [])
            .filter((cell) => cell.tagName === 'th' || cell.tagName === 'td')
            .map((cell) => this.inlineAll(cell.children).trim())
            .join('\t'),
        ];
      return node.type === 'element' ? this.rows(node.children ?? []) : [];
    });
  }

  // --- HTML ---

  html(node: HNode): string {
    if (node.type === 'text') return escapeHtml(node.value ?? '');
    // Raw HTML, comments, doctypes: never written.
    if (node.type !== 'element') return node.type === 'root' ? this.htmlAll(node.children) : '';
    if (isHidden(node)) return '';
    const tag = node.tagName ?? '';
    switch (tag) {
      case 'cite': {
        const { label, url } = this.reference(node);
        return url ? `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>` : escapeHtml(label);
      }
      case 'a': {
        const href = safeHref(node.properties?.href);
        const words = this.htmlAll(node.children);
        return href ? `<a href="${escapeHtml(href)}">${words}</a>` : words;
      }
      case 'br':
      case 'hr':
        return `<${tag}>`;
      case 'img':
        return escapeHtml(String(node.properties?.alt ?? ''));
      case 'input':
        return escapeHtml(this.inline(node));
      default: {
        const inner = this.htmlAll(node.children);
        if (!KEPT_TAGS.has(tag)) return inner;
        const start = Number(node.properties?.start);
        const attributes = tag === 'ol' && Number.isInteger(start) && start !== 1 ? ` start="${start}"` : '';
        return `<${tag}${attributes}>${inner}</${tag}>`;
      }
    }
  }

  private htmlAll(nodes: HNode[] | undefined): string {
    return (nodes ?? []).map((child) => this.html(child)).join('');
  }
}

/** The tree the answer is rendered from (after react-markdown's own clean-up: raw HTML skipped). */
function renderedTree(markdown: string): HNode {
  let tree: HNode = { type: 'root', children: [] };
  const capture = () => (root: HNode) => {
    tree = root;
  };
  // Called as a function (it uses no hooks): only the tree is kept, not the React elements.
  Markdown({
    children: markdown,
    remarkPlugins: [remarkGfm, remarkCitations],
    rehypePlugins: [capture],
    skipHtml: true,
  });
  return tree;
}

/** An answer's Markdown and sources → what 'Copia' writes: plain text and rich text (HTML). */
export function copyAnswer(markdown: string, options: CopyAnswerOptions = {}): CopiedAnswer {
  const tree = renderedTree(markdown);
  const writer = new AnswerWriter(options);
  return { text: writer.text(tree), html: writer.html(tree) };
}

/** A block of an answer laid out in a document (the conversation's export). */
export interface AnswerBlock {
  kind: 'heading' | 'paragraph' | 'quote';
  text: string;
}

/**
 * An answer's Markdown as the blocks of a document: the words 'Copia' writes, each `@source:` tag
 * as its reference, blockquotes (the sources' words) kept apart as quotations.
 */
export function answerOutline(markdown: string, options: CopyAnswerOptions = {}): AnswerBlock[] {
  return new AnswerWriter(options).outline(renderedTree(markdown).children ?? []);
}

/** A text shown as typed (a question): the same words, and as HTML its lines. */
export function copyPlainText(text: string): CopiedAnswer {
  const html = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { text, html };
}

/**
 * Writes both formats; where the browser has no ClipboardItem (or refuses the pair), the plain
 * text alone. Called straight from the click, so Safari still counts it as the user's gesture.
 */
export async function writeToClipboard({ text, html }: CopiedAnswer): Promise<void> {
  const clipboard = navigator.clipboard;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([text], { type: 'text/plain' }),
          'text/html': new Blob([html], { type: 'text/html' }),
        }),
      ]);
      return;
    } catch (error) {
      if (typeof clipboard.writeText !== 'function') throw error;
    }
  }
  await clipboard.writeText(text);
}
