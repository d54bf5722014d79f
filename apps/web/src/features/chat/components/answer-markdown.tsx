import { WEB_SOURCE_TYPE, type WebSearchResult } from '@brocardo/shared';
import { memo, useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { webResultFor } from '../../web-search';
import { remarkCitations } from '../citations';
import type { Citation } from '../message-model';
import { type CitationChecks, tagKey } from '../use-citation-checks';
import { CitationChip } from './citation-chip';

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

interface AnswerMarkdownProps {
  text: string;
  citations?: Citation[] | undefined;
  /** The verification of the answer's citations, once it returned. */
  checks?: CitationChecks | undefined;
  /** The results of the question's web search: `@source:web:{n}` names the n-th. */
  webResults?: readonly WebSearchResult[] | undefined;
}

/**
 * An answer rendered from markdown (GFM tables and lists). Raw HTML in the text is dropped, and
 * link addresses go through react-markdown's safe-URL filter (no javascript: links).
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({
  text,
  citations,
  checks,
  webResults,
}: AnswerMarkdownProps) {
  const remarkPlugins = useMemo<NonNullable<Options['remarkPlugins']>>(
    () => [remarkGfm, [remarkCitations, { references: checks?.references.map((span) => span.text) }]],
    [checks],
  );
  const components = useMemo<Components>(() => {
    const sources = new Map(
      (citations ?? []).map((citation) => [citation.identifier.toLowerCase(), citation]),
    );
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
        const properties = node?.properties ?? {};
        const text = (node?.children ?? []).map((child) => ('value' in child ? child.value : '')).join('');
        const context = typeof properties.dataContext === 'string' ? properties.dataContext : undefined;
        if (properties.dataKind === 'reference') {
          const span = checks?.references[Number(properties.dataRef)];
          const first = span?.checks.find((check) => check.status !== 'not_found') ?? span?.checks[0];
          const identifier = first?.identifier ?? '';
          return (
            <CitationChip
              kind="reference"
              sourceType={first?.source_type ?? ''}
              identifier={identifier}
              text={span?.text ?? text}
              checks={span?.checks}
              citation={sources.get(identifier.toLowerCase())}
              context={context}
            />
          );
        }
        const sourceType = String(properties.dataSourceType ?? '');
        const identifier = String(properties.dataIdentifier ?? '');
        const check = checks?.tags.get(tagKey(sourceType, identifier));
        return (
          <CitationChip
            kind="tag"
            sourceType={sourceType}
            identifier={identifier}
            text={text}
            checks={checks ? (check ? [check] : []) : undefined}
            citation={sources.get(identifier.toLowerCase())}
            context={context}
            webResult={sourceType === WEB_SOURCE_TYPE ? webResultFor(webResults, identifier) : undefined}
          />
        );
      },
    };
  }, [citations, checks, webResults]);

  return (
    <div className={proseClass}>
      <Markdown remarkPlugins={remarkPlugins} components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
});
