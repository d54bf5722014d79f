import { EXTRACTIVE_ANSWER_LABEL, type WebSearchData } from '@brocardo/shared';
import { memo } from 'react';
import { WEB_SEARCH_FAILED_TEXT, WebSources, type WebSourcesState } from '../../web-search';
import { CHAT_MODE_INFO, modeFallbackNotice } from '../chat-modes';
import { friendlyErrorOf } from '../friendly-errors';
import { type ChatMessage, isExtractive } from '../message-model';
import { useCitationChecks } from '../use-citation-checks';
import { useTypingReveal } from '../use-typing-reveal';
import { AnswerMarkdown } from './answer-markdown';
import { LegalSources } from './legal-sources';
import { CopyButton, RatingButtons } from './message-actions';

export const THINKING_TEXT = 'L’assistente sta elaborando la risposta…';
export const STOPPED_NOTE = 'Risposta interrotta.';

function ThinkingIndicator() {
  return (
    <p
      role="status"
      data-testid="thinking-indicator"
      className="flex items-center gap-2 text-sm text-ink-muted"
    >
      <span aria-hidden="true" className="inline-flex gap-1">
        <span className="size-1.5 rounded-full bg-accent motion-safe:animate-bounce" />
        <span className="size-1.5 rounded-full bg-accent motion-safe:animate-bounce motion-safe:[animation-delay:120ms]" />
        <span className="size-1.5 rounded-full bg-accent motion-safe:animate-bounce motion-safe:[animation-delay:240ms]" />
      </span>
      {THINKING_TEXT}
    </p>
  );
}

/** Which mode answered, and whether the app chose it: under each answer. */
function ModeLine({ message }: { message: ChatMessage }) {
  const { mode, detected, model, fallback } = message.meta;
  if (!mode) return null;
  return (
    <>
      <p className="text-xs text-ink-muted" data-testid="answer-mode">
        <span className="font-semibold text-accent">{CHAT_MODE_INFO[mode].label}</span>
        {detected ? ' · modalità scelta automaticamente' : ' · modalità scelta manualmente'}
        {model && !isExtractive(message.meta) ? ` · ${model}` : ''}
      </p>
      {fallback && (
        <p data-testid="mode-fallback" className="text-xs text-warning">
          {modeFallbackNotice(fallback)}
        </p>
      )}
    </>
  );
}

/**
 * The sources block of a Ricerca Web answer, from its question's search: searching until the
 * results arrive, then the results, or the failure (which the block then shows in place of the
 * answer's own error notice: one notice per failure).
 */
function webSourcesState(message: ChatMessage, webSearch: WebSearchData | undefined): WebSourcesState | null {
  if (message.meta.mode !== 'websearch' && !webSearch) return null;
  const webFailure = message.failure?.friendly.kind === 'web-search' ? message.failure : null;
  if (webSearch?.error || webFailure) {
    const { meaning, suggestion } = friendlyErrorOf('web-search');
    const text = message.failure?.text ?? webSearch?.error ?? WEB_SEARCH_FAILED_TEXT;
    return { kind: 'failed', text, meaning, suggestion };
  }
  if (webSearch) return { kind: 'found', data: webSearch };
  return message.status === 'thinking' ? { kind: 'loading' } : null;
}

interface AnswerProps {
  message: ChatMessage;
  /** The web search of the question this answers, if it had one. */
  webSearch?: WebSearchData | undefined;
  feedbackPending: boolean;
  onLike(message: ChatMessage): void;
  onDislike(message: ChatMessage): void;
}

function AssistantMessage({ message, webSearch, feedbackPending, onLike, onDislike }: AnswerProps) {
  const visible = useTypingReveal(message.content, message.live);
  const checks = useCitationChecks(message);
  const thinking = message.status === 'thinking';
  const busy = thinking || message.status === 'streaming';
  const sources = webSourcesState(message, webSearch);
  const failureInSources = sources?.kind === 'failed';
  return (
    <article
      aria-label="Risposta dell’assistente"
      aria-busy={busy}
      data-testid="assistant-message"
      data-status={message.status}
      className="flex max-w-[46rem] flex-col gap-2 rounded-lg border border-rule bg-paper-raised px-5 py-4 shadow-sm shadow-ink/5"
    >
      <ModeLine message={message} />
      {isExtractive(message.meta) && (
        <p
          data-testid="extractive-label"
          className="self-start rounded border border-warning/40 bg-warning/5 px-2 py-0.5 text-xs font-medium text-warning"
        >
          {EXTRACTIVE_ANSWER_LABEL}
        </p>
      )}
      {message.expandedQuery && (
        <section aria-label="Ricerca Intelligente IA" className="rounded-md bg-accent-soft px-3 py-2 text-sm">
          <h3 className="text-xs font-semibold tracking-wide text-accent uppercase">
            Ricerca Intelligente IA
          </h3>
          <p className="mt-1 text-ink">{message.expandedQuery}</p>
        </section>
      )}
      {sources && <WebSources state={sources} />}
      {thinking && sources?.kind !== 'loading' && !failureInSources && <ThinkingIndicator />}
      {visible !== '' && (
        <div data-testid="answer-text">
          <AnswerMarkdown
            text={visible}
            citations={message.citations}
            checks={checks}
            webResults={webSearch?.results}
          />
        </div>
      )}
      {message.status === 'stopped' && <p className="text-xs text-ink-muted italic">{STOPPED_NOTE}</p>}
      {!thinking && message.content !== '' && <LegalSources citations={message.citations} />}
      {message.failure && !failureInSources && (
        <div
          role="alert"
          data-testid="answer-error"
          className="rounded-md border-l-4 border-critical bg-critical/5 px-3 py-2 text-sm"
        >
          <p className="font-medium text-critical">{message.failure.text}</p>
          <p className="mt-1 text-ink">
            {message.failure.friendly.meaning} {message.failure.friendly.suggestion}
          </p>
        </div>
      )}
      {!busy && message.content !== '' && (
        <div className="-mx-2 flex flex-wrap items-center gap-1 pt-1">
          <CopyButton text={message.content} citations={message.citations} webResults={webSearch?.results} />
          {message.id !== null && (
            <RatingButtons
              rating={message.rating}
              pending={feedbackPending}
              onLike={() => onLike(message)}
              onDislike={() => onDislike(message)}
            />
          )}
        </div>
      )}
    </article>
  );
}

function UserMessage({ message }: { message: ChatMessage }) {
  return (
    <article
      aria-label="Il tuo messaggio"
      data-testid="user-message"
      className="ml-auto flex max-w-[40rem] flex-col items-end gap-1"
    >
      <p className="rounded-lg bg-accent px-4 py-3 text-[0.9375rem] leading-relaxed whitespace-pre-wrap break-words text-paper-raised">
        {message.content}
      </p>
      <div className="-mr-2">
        {/* The question is shown as typed: copied as typed. */}
        <CopyButton text={message.content} format="plain" />
      </div>
    </article>
  );
}

type MessageBubbleProps = AnswerProps;

/** One message of the list; re-renders only when its own message (or its feedback state) changes. */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  return props.message.role === 'user' ? (
    <UserMessage message={props.message} />
  ) : (
    <AssistantMessage {...props} />
  );
});
