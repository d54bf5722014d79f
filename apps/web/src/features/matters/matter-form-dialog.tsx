import {
  MATTER_CLIENT_MAX_LENGTH,
  MATTER_COUNTERPARTY_MAX_LENGTH,
  MATTER_COURT_MAX_LENGTH,
  MATTER_NAME_MAX_LENGTH,
  MATTER_REFERENCE_MAX_LENGTH,
  type MatterRequest,
  type MatterResource,
  matterRequest,
} from '@brocardo/shared';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../components/dialog-buttons';
import { TextField } from '../../components/form-field';
import { LiveNotice } from '../../components/notice';
import { isApiError } from '../../lib/api-client';

export const SAVE_ERROR = 'Non è stato possibile salvare la pratica. Riprova.';

type FieldName = 'client_name' | 'name' | 'reference' | 'court' | 'counterparty';
type Values = Record<FieldName, string>;

const FIELDS: Array<{ name: FieldName; label: string; max: number; required?: boolean }> = [
  { name: 'client_name', label: 'Cliente', max: MATTER_CLIENT_MAX_LENGTH, required: true },
  { name: 'name', label: 'Nome della pratica', max: MATTER_NAME_MAX_LENGTH, required: true },
  { name: 'reference', label: 'Numero di pratica (facoltativo)', max: MATTER_REFERENCE_MAX_LENGTH },
  { name: 'court', label: 'Ufficio giudiziario (facoltativo)', max: MATTER_COURT_MAX_LENGTH },
  { name: 'counterparty', label: 'Controparte (facoltativa)', max: MATTER_COUNTERPARTY_MAX_LENGTH },
];

function initialValues(matter: MatterResource | null): Values {
  return {
    client_name: matter?.client_name ?? '',
    name: matter?.name ?? '',
    reference: matter?.reference ?? '',
    court: matter?.court ?? '',
    counterparty: matter?.counterparty ?? '',
  };
}

interface MatterFormDialogProps {
  open: boolean;
  /** The matter being edited; null: a new one. */
  matter: MatterResource | null;
  saving: boolean;
  onClose(): void;
  /** Resolves when saved; rejects with the server's error (its field errors are shown). */
  onSave(body: MatterRequest): Promise<unknown>;
}

/** Creates or edits a matter; the rules are the server's contract, checked here first. */
export function MatterFormDialog({ open, matter, saving, onClose, onSave }: MatterFormDialogProps) {
  const [values, setValues] = useState<Values>(() => initialValues(matter));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formId = `matter-form-${matter?.id ?? 'new'}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = matterRequest.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await onSave(values);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        const found: Partial<Record<FieldName, string>> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors))
          found[field as FieldName] = messages[0];
        setErrors(found);
      } else if (!(isApiError(error) && error.sessionEnded)) {
        setFormError(isApiError(error) && error.errorCode === 'MATTER_LIMIT' ? error.message : SAVE_ERROR);
      }
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={matter ? 'Modifica pratica' : 'Nuova pratica'}
      footer={
        <>
          <button type="button" onClick={onClose} className={dialogSecondaryClass}>
            Annulla
          </button>
          <button
            type="submit"
            form={formId}
            disabled={saving}
            aria-busy={saving}
            className={dialogPrimaryClass}
          >
            {matter ? 'Salva' : 'Crea pratica'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            value={values[field.name]}
            maxLength={field.max}
            required={field.required}
            autoComplete="off"
            error={errors[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
        <LiveNotice tone="error">{formError}</LiveNotice>
      </form>
    </Dialog>
  );
}
