import { memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { remarkCitations } from '../citations';
import type { Citation } from '../message-model';

/**
 * Markdown look for answers, on the wrapper so no stylesheet or inline style is needed (CSP).
 * Serif reading text with generous leading (DESIGN.md).
 */
const proseClass = [
  'reading-text text-[1.0625rem] text-ink break-words',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-rule [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_code]:rounded [&_code]:bg-accent-soft [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-accent-soft [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:font-sans [&_table]:text-sm',
  '[&_th]:border [&_th]:border-rule [&_th]:bg-paper [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
  '[&_td]:border [&_td]:border-rule [&_td]:px-2 [&_td]:py-1 [&_hr]:my-4 [&_hr]:border-rule',
].join(' ');

const REMARK_PLUGINS = [remarkGfm, remarkCitations];

const SOURCE_TYPE_LABELS: Record<string, string> = {
  legal: 'Fonte legale',
  user: 'Documento personale',
  web: 'Fonte web',
};

interface CitationChipProps {
  sourceType: string;
  identifier: string;
  title: string | undefined;
}

/**
 * A cited source. Until the sources can be opened and checked (the legal-database issue adds
 * POST /rag-api/citation-source), it is a plain reference, visibly unverified: a dotted border
 * and the note in its accessible name, never a link that leads nowhere.
 */
function CitationChip({ sourceType, identifier, title }: CitationChipProps) {
  const kind = SOURCE_TYPE_LABELS[sourceType] ?? `Fonte ${sourceType}`;
  const label = title ?? identifier;
  return (
    <cite
      data-testid="citation"
      title={`${kind}: ${label} (fonte non ancora verificabile)`}
      className="mx-0.5 inline-flex items-baseline gap-1 rounded border border-dashed border-accent/50 bg-accent-soft/60 px-1.5 font-sans text-[0.8em] not-italic text-accent [font-variant-caps:all-small-caps]"
    >
      <span className="sr-only">{kind}, non verificata: </span>
      {label}
    </cite>
  );
}

interface AnswerMarkdownProps {
  text: string;
  citations?: Citation[] | undefined;
}

/**
 * An answer rendered from markdown (GFM tables and lists). Raw HTML in the text is dropped, and
 * link addresses go through react-markdown's safe-URL filter (no javascript: links).
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({ text, citations }: AnswerMarkdownProps) {
  const components = useMemo<Components>(() => {
    const titles = new Map((citations ?? []).map((citation) => [citation.identifier, citation.title]));
    return {
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
      cite: ({ node }) => {
        const sourceType = String(node?.properties?.dataSourceType ?? '');
        const identifier = String(node?.properties?.dataIdentifier ?? '');
        return (
          <CitationChip sourceType={sourceType} identifier={identifier} title={titles.get(identifier)} />
        );
      },
    };
  }, [citations]);

  return (
    <div className={proseClass}>
      <Markdown remarkPlugins={REMARK_PLUGINS} components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
});
