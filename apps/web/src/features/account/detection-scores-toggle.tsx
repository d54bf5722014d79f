import { useId, useSyncExternalStore } from 'react';
import {
  getShowDetectionScores,
  saveShowDetectionScores,
  subscribeShowDetectionScores,
} from '../../lib/storage';

/**
 * The account page's Detection Scores setting (spec 1 §2 Sidebar, §4 Other): shows the automatic
 * mode-detection scores in the chat. Persisted, and broadcast so an open chat follows at once.
 */
export function DetectionScoresToggle() {
  // Follows the stored setting, so a change in another tab shows here too.
  const enabled = useSyncExternalStore(subscribeShowDetectionScores, getShowDetectionScores);
  const id = useId();
  const hintId = useId();

  function toggle(next: boolean) {
    saveShowDetectionScores(next);
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-rule bg-paper px-4 py-3">
      <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Impostazioni</h2>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Detection Scores
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby={hintId}
          className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-rule transition-colors checked:bg-accent before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-paper-raised before:shadow before:transition-transform checked:before:translate-x-5"
        />
      </div>
      <p id={hintId} className="text-xs leading-snug text-ink-muted">
        Mostra nella chat i punteggi del rilevamento automatico della modalità.
      </p>
    </div>
  );
}
