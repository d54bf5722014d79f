import { type CitationSourceResponse, errorTable, USER_SOURCE_TYPE } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useModalDialog } from '../../components/dialog';
import { noticeClass } from '../../components/notice';
import { SidePanel } from '../../components/side-panel';
import { ToastRegion, useToast } from '../../components/toast';
import { isApiError } from '../../lib/api-client';
import { isRecord } from '../../lib/records';
import { actLabel, formatLegalDate } from './format';
import { fetchCitationSource } from './legal-db-api';
import { highlightSource, type TextSegment } from './source-highlight';

/** A source to show: what to fetch, and what tells which passage the answer relied on. */
export interface SourceRequest {
  sourceType: string;
  identifier: string;
  /** The excerpt given to the model (the stream's `citations` event) or a search hit's. */
  excerpt?: string | undefined;
  /** The sentence of the answer around the citation. */
  context?: string | undefined;
}

export const SOURCE_PANEL_TITLE = 'Fonte citata';
export const SOURCE_HIGHLIGHT_TOAST = 'Passaggio evidenziato nella fonte';
export const SOURCE_LOADING = 'Caricamento della fonte…';

/** A personal document cited by the answer has since been deleted (410). */
export const SOURCE_DELETED_TEXT: string = errorTable.DOCUMENT_SOURCE_DELETED.message;

export function isSourceDeleted(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'DOCUMENT_SOURCE_DELETED' || error.status === 410);
}

/** The server's own words when it sent them (they name the file), else the catalogue's. */
function sourceDeletedText(error: unknown): string {
  const message = isApiError(error) && isRecord(error.body) ? error.body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : SOURCE_DELETED_TEXT;
}

/** Spec 1 §8: 'Errore nel recupero della fonte citata: ...' with the server's (or the client's) reason. */
export function sourceErrorText(error: unknown): string {
  return `Errore nel recupero della fonte citata: ${error instanceof Error ? error.message : String(error)}`;
}

/** The segments line by line: the stored text has one paragraph per line. */
function toParagraphs(segments: TextSegment[]): TextSegment[][] {
  const paragraphs: TextSegment[][] = [[]];
  for (const segment of segments) {
    segment.text.split('\n').forEach((piece, index) => {
      if (index > 0) paragraphs.push([]);
      if (piece !== '') paragraphs.at(-1)?.push({ text: piece, marked: segment.marked });
    });
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0);
}

function SourceText({ content, request }: { content: string; request: SourceRequest }) {
  const paragraphs = useMemo(
    () =>
      toParagraphs(highlightSource(content, { excerpt: request.excerpt, context: request.context }).segments),
    [content, request],
  );
  return (
    <div data-testid="source-text" className="reading-text flex flex-col gap-2 whitespace-pre-line text-ink">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text never reorder
        <p key={index}>
          {paragraph.map((segment, part) =>
            segment.marked ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <mark key={part} className="rounded-sm bg-highlight px-0.5 text-ink">
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}

function SourceDetails({ source, request }: { source: CitationSourceResponse; request: SourceRequest }) {
  const { info } = source;
  const sourceIsLink = info.source?.startsWith('https://') ?? false;
  // A personal document's passage: its title carries the page too ('contratto.pdf, p. 3').
  const userDocument = info.source_type === USER_SOURCE_TYPE;
  return (
    <article className="flex flex-col gap-3">
      <header className="flex flex-col gap-1.5">
        <h3 data-testid="source-title" className="font-serif text-lg leading-snug font-semibold text-ink">
          {userDocument && info.filename ? info.filename : source.title}
        </h3>
        {userDocument && info.heading && <p className="text-sm text-ink-muted">{info.heading}</p>}
        {(info.act_name || info.act_title) && (
          <p data-testid="source-act" className="text-sm text-ink-muted">
            {actLabel(info.act_name, info.act_title)}
          </p>
        )}
        {info.path && info.path.length > 0 && (
          <ol aria-label="Collocazione nell’atto" className="flex flex-wrap gap-x-1.5 text-xs text-ink-muted">
            {info.path.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path's parts never reorder
              <li key={index} className="after:ml-1.5 after:content-['›'] last:after:content-none">
                {part}
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {info.abrogated && (
            <span className="rounded border border-critical/40 bg-critical/5 px-2 py-0.5 font-semibold text-critical">
              Articolo abrogato
            </span>
          )}
          {info.vigente_al && (
            <span data-testid="source-vigente" className="text-ink-muted">
              Testo vigente al {formatLegalDate(info.vigente_al)}
            </span>
          )}
          {userDocument && (
            <span data-testid="source-location" className="text-ink-muted">
              Documento personale{typeof info.page === 'number' ? `, pagina ${info.page}` : ''}
            </span>
          )}
        </div>
        {info.note && (
          <p data-testid="source-note" className={noticeClass('warning')}>
            {info.note}
          </p>
        )}
      </header>
      <SourceText content={source.content} request={request} />
      {info.source && (
        <p className="text-xs text-ink-muted">
          Fonte:{' '}
          {sourceIsLink ? (
            <a href={info.source} target="_blank" rel="noopener noreferrer nofollow" className="underline">
              {info.source}
            </a>
          ) : (
            info.source
          )}
        </p>
      )}
    </article>
  );
}

interface SourcePanelProps {
  request: SourceRequest | null;
  onClose(): void;
  /** The source was a personal document that has been deleted (410 DOCUMENT_SOURCE_DELETED). */
  onSourceDeleted?: (request: SourceRequest) => void;
}

/**
 * The 'Fonte citata' side panel (POST /rag-api/citation-source): the exact text of the source,
 * one paragraph per line, with the passage the answer relied on marked. A modal <dialog>, so it
 * also opens above the configuration modal; its toasts live inside it, above the backdrop.
 */
export function SourcePanel({ request, onClose, onSourceDeleted }: SourcePanelProps) {
  const open = request !== null;
  const ref = useModalDialog(open, onClose);
  const { toast, showToast } = useToast();
  const query = useQuery({
    queryKey: ['citation-source', request?.sourceType, request?.identifier],
    queryFn: ({ signal }) =>
      fetchCitationSource(
        { sourceType: request?.sourceType ?? '', identifier: request?.identifier ?? '' },
        signal,
      ),
    enabled: open,
    staleTime: 5 * 60_000,
  });

  const { data, error } = query;
  const deleted = isSourceDeleted(error);
  useEffect(() => {
    if (!request) return;
    if (data) {
      const { highlighted } = highlightSource(data.content, request);
      if (highlighted) showToast(SOURCE_HIGHLIGHT_TOAST, 'source-highlight');
    } else if (isSourceDeleted(error)) {
      showToast(sourceDeletedText(error), 'warning');
      onSourceDeleted?.(request);
    } else if (error) showToast(sourceErrorText(error), 'error');
  }, [request, data, error, showToast, onSourceDeleted]);

  useEffect(() => {
    if (!data || !request) return;
    ref.current?.querySelector('mark')?.scrollIntoView?.({ block: 'center' });
  }, [data, request, ref]);

  return (
    <SidePanel
      dialogRef={ref}
      title={SOURCE_PANEL_TITLE}
      testId="source-panel"
      width="2xl"
      onClose={onClose}
      showContent={request !== null}
    >
      <div className="flex-1 overflow-y-auto px-6 py-5" aria-busy={query.isPending}>
        {data && request ? (
          <SourceDetails source={data} request={request} />
        ) : deleted ? (
          <p data-testid="source-deleted" className="text-sm text-warning">
            {sourceDeletedText(error)}
          </p>
        ) : error ? (
          <p className="text-sm text-critical">{sourceErrorText(error)}</p>
        ) : (
          <p className="text-sm text-ink-muted">{SOURCE_LOADING}</p>
        )}
      </div>
      <ToastRegion toast={toast} contained />
    </SidePanel>
  );
}
