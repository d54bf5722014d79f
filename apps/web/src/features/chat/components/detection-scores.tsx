import { type ChatMode, detectChatMode } from '@brocardo/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { getShowDetectionScores, subscribeShowDetectionScores } from '../../../lib/storage';
import type { ModeSelection } from '../chat-modes';

/** How long the typing must pause before screen readers hear the new scores. */
export const DETECTION_ANNOUNCE_DELAY_MS = 600;

const SHORT_LABEL: Readonly<Record<ChatMode, string>> = {
  standard: 'Standard',
  rag: 'Database Legale',
  websearch: 'Ricerca Web',
};
const ORDER: readonly ChatMode[] = ['standard', 'rag', 'websearch'];

/** The stored Detection Scores setting, following changes from this tab and from others. */
export function useShowDetectionScores(): boolean {
  return useSyncExternalStore(subscribeShowDetectionScores, getShowDetectionScores, () => false);
}

interface DetectionScoresProps {
  text: string;
  selection: ModeSelection;
}

/**
 * The Detection Scores panel (spec 1 §2, §4 Other): the automatic mode-detection scores of the
 * text being typed, the mode detection would pick and the forcing phrase, if any. Shown only when
 * the setting is on; greyed in manual mode, where detection does not apply. Hidden on a phone.
 */
export function DetectionScores(props: DetectionScoresProps) {
  const enabled = useShowDetectionScores();
  return enabled ? <DetectionScoresPanel {...props} /> : null;
}

function DetectionScoresPanel({ text, selection }: DetectionScoresProps) {
  const detection = useMemo(() => detectChatMode(text), [text]);
  const manual = selection.type === 'manual';
  const summary = `Punteggi di rilevamento: ${ORDER.map((mode) => `${SHORT_LABEL[mode]} ${detection.scores[mode]}`).join(', ')}. ${
    manual ? 'Modalità manuale.' : `Modalità rilevata: ${SHORT_LABEL[detection.mode]}.`
  }${!manual && detection.forced ? ` ${detection.reason}.` : ''}`;
  // Announced once the typing pauses, not on every keystroke.
  const announced = useDebouncedValue(summary, DETECTION_ANNOUNCE_DELAY_MS);

  return (
    <section
      aria-label="Detection Scores"
      data-testid="detection-scores"
      data-manual={manual}
      className={`hidden flex-wrap items-center gap-x-2 gap-y-1 text-xs sm:flex ${manual ? 'text-ink-muted opacity-70' : 'text-ink'}`}
    >
      <span className="font-semibold text-ink-muted">Detection Scores:</span>
      {/* What is seen; assistive technology hears the debounced summary below instead. */}
      <div aria-hidden="true" className="contents">
        <ul className="flex flex-wrap items-center gap-x-1">
          {ORDER.map((mode, index) => {
            const picked = !manual && mode === detection.mode;
            return (
              <li key={mode} className="flex items-center gap-x-1">
                {index > 0 && <span className="text-ink-muted">·</span>}
                <span
                  data-testid={`detection-score-${mode}`}
                  data-picked={picked}
                  className={picked ? 'rounded bg-accent/10 px-1 font-semibold text-accent' : 'px-1'}
                >
                  {SHORT_LABEL[mode]} <span className="tabular-nums">{detection.scores[mode]}</span>
                </span>
              </li>
            );
          })}
        </ul>
        {manual ? (
          <span className="italic">modalità manuale</span>
        ) : (
          detection.forced && (
            <span data-testid="detection-forcing" className="text-ink-muted">
              {detection.reason}
            </span>
          )
        )}
      </div>
      <span className="sr-only" aria-live="polite" data-testid="detection-announcement">
        {announced}
      </span>
    </section>
  );
}
