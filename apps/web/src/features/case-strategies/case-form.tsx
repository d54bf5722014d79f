import type { CreateCaseStrategyRequest } from '@brocardo/shared';
import { type FormEvent, useId, useState } from 'react';
import { primaryButtonClass } from '../../components/buttons';
import { LiveNotice } from '../../components/notice';
import { MatterPicker } from '../matters';
import { CaseFields } from './case-fields';
import {
  type CaseFormErrors,
  type CaseFormValues,
  EMPTY_CASE_FORM,
  formToPayload,
  validateCaseForm,
} from './case-form-values';
import { NO_MODEL_NOTE } from './case-strategies-messages';

interface CaseFormProps {
  cost: number;
  /** False when the server has no generative model: the analysis cannot be asked for. */
  aiAvailable: boolean;
  creating: boolean;
  error: string | null;
  /** Resolves true when the case was created: the form then resets. */
  onCreate(payload: CreateCaseStrategyRequest): Promise<boolean>;
}

/** Spec 2 §2.8 'Nuovo Caso': the case, and whether to generate the AI analysis now. */
export function CaseForm({ cost, aiAvailable, creating, error, onCreate }: CaseFormProps) {
  const headingId = useId();
  const noModelId = useId();
  const [values, setValues] = useState<CaseFormValues>(EMPTY_CASE_FORM);
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const [generate, setGenerate] = useState(true);
  // Kept after a creation: the next case is often for the same matter.
  const [matterId, setMatterId] = useState<number | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creating) return;
    const found = validateCaseForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const created = await onCreate({
      ...formToPayload(values),
      generate_ai_analysis: generate && aiAvailable,
      matter_id: matterId,
    });
    if (created) {
      setValues(EMPTY_CASE_FORM);
      setGenerate(true);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
        Nuovo Caso
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <CaseFields
          values={values}
          errors={errors}
          disabled={creating}
          onChange={(name, value) => {
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
        <MatterPicker
          value={matterId}
          onChange={setMatterId}
          disabled={creating}
          label="Pratica (facoltativa)"
        />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={generate && aiAvailable}
            disabled={creating || !aiAvailable}
            aria-describedby={aiAvailable ? undefined : noModelId}
            onChange={(event) => setGenerate(event.target.checked)}
            className="size-4 accent-accent"
          />
          Genera analisi AI ({cost} punti)
        </label>
        {!aiAvailable && (
          <p id={noModelId} className="text-xs leading-snug text-warning" data-testid="no-model-note">
            {NO_MODEL_NOTE}
          </p>
        )}
        <LiveNotice tone="error" testId="create-error">
          {error}
        </LiveNotice>
        <button type="submit" className={primaryButtonClass} disabled={creating} aria-busy={creating}>
          {creating ? 'Creazione in corso…' : 'Crea Caso'}
        </button>
      </form>
    </section>
  );
}
