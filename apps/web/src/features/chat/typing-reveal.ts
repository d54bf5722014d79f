import { typingDelayMs } from '@brocardo/shared';

/**
 * The typing reveal of a streamed answer (spec 1 §4, §9): characters appear one at a time, each
 * followed by its pause from `typingDelayMs` (8–12 ms, plus 15 ms after . ! ?, 8 ms after , ; :
 * and 2 ms after a space).
 *
 * How it keeps up with a fast stream: the reveal runs on a frame clock (one tick every
 * FRAME_MS) rather than one timer per character, so a render shows every character that is due
 * by then. The spec's pace is about 80–100 characters a second; a model can stream several
 * hundred. Whenever more than CATCH_UP_BACKLOG characters are waiting (about a second of typing),
 * each tick also reveals a quarter of the excess, so the backlog shrinks geometrically (halved
 * in about 40 ms) down to that second, which is then typed at the spec's pace. The text on
 * screen is never more than about a second behind what has arrived, and a slow stream is typed
 * exactly as the spec says. Time is never banked while waiting for text, so a burst after a
 * pause is typed, not dumped.
 */
export const FRAME_MS = 16;
export const CATCH_UP_BACKLOG = 80;
const CATCH_UP_DIVISOR = 4;

export interface TypingRevealOptions {
  /** Called with the number of UTF-16 units of the target now visible. */
  onReveal: (visibleLength: number) => void;
  now?: () => number;
  random?: () => number;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

export class TypingReveal {
  private target = '';
  private visible = 0;
  /** When the next character is due (on the `now` clock). */
  private dueAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly onReveal: (visibleLength: number) => void;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(options: TypingRevealOptions) {
    this.onReveal = options.onReveal;
    this.now = options.now ?? (() => performance.now());
    this.random = options.random ?? Math.random;
  }

  get visibleLength(): number {
    return this.visible;
  }

  /** The full text received so far (it only grows while streaming). */
  setTarget(text: string): void {
    const wasIdle = this.visible >= this.target.length;
    this.target = text;
    if (this.visible > text.length) {
      this.visible = text.length;
      this.onReveal(this.visible);
    }
    if (this.visible >= text.length || this.timer !== null) return;
    // Nothing was waiting: the first new character is due now, not at a time banked while idle.
    if (wasIdle) this.dueAt = Math.max(this.dueAt, this.now());
    this.tick();
  }

  /** Shows everything received at once (the user stopped the answer, or it is not live). */
  revealAll(): void {
    this.stop();
    if (this.visible !== this.target.length) {
      this.visible = this.target.length;
      this.onReveal(this.visible);
    }
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private tick = (): void => {
    this.timer = null;
    const now = this.now();
    const before = this.visible;
    while (this.visible < this.target.length && this.dueAt <= now) {
      const width = this.characterWidth(this.visible);
      const character = this.target.slice(this.visible, this.visible + width);
      this.visible += width;
      this.dueAt += typingDelayMs(character, this.random);
    }
    const backlog = this.target.length - this.visible;
    if (backlog > CATCH_UP_BACKLOG) {
      this.visible = this.boundary(this.visible + Math.ceil((backlog - CATCH_UP_BACKLOG) / CATCH_UP_DIVISOR));
    }
    if (this.visible !== before) this.onReveal(this.visible);
    if (this.visible < this.target.length) {
      this.timer = setTimeout(this.tick, Math.max(FRAME_MS, this.dueAt - now));
    }
  };

  /** 2 for a surrogate pair (an emoji, a rare CJK character), else 1. */
  private characterWidth(index: number): number {
    return isHighSurrogate(this.target.charCodeAt(index)) && index + 1 < this.target.length ? 2 : 1;
  }

  /** `index`, moved past the second half of a surrogate pair it would split. */
  private boundary(index: number): number {
    const clamped = Math.min(index, this.target.length);
    return clamped > 0 && clamped < this.target.length && isHighSurrogate(this.target.charCodeAt(clamped - 1))
      ? clamped + 1
      : clamped;
  }
}
