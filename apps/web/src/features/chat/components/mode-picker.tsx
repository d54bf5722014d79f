import type { ChatMode } from '@brocardo/shared';
import { useId } from 'react';
import { usePointCosts } from '../../points';
import {
  CHAT_MODE_INFO,
  CHAT_MODE_ORDER,
  costLabel,
  type ModeSelection,
  type ModeSelectionType,
} from '../chat-modes';

const pillClass =
  'cursor-pointer rounded-full border border-rule bg-paper-raised px-3 py-1 text-xs font-medium text-ink transition-colors ' +
  'hover:border-accent hover:text-accent has-[:checked]:border-accent has-[:checked]:bg-accent has-[:checked]:text-paper-raised ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

export const WEB_SEARCH_UNCONFIGURED = 'Nessun servizio di ricerca web configurato';
/** Under the Standard card where no model is configured (it answers only over personal documents). */
export const STANDARD_WITHOUT_MODEL = 'Nessun modello AI configurato: risponde solo sui tuoi documenti';

/** Whether a mode can be picked: Ricerca Web needs a search service on the server. */
function modeOffered(mode: ChatMode, webSearchAvailable: boolean): boolean {
  return mode !== 'websearch' || webSearchAvailable;
}

interface ModeToggleProps {
  selection: ModeSelection;
  onTypeChange(type: ModeSelectionType): void;
  onPick(mode: ChatMode): void;
  disabled?: boolean;
  /** False when the server has no web search service (GET /api/web-search/status). */
  webSearchAvailable?: boolean;
}

/**
 * Automatic or manual mode (spec 1 §4 Mode selection), and in manual the three exclusive modes.
 * Native radio buttons: one choice, arrow keys between options.
 */
export function ModeToggle({
  selection,
  onTypeChange,
  onPick,
  disabled = false,
  webSearchAvailable = true,
}: ModeToggleProps) {
  const name = useId();
  const costs = usePointCosts();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-tour="mode-toggle">
      <fieldset className="flex items-center gap-2" disabled={disabled}>
        <legend className="sr-only">Scelta della modalità</legend>
        <span aria-hidden="true" className="text-xs font-semibold text-ink-muted">
          Modalità
        </span>
        {(['automatic', 'manual'] as const).map((type) => (
          <label key={type} className={pillClass}>
            <input
              type="radio"
              name={`${name}-type`}
              value={type}
              checked={selection.type === type}
              onChange={() => onTypeChange(type)}
              className="sr-only"
            />
            {type === 'automatic' ? 'Automatica' : 'Manuale'}
          </label>
        ))}
      </fieldset>
      {selection.type === 'manual' ? (
        // On a phone the three modes stay on one line (scrolled sideways if they must), leaving the
        // conversation a row more of the screen.
        <fieldset
          className="flex flex-wrap items-center gap-2 max-sm:min-w-0 max-sm:max-w-full max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:py-0.5"
          disabled={disabled}
        >
          <legend className="sr-only">Modalità manuale</legend>
          {CHAT_MODE_ORDER.map((mode) => {
            const offered = modeOffered(mode, webSearchAvailable);
            return (
              <label
                key={mode}
                className={`${pillClass} shrink-0 whitespace-nowrap`}
                title={offered ? undefined : WEB_SEARCH_UNCONFIGURED}
              >
                <input
                  type="radio"
                  name={`${name}-mode`}
                  value={mode}
                  checked={selection.manualMode === mode}
                  onChange={() => onPick(mode)}
                  disabled={!offered}
                  className="sr-only"
                />
                {CHAT_MODE_INFO[mode].label}
                <span className="sr-only">
                  , {offered ? costLabel(mode, costs) : WEB_SEARCH_UNCONFIGURED.toLowerCase()}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        // Read to screen readers everywhere; shown from the small breakpoint up, where it has room.
        <p className="text-xs text-ink-muted max-sm:sr-only">
          La modalità è scelta in base al testo della domanda.
        </p>
      )}
    </div>
  );
}

interface ModeCardsProps {
  selection: ModeSelection;
  onPick(mode: ChatMode): void;
  webSearchAvailable?: boolean;
  /** False where no model is configured: Standard answers only over personal documents. */
  generativeAvailable?: boolean;
}

/** The three mode cards of the empty state: what each mode does and costs; a click picks it. */
export function ModeCards({
  selection,
  onPick,
  webSearchAvailable = true,
  generativeAvailable = true,
}: ModeCardsProps) {
  const costs = usePointCosts();
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {CHAT_MODE_ORDER.map((mode) => {
        const info = CHAT_MODE_INFO[mode];
        const selected = selection.type === 'manual' && selection.manualMode === mode;
        const offered = modeOffered(mode, webSearchAvailable);
        return (
          <li key={mode} className="flex">
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onPick(mode)}
              disabled={!offered}
              data-testid={`mode-card-${mode}`}
              className="flex w-full flex-col gap-2 rounded-lg border border-rule bg-paper-raised p-4 text-left transition-colors enabled:hover:border-accent enabled:active:translate-y-px disabled:cursor-not-allowed disabled:bg-paper aria-pressed:border-accent aria-pressed:bg-accent-soft"
            >
              <span className="font-serif text-lg font-semibold text-ink">{info.label}</span>
              <span className="text-sm leading-snug text-ink-muted">{info.description}</span>
              {mode === 'standard' && !generativeAvailable ? (
                <span className="mt-auto text-xs font-semibold text-warning">{STANDARD_WITHOUT_MODEL}</span>
              ) : offered ? (
                <span className="mt-auto text-xs font-semibold text-accent">
                  {costLabel(mode, costs)} per domanda
                </span>
              ) : (
                <span className="mt-auto text-xs font-semibold text-warning">{WEB_SEARCH_UNCONFIGURED}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The welcome shown only while the conversation has no visible message (spec 1 §2). */
export function EmptyState({
  selection,
  onPick,
  webSearchAvailable = true,
  generativeAvailable = true,
}: ModeCardsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-4xl flex-col gap-5 py-8">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-ink">
          Benvenuto nel tuo assistente legale
        </h2>
        <p className="reading-text text-ink-muted">
          Scegli la modalità più adatta alla tua domanda: Chat Standard, Database Legale o Ricerca Web. In
          modalità automatica la scelta viene fatta per te in base al testo; scegliendo una scheda passi alla
          modalità manuale.
        </p>
      </div>
      <ModeCards
        selection={selection}
        onPick={onPick}
        webSearchAvailable={webSearchAvailable}
        generativeAvailable={generativeAvailable}
      />
    </section>
  );
}
