import type { WebSearchData } from '@brocardo/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../message-model';
import { MessageBubble } from './message-bubble';

/** Within this many pixels of the end, the reader counts as following the answer. */
const PINNED_THRESHOLD_PX = 48;

function isAtBottom(): boolean {
  const root = document.documentElement;
  return window.innerHeight + window.scrollY >= root.scrollHeight - PINNED_THRESHOLD_PX;
}

function scrollToBottom(): void {
  const scroller = document.scrollingElement ?? document.documentElement;
  scroller.scrollTop = scroller.scrollHeight;
}

/** The web search of the question an answer replies to: the one just streamed, else the stored one. */
function questionWebSearch(
  messages: readonly ChatMessage[],
  index: number,
  stored: ReadonlyMap<number, WebSearchData>,
): WebSearchData | undefined {
  const question = messages[index - 1];
  if (messages[index]?.role !== 'assistant' || question?.role !== 'user') return undefined;
  return question.webSearch ?? (question.id === null ? undefined : stored.get(question.id));
}

interface MessageListProps {
  messages: ChatMessage[];
  /** The web searches stored with the questions, by user message id. */
  storedWebSearch: ReadonlyMap<number, WebSearchData>;
  pendingKeys: ReadonlySet<string>;
  onLike(message: ChatMessage): void;
  onDislike(message: ChatMessage): void;
}

/**
 * The conversation (the page scrolls, as the layout does). A growing answer keeps the view at the
 * end only while the reader is already there: someone who scrolled up to read stays where they
 * are (DESIGN.md). Sending a message brings the view back to the end.
 */
export function MessageList({ messages, storedWebSearch, pendingKeys, onLike, onDislike }: MessageListProps) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const pinnedRef = useRef(true);
  const lastUserKey = messages.findLast((message) => message.role === 'user')?.key;

  useEffect(() => {
    const update = () => {
      pinnedRef.current = isAtBottom();
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinnedRef.current) scrollToBottom();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // A new question (or another conversation) starts at the end.
  useLayoutEffect(() => {
    if (lastUserKey === undefined) return;
    pinnedRef.current = true;
    scrollToBottom();
  }, [lastUserKey]);

  return (
    <ol ref={listRef} aria-label="Messaggi della conversazione" className="flex flex-col gap-5">
      {messages.map((message, index) => (
        <li
          key={message.key}
          data-message-id={message.id ?? undefined}
          className="flex scroll-my-24 flex-col rounded-md transition-shadow data-[focused=true]:ring-2 data-[focused=true]:ring-accent"
        >
          <MessageBubble
            message={message}
            webSearch={questionWebSearch(messages, index, storedWebSearch)}
            feedbackPending={pendingKeys.has(message.key)}
            onLike={onLike}
            onDislike={onDislike}
          />
        </li>
      ))}
    </ol>
  );
}
