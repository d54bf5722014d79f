import { typingDelayMs } from '@brocardo/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_UP_BACKLOG, TypingReveal } from './typing-reveal';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A reveal on the fake clock, with the lowest random draw (8 ms per character). */
function createReveal() {
  const seen: number[] = [];
  const reveal = new TypingReveal({
    onReveal: (length) => seen.push(length),
    now: () => Date.now(),
    random: () => 0,
  });
  return { reveal, seen };
}

/** When each character of `text` is due, from the spec's delays (first one at 0). */
function dueTimes(text: string): number[] {
  const times: number[] = [];
  let at = 0;
  for (const character of text) {
    times.push(at);
    at += typingDelayMs(character, () => 0);
  }
  return times;
}

describe('TypingReveal', () => {
  it('types at the spec’s pace: 8 ms a character, +15 after . ! ?, +8 after , ; :, +2 after a space', () => {
    const text = 'Sì. Art, 1 ok';
    const { reveal } = createReveal();
    reveal.setTarget(text);
    expect(reveal.visibleLength).toBe(1);

    const due = dueTimes(text);
    // 'S' 0, 'ì' 8, '.' 16, ' ' 39 (8+15 after the full stop), 'A' 49 (8+2 after the space), …
    expect(due.slice(0, 5)).toEqual([0, 8, 16, 39, 49]);
    for (let ms = 1; ms <= due.at(-1)! + 40; ms += 1) {
      vi.advanceTimersByTime(1);
      const dueCount = due.filter((time) => time <= ms).length;
      // Rendered on a frame clock: never ahead of the spec, never more than a frame (16 ms) behind it.
      expect(reveal.visibleLength).toBeLessThanOrEqual(dueCount);
      const dueAFrameAgo = due.filter((time) => time <= ms - 16).length;
      expect(reveal.visibleLength).toBeGreaterThanOrEqual(dueAFrameAgo);
    }
    expect(reveal.visibleLength).toBe(text.length);
  });

  it('the whole reveal of a slow stream takes the sum of the spec delays', () => {
    const text = 'Il contratto è nullo.';
    const { reveal } = createReveal();
    reveal.setTarget(text);
    const total = dueTimes(text).at(-1)!;
    vi.advanceTimersByTime(total - 1);
    expect(reveal.visibleLength).toBeLessThan(text.length);
    vi.advanceTimersByTime(17);
    expect(reveal.visibleLength).toBe(text.length);
  });

  it('does not bank idle time: text arriving after a pause is typed, not dumped', () => {
    const { reveal } = createReveal();
    reveal.setTarget('Ciao');
    vi.advanceTimersByTime(5000);
    expect(reveal.visibleLength).toBe(4);
    reveal.setTarget('Ciao, avvocato');
    expect(reveal.visibleLength).toBe(5);
    vi.advanceTimersByTime(16);
    expect(reveal.visibleLength).toBeLessThan(9);
  });

  it('catches up with a fast stream: never more than about a second of typing behind', () => {
    const { reveal } = createReveal();
    const long = 'a'.repeat(2000);
    reveal.setTarget(long);
    // After a few frames the backlog is down to the catch-up window…
    vi.advanceTimersByTime(500);
    expect(long.length - reveal.visibleLength).toBeLessThanOrEqual(CATCH_UP_BACKLOG);
    // …which is then typed at the spec's pace (8 ms each here): about 0.65 s more.
    vi.advanceTimersByTime(CATCH_UP_BACKLOG * 8 + 16);
    expect(reveal.visibleLength).toBe(long.length);
  });

  it('keeps up with a stream that grows faster than the spec pace', () => {
    const { reveal } = createReveal();
    let text = '';
    // 60 characters every 50 ms: 1200 characters a second, twelve times the spec pace.
    for (let step = 0; step < 40; step += 1) {
      text += 'x'.repeat(60);
      reveal.setTarget(text);
      vi.advanceTimersByTime(50);
      expect(text.length - reveal.visibleLength).toBeLessThanOrEqual(CATCH_UP_BACKLOG + 60 * 2);
    }
  });

  it('never splits a surrogate pair', () => {
    const { reveal, seen } = createReveal();
    const text = `${'⚖️📜'.repeat(200)}`;
    reveal.setTarget(text);
    vi.advanceTimersByTime(3000);
    expect(reveal.visibleLength).toBe(text.length);
    for (const length of seen) {
      const last = text.charCodeAt(length - 1);
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
  });

  it('revealAll shows everything received and stops the clock', () => {
    const { reveal, seen } = createReveal();
    reveal.setTarget('Risposta parziale');
    reveal.revealAll();
    expect(reveal.visibleLength).toBe('Risposta parziale'.length);
    const calls = seen.length;
    vi.advanceTimersByTime(1000);
    expect(seen.length).toBe(calls);
    expect(vi.getTimerCount()).toBe(0);
  });
});
