import {
  CONVERSATION_RETENTION_MAX_DAYS,
  CONVERSATION_RETENTION_MIN_DAYS,
  conversationRetentionSetting,
} from '@brocardo/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { secondaryButtonClass } from '../../../components/buttons';
import { TextField } from '../../../components/form-field';
import { LiveNotice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { useConversationRetention, useSaveConversationRetention } from '../account-data-api';

export const RETENTION_TEXTS = {
  toggle: 'Elimina le conversazioni dopo N giorni',
  days: 'Giorni di inattività',
  hint: `Da ${CONVERSATION_RETENTION_MIN_DAYS} a ${CONVERSATION_RETENTION_MAX_DAYS} giorni. Le conversazioni senza nuovi messaggi da più giorni sono eliminate automaticamente, con i loro messaggi.`,
  save: 'Salva',
  saving: 'Salvataggio...',
  saved: 'Impostazione salvata.',
  loadError: 'Impossibile leggere l’impostazione di conservazione.',
  saveError: 'Impossibile salvare l’impostazione. Riprova.',
} as const;

/** «Elimina le conversazioni dopo N giorni»: off keeps them until deleted; the server sweeps. */
export function ConversationRetentionForm() {
  const current = useConversationRetention();
  const save = useSaveConversationRetention();
  const checkboxId = useId();
  const [enabled, setEnabled] = useState(false);
  const [days, setDays] = useState('90');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const stored = current.data?.conversation_retention_days;

  useEffect(() => {
    if (stored === undefined) return;
    setEnabled(stored !== null);
    if (stored !== null) setDays(String(stored));
  }, [stored]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = conversationRetentionSetting.safeParse({
      conversation_retention_days: enabled ? Number(days) : null,
    });
    if (!parsed.success || (enabled && days.trim() === '')) {
      setError(parsed.error?.issues[0]?.message ?? RETENTION_TEXTS.hint);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data.conversation_retention_days);
      setSaved(true);
    } catch (failure) {
      const fieldError = isApiError(failure)
        ? failure.fieldErrors?.conversation_retention_days?.[0]
        : undefined;
      setError(fieldError ?? RETENTION_TEXTS.saveError);
    }
  }

  if (current.isError) return <LiveNotice tone="error">{RETENTION_TEXTS.loadError}</LiveNotice>;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      data-testid="retention-form"
    >
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={enabled}
          disabled={current.isPending}
          onChange={(event) => {
            setEnabled(event.target.checked);
            setSaved(false);
          }}
          className="size-4 accent-accent"
        />
        <label htmlFor={checkboxId} className="font-medium text-ink">
          {RETENTION_TEXTS.toggle}
        </label>
      </div>
      {enabled && (
        <TextField
          label={RETENTION_TEXTS.days}
          name="conversation_retention_days"
          inputMode="numeric"
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            setSaved(false);
          }}
          hint={RETENTION_TEXTS.hint}
          error={error}
        />
      )}
      {!enabled && <LiveNotice tone="error">{error}</LiveNotice>}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending || current.isPending}
          aria-busy={save.isPending}
          className={secondaryButtonClass}
        >
          {save.isPending ? RETENTION_TEXTS.saving : RETENTION_TEXTS.save}
        </button>
        <LiveNotice tone="success">{saved ? RETENTION_TEXTS.saved : null}</LiveNotice>
      </div>
    </form>
  );
}
