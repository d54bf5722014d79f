import { outsideCorpusNote } from '@brocardo/shared';
import { memo, useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * The document's look, on the wrapper so no stylesheet or inline style is needed (CSP): serif reading
 * text as the chat's answers; a single line break stays a line break (an address, a signature); an
 * unverified reference has a dotted amber underline and a warning sign (DESIGN.md); a reference to
 * an act outside the database a neutral dotted underline (unverified, not wrong).
 */
const proseClass = [
  'reading-text max-w-none text-base text-ink break-words',
  '[&_p]:my-3 [&_p]:whitespace-pre-line [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li]:whitespace-pre-line',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-rule [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_code]:rounded [&_code]:bg-accent-soft [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:font-sans [&_table]:text-sm',
  '[&_th]:border [&_th]:border-rule [&_th]:bg-paper [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
  '[&_td]:border [&_td]:border-rule [&_td]:px-2 [&_td]:py-1 [&_hr]:my-4 [&_hr]:border-rule',
  '[&_.unverified-reference]:underline [&_.unverified-reference]:decoration-warning [&_.unverified-reference]:decoration-dotted [&_.unverified-reference]:decoration-2',
  "[&_.unverified-reference]:after:ml-0.5 [&_.unverified-reference]:after:text-warning [&_.unverified-reference]:after:content-['⚠']",
  '[&_.outside-reference]:underline [&_.outside-reference]:decoration-ink-muted [&_.outside-reference]:decoration-dotted',
].join(' ');

/** A reference of the document the server could not verify; with `act`, an act outside the database. */
export interface MarkedReference {
  text: string;
  act?: string | undefined;
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

function referenceNode({ text, act }: MarkedReference): MdNode {
  const hProperties = act
    ? { className: ['outside-reference'], title: outsideCorpusNote(act) }
    : { className: ['unverified-reference'], title: 'Riferimento non verificato' };
  return {
    type: 'unverifiedReference',
    data: { hName: 'span', hProperties, hChildren: [{ type: 'text', value: text }] },
  };
}

function splitOnReferences(value: string, references: readonly MarkedReference[]): MdNode[] {
  const nodes: MdNode[] = [];
  let rest = value;
  while (rest !== '') {
    let first: { at: number; reference: MarkedReference } | null = null;
    for (const reference of references) {
      const at = rest.indexOf(reference.text);
      const longer = first && reference.text.length > first.reference.text.length;
      if (at >= 0 && (!first || at < first.at || (at === first.at && longer))) first = { at, reference };
    }
    if (!first) break;
    if (first.at > 0) nodes.push({ type: 'text', value: rest.slice(0, first.at) });
    nodes.push(referenceNode(first.reference));
    rest = rest.slice(first.at + first.reference.text.length);
  }
  if (rest !== '') nodes.push({ type: 'text', value: rest });
  return nodes;
}

/** Marks every occurrence of the references the verifier could not match (code and links left alone). */
function remarkUnverifiedReferences(options: { references: readonly MarkedReference[] }) {
  const references = options.references.filter((reference) => reference.text.trim() !== '');
  const visit = (node: MdNode) => {
    if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'text' && child.value) return splitOnReferences(child.value, references);
      visit(child);
      return [child];
    });
  };
  return (tree: MdNode) => {
    if (references.length > 0) visit(tree);
  };
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
}

const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'table',
  'hr',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const isBlock = (node: HastNode | undefined) =>
  node?.type === 'element' && node.tagName !== undefined && BLOCK_TAGS.has(node.tagName);

/**
 * A list item keeps its line breaks (whitespace-pre-line), so the "\n" react-markdown writes between
 * the paragraphs of a loose list (`<li>\n<p>…</p>\n</li>`: items parted by a blank line, as the
 * paragraphs of a quoted article, «1. …» and «2. …») became lines of their own: the number stood
 * alone, its text a line below. Such white space, at an item's start or after a block, is dropped;
 * the white space between words and the line breaks within a paragraph stay.
 */
function rehypeListItemWhitespace() {
  const visit = (node: HastNode) => {
    if (!node.children) return;
    if (node.type === 'element' && node.tagName === 'li') {
      node.children = node.children.filter(
        (child, index, siblings) =>
          !(
            child.type === 'text' &&
            (child.value ?? '').trim() === '' &&
            (index === 0 || isBlock(siblings[index - 1]))
          ),
      );
    }
    for (const child of node.children) visit(child);
  };
  return (tree: HastNode) => visit(tree);
}

const rehypePlugins: NonNullable<Options['rehypePlugins']> = [rehypeListItemWhitespace];

const components: Components = {
  a: ({ node: _node, children, href, ...rest }) => (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-accent underline"
    >
      {children}
    </a>
  ),
};

interface DocumentMarkdownProps {
  text: string;
  /** The references the server could not verify, as written in the text. */
  unverified?: readonly MarkedReference[] | undefined;
}

/**
 * A legal document rendered from its Markdown (GFM), as the chat renders answers: raw HTML in the
 * text is dropped, and link addresses go through react-markdown's safe-URL filter.
 */
export const DocumentMarkdown = memo(function DocumentMarkdown({ text, unverified }: DocumentMarkdownProps) {
  const remarkPlugins = useMemo<NonNullable<Options['remarkPlugins']>>(
    () => [remarkGfm, [remarkUnverifiedReferences, { references: unverified ?? [] }]],
    [unverified],
  );
  return (
    <div className={proseClass} data-testid="document-content" lang="it">
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
});
