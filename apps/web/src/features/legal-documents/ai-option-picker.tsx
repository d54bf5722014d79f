import type { AiOption } from '@brocardo/shared';
import { useId } from 'react';

export const AI_UNAVAILABLE_REASON =
  'Non disponibile: sul server non è configurato un modello AI generativo. Scegli «Nessuna AI».';

const pointsText = (cost: number) => `${cost} ${cost === 1 ? 'punto' : 'punti'}`;

interface AiOptionPickerProps {
  value: AiOption;
  onChange(value: AiOption): void;
  costs: { basic: number; enhanced: number };
  /** False when the server has no generative model: Base and Avanzata cannot be chosen. */
  aiAvailable: boolean;
}

/** Spec 2 §3 ai_option: Nessuna AI (free), Base and Avanzata at the server's costs. */
export function AiOptionPicker({ value, onChange, costs, aiAvailable }: AiOptionPickerProps) {
  const name = useId();
  const reasonId = useId();
  const options: { value: AiOption; label: string; description: string; needsAi: boolean }[] = [
    {
      value: 'none',
      label: 'Nessuna AI (gratis)',
      description: 'Compila il modello, o usa il tuo testo, così come sono.',
      needsAi: false,
    },
    {
      value: 'basic',
      label: `Base (${pointsText(costs.basic)})`,
      description: "L'AI redige il testo sulle fonti del Database Legale e ne verifica i riferimenti.",
      needsAi: true,
    },
    {
      value: 'enhanced',
      label: `Avanzata (${pointsText(costs.enhanced)})`,
      description: 'Come Base, più una revisione AI del testo con le modifiche elencate.',
      needsAi: true,
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Redazione con l’AI</legend>
      {options.map((option) => {
        const disabled = option.needsAi && !aiAvailable;
        const labelId = `${name}-${option.value}-label`;
        const descriptionId = `${name}-${option.value}-description`;
        return (
          <label
            key={option.value}
            data-disabled={disabled || undefined}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-rule bg-paper-raised px-3 py-2.5 has-checked:border-accent has-checked:bg-accent-soft data-disabled:cursor-not-allowed data-disabled:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              aria-labelledby={labelId}
              aria-describedby={disabled ? `${descriptionId} ${reasonId}` : descriptionId}
              onChange={() => onChange(option.value)}
              className="mt-1 accent-accent"
            />
            <span className="flex flex-col">
              <span id={labelId} className="text-sm font-medium text-ink">
                {option.label}
              </span>
              <span id={descriptionId} className="text-xs leading-snug text-ink-muted">
                {option.description}
              </span>
            </span>
          </label>
        );
      })}
      {!aiAvailable && (
        <p id={reasonId} className="text-xs leading-snug text-warning" data-testid="ai-unavailable">
          {AI_UNAVAILABLE_REASON}
        </p>
      )}
    </fieldset>
  );
}
