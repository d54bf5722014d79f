import {
  AI_ANSWERS_NOTICE,
  AI_ANSWERS_NOTICE_SHORT,
  CHAT_INPUT_WARNING_RATIO,
  EXTRACTIVE_ANSWERS_NOTICE,
  EXTRACTIVE_ANSWERS_NOTICE_SHORT,
  MESSAGE_LIMIT_PLACEHOLDER,
  WEB_SEARCH_INPUT_MAX_LENGTH,
} from '@brocardo/shared';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';

/** Spec 1 §5: the textarea grows with its text up to 120 px, then scrolls. */
export const INPUT_MAX_HEIGHT_PX = 120;
/** Spec 1 §9: the input takes the focus 300 ms after the conversation loads. */
export const INPUT_REFOCUS_DELAY_MS = 300;
export const INPUT_PLACEHOLDER = 'Scrivi la tua domanda legale…';

interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  onStop(): void;
  maxLength: number;
  /** The assistant is answering: the Stop button replaces Send. */
  answering: boolean;
  /** Loading (a conversation, an answer): the textarea waits. */
  busy: boolean;
  /** The conversation holds 50 messages. */
  limitReached: boolean;
  /** Changes when the input should take the focus again (after a conversation loads). */
  refocusKey: unknown;
  /** Shown above the textarea: the mode toggle and the remaining-messages warning. */
  toolbar?: ReactNode;
  /**
   * At the right end of the toolbar row, inside the bar (the document indicator): it takes its
   * own space, so it never covers answer text, citation chips or "Copia"; on a phone, where the
   * row is too narrow, it wraps onto a line of its own.
   */
  toolbarEnd?: ReactNode;
  /** False where no model is configured: the answers are quotations picked by rules, and the notice says so. */
  generative?: boolean;
}

/** The fixed bottom input bar (spec 1 §2, §5 Chat input). */
export function ChatInput({
  value,
  onChange,
  onSend,
  onStop,
  maxLength,
  answering,
  busy,
  limitReached,
  refocusKey,
  toolbar,
  toolbarEnd,
  generative = true,
}: ChatInputProps) {
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const counterId = useId();
  const overLimitId = useId();
  const length = value.length;
  const overLimit = length > maxLength;
  const nearLimit = length > maxLength * CHAT_INPUT_WARNING_RATIO;
  const disabled = busy || limitReached;
  const canSend = !disabled && !overLimit && value.trim() !== '';

  // Grows with the text (CSSOM, which the CSP allows; no style attribute in the markup).
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    void value;
    textarea.style.height = 'auto';
    const height = Math.min(textarea.scrollHeight, INPUT_MAX_HEIGHT_PX);
    textarea.style.height = `${height}px`;
    textarea.style.overflowY = textarea.scrollHeight > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [value]);

  useEffect(() => {
    void refocusKey;
    const timer = window.setTimeout(() => textareaRef.current?.focus(), INPUT_REFOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [refocusKey]);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter and Ctrl/Cmd+Enter send; Shift+Enter is a new line; Enter that ends an IME composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  const counterTone = overLimit
    ? 'text-critical font-semibold'
    : nearLimit
      ? 'text-warning font-semibold'
      : 'text-ink-muted';

  return (
    <div className="sticky bottom-0 z-20 border-t border-rule bg-paper/95 px-4 pt-3 pb-4 backdrop-blur sm:px-8">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-2">
        {(toolbar || toolbarEnd) && (
          <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
            {toolbar && <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-2">{toolbar}</div>}
            {toolbarEnd && <div className="shrink-0">{toolbarEnd}</div>}
          </div>
        )}
        <form
          data-tour="chat-input"
          className="flex items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSend) onSend();
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${counterId}-input`} className="sr-only">
              La tua domanda
            </label>
            <textarea
              id={`${counterId}-input`}
              ref={textareaRef}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={handleKeyDown}
              maxLength={maxLength}
              rows={1}
              disabled={disabled}
              placeholder={limitReached ? MESSAGE_LIMIT_PLACEHOLDER : INPUT_PLACEHOLDER}
              aria-describedby={overLimit ? `${counterId} ${overLimitId}` : counterId}
              aria-invalid={overLimit || undefined}
              className="block w-full resize-none rounded-lg border border-rule bg-paper-raised px-4 py-3 text-[0.9375rem] leading-relaxed text-ink shadow-sm placeholder:text-ink-muted focus:border-accent focus:outline-none disabled:cursor-not-allowed disabled:bg-paper disabled:text-ink-muted"
            />
            <div className="flex items-center justify-between gap-3 px-1 text-xs">
              {/* Keys a phone has not got: there the line says the answers come from AI instead. */}
              <span className="hidden text-ink-muted sm:inline">
                Invio per inviare, Maiusc+Invio per andare a capo
              </span>
              <span className="text-ink-muted sm:hidden" data-testid="ai-notice-short">
                {generative ? AI_ANSWERS_NOTICE_SHORT : EXTRACTIVE_ANSWERS_NOTICE_SHORT}
              </span>
              <span
                id={counterId}
                data-testid="input-counter"
                data-near-limit={nearLimit}
                className={counterTone}
              >
                {length}/{maxLength}
              </span>
            </div>
            {overLimit && (
              <p id={overLimitId} role="alert" className="px-1 text-xs text-critical">
                {maxLength === WEB_SEARCH_INPUT_MAX_LENGTH
                  ? `In modalità Ricerca Web la domanda può avere al massimo ${maxLength} caratteri.`
                  : `La domanda può avere al massimo ${maxLength} caratteri.`}
              </p>
            )}
          </div>
          {answering ? (
            <button
              type="button"
              onClick={onStop}
              className="mb-6 inline-flex items-center gap-2 rounded-lg border border-critical/50 bg-paper-raised px-4 py-3 text-sm font-semibold text-critical hover:bg-critical/5 active:translate-y-px"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <rect x="6" y="6" width="12" height="12" rx="1.5" />
              </svg>
              Stop
            </button>
          ) : (
            <button
              type="submit"
              disabled={!canSend}
              className="mb-6 inline-flex items-center gap-2 rounded-lg bg-accent px-4 py-3 text-sm font-semibold text-paper-raised hover:bg-accent-strong active:translate-y-px disabled:cursor-not-allowed disabled:bg-ink-muted/40 disabled:text-ink/70"
            >
              Invia
            </button>
          )}
        </form>
        <p
          className="-mt-1 hidden text-center text-[0.6875rem] leading-snug text-ink-muted sm:block"
          data-testid="ai-notice"
        >
          {generative ? AI_ANSWERS_NOTICE : EXTRACTIVE_ANSWERS_NOTICE}
        </p>
      </div>
    </div>
  );
}
