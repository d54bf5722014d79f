import { useEffect, useRef, useState } from 'react';
import { TypingReveal } from './typing-reveal';

/**
 * The visible part of an answer: typed in while `live` (a streamed answer, also after its stream
 * ended until the reveal catches up), whole otherwise (a loaded answer, or one the user stopped).
 */
export function useTypingReveal(text: string, live: boolean): string {
  const [visibleLength, setVisibleLength] = useState(live ? 0 : text.length);
  const revealRef = useRef<TypingReveal | null>(null);
  revealRef.current ??= new TypingReveal({ onReveal: setVisibleLength });

  useEffect(() => {
    const reveal = revealRef.current;
    if (!reveal) return;
    reveal.setTarget(text);
    if (!live) reveal.revealAll();
    return () => reveal.stop();
  }, [text, live]);

  return live ? text.slice(0, visibleLength) : text;
}
