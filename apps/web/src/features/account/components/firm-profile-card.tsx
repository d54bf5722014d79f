import {
  FIRM_PROFILE_MAX_LENGTHS,
  type FirmProfile,
  type FirmProfileField,
  firmProfileRequest,
  z,
} from '@brocardo/shared';
import { type FormEvent, type HTMLAttributes, useState } from 'react';
import { primaryButtonClass } from '../../../components/buttons';
import { TextField } from '../../../components/form-field';
import { LiveNotice, noticeClass } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { useFirmProfile, useSaveFirmProfile } from '../firm-profile-api';
import { AccountCard } from './account-card';

export const FIRM_PROFILE_TEXTS = {
  title: 'Profilo dello studio',
  intro:
    'Compilato una volta, completa i campi dei modelli (avvocato, PEC, foro, studio, domicilio) e aggiunge intestazione e firma ai documenti scaricati in PDF e Word. Tutti i campi sono facoltativi.',
  loading: 'Caricamento del profilo...',
  loadError: 'Impossibile caricare il profilo dello studio.',
  save: 'Salva profilo',
  saving: 'Salvataggio...',
  saved: 'Profilo dello studio salvato.',
  saveError: 'Impossibile salvare il profilo dello studio. Riprova.',
  invalid: 'Correggi i campi evidenziati.',
} as const;

type Errors = Partial<Record<FirmProfileField, string>>;

interface FieldSpec {
  name: FirmProfileField;
  label: string;
  placeholder: string;
  wide?: boolean;
  hint?: string;
  type?: 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

const FIRM_FIELDS: FieldSpec[] = [
  {
    name: 'firm_name',
    label: 'Nome dello studio',
    placeholder: 'Studio Legale Bianchi',
    wide: true,
    autoComplete: 'organization',
  },
  {
    name: 'address',
    label: 'Indirizzo',
    placeholder: 'Corso Magenta 10, 20123 Milano',
    wide: true,
    autoComplete: 'street-address',
  },
  { name: 'pec', label: 'PEC', placeholder: 'nome.cognome@pec.it', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefono', placeholder: '+39 02 1234567', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'vat_number', label: 'Partita IVA', placeholder: '12345678903', inputMode: 'numeric' },
];

const LAWYER_FIELDS: FieldSpec[] = [
  {
    name: 'lawyer_name',
    label: 'Avvocato (nome e cognome)',
    placeholder: 'Anna Bianchi',
    hint: 'Senza «Avv.»: lo aggiungono i documenti.',
    autoComplete: 'name',
  },
  {
    name: 'foro',
    label: 'Foro di appartenenza',
    placeholder: 'Milano',
    hint: 'Es. «Milano» per il Foro di Milano.',
  },
];

/** The first message per field, of the client-side check or of the server's 422. */
function firstByField(errors: Readonly<Record<string, readonly string[] | undefined>> | undefined): Errors {
  const result: Errors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (field in FIRM_PROFILE_MAX_LENGTHS && messages?.[0]) result[field as FirmProfileField] = messages[0];
  }
  return result;
}

/** «Profilo dello studio» on the account page: the form, loaded with the saved profile. */
export function FirmProfileCard() {
  const profile = useFirmProfile();
  return (
    <AccountCard title={FIRM_PROFILE_TEXTS.title} testId="card-firm-profile">
      <p className="max-w-prose leading-relaxed text-ink-muted">{FIRM_PROFILE_TEXTS.intro}</p>
      {profile.isPending && <p role="status">{FIRM_PROFILE_TEXTS.loading}</p>}
      {profile.isError && (
        <div
          role="alert"
          className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}
        >
          <span>{FIRM_PROFILE_TEXTS.loadError}</span>
          <button type="button" className="font-medium underline" onClick={() => void profile.refetch()}>
            Riprova
          </button>
        </div>
      )}
      {profile.data && <FirmProfileForm initial={profile.data.data} />}
    </AccountCard>
  );
}

function FirmProfileForm({ initial }: { initial: FirmProfile }) {
  const [values, setValues] = useState<FirmProfile>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveFirmProfile();

  function change(name: FirmProfileField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
    setNotice(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(null);
    const checked = firmProfileRequest.safeParse(values);
    if (!checked.success) {
      setErrors(firstByField(z.flattenError(checked.error).fieldErrors));
      setNotice({ tone: 'error', text: FIRM_PROFILE_TEXTS.invalid });
      return;
    }
    try {
      const saved = await save.mutateAsync(checked.data);
      setValues(saved.data);
      setErrors({});
      setNotice({ tone: 'success', text: FIRM_PROFILE_TEXTS.saved });
    } catch (error) {
      const fieldErrors = isApiError(error) ? firstByField(error.fieldErrors) : {};
      setErrors(fieldErrors);
      const invalid = Object.keys(fieldErrors).length > 0;
      setNotice({ tone: 'error', text: invalid ? FIRM_PROFILE_TEXTS.invalid : FIRM_PROFILE_TEXTS.saveError });
    }
  }

  const fieldOf = (spec: FieldSpec) => (
    <div key={spec.name} className={spec.wide ? 'sm:col-span-2' : undefined}>
      <TextField
        label={spec.label}
        name={spec.name}
        type={spec.type}
        value={values[spec.name]}
        placeholder={`es. ${spec.placeholder}`}
        hint={spec.hint}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        maxLength={FIRM_PROFILE_MAX_LENGTHS[spec.name]}
        error={errors[spec.name]}
        onChange={(event) => change(spec.name, event.target.value)}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-3xl flex-col gap-5">
      <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-semibold text-ink">Studio</legend>
        {FIRM_FIELDS.map(fieldOf)}
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-semibold text-ink">Avvocato</legend>
        {LAWYER_FIELDS.map(fieldOf)}
      </fieldset>
      <LiveNotice tone={notice?.tone ?? 'success'} testId="firm-profile-notice">
        {notice?.text}
      </LiveNotice>
      <div>
        <button
          type="submit"
          className={`${primaryButtonClass} sm:w-auto`}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? FIRM_PROFILE_TEXTS.saving : FIRM_PROFILE_TEXTS.save}
        </button>
      </div>
    </form>
  );
}
