import type { MatterResource } from '@brocardo/shared';
import { useId } from 'react';
import { useMatters } from './matters-queries';

export const NO_MATTER_LABEL = 'Nessuna pratica';
export const ALL_MATTERS_LABEL = 'Tutte le pratiche';
export const UNFILED_LABEL = 'Senza pratica';

const selectClass =
  'block w-full min-w-0 rounded-md border border-rule bg-paper-raised px-2.5 py-1.5 text-sm text-ink ' +
  'transition-colors hover:border-ink-muted disabled:cursor-not-allowed disabled:text-ink-muted';

/** "Cliente — Pratica", as every picker and list names a matter. */
export function matterLabel(matter: Pick<MatterResource, 'client_name' | 'name'>): string {
  return `${matter.client_name} — ${matter.name}`;
}

interface MatterPickerProps {
  /** The chosen matter; null: none. */
  value: number | null;
  onChange(matterId: number | null): void;
  label?: string;
  disabled?: boolean;
  /** Visually hidden label (the chat header, where the context names it). */
  hideLabel?: boolean;
  className?: string;
}

/** A select of "Nessuna pratica" and the user's matters, to file an item at creation or later. */
export function MatterPicker({
  value,
  onChange,
  label = 'Pratica',
  disabled = false,
  hideLabel = false,
  className = '',
}: MatterPickerProps) {
  const id = useId();
  const matters = useMatters();
  const list = matters.data ?? [];
  // A matter just deleted elsewhere still shows until the list is read again.
  const known = value === null || list.some((matter) => matter.id === value);
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-ink'}>
        {label}
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        disabled={disabled || matters.isPending}
        aria-busy={matters.isPending || undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className={selectClass}
        data-testid="matter-picker"
      >
        <option value="">{NO_MATTER_LABEL}</option>
        {!known && <option value={String(value)}>Pratica n. {value}</option>}
        {list.map((matter) => (
          <option key={matter.id} value={String(matter.id)}>
            {matterLabel(matter)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which items a list shows: every one, the unfiled ones, or one matter's. */
export type MatterFilterValue = 'all' | 'none' | number;

/** Whether an item filed under `matterId` passes the filter. */
export function matchesMatterFilter(filter: MatterFilterValue, matterId: number | null | undefined): boolean {
  if (filter === 'all') return true;
  if (filter === 'none') return matterId == null;
  return matterId === filter;
}

/** The `?matter_id=` of a list request for the filter (undefined: no filter). */
export function matterQueryParam(filter: MatterFilterValue): string | undefined {
  return filter === 'all' ? undefined : String(filter);
}

interface MatterFilterProps {
  value: MatterFilterValue;
  onChange(value: MatterFilterValue): void;
  label?: string;
  className?: string;
}

/** A list's filter: "Tutte le pratiche", "Senza pratica" and each matter. */
export function MatterFilter({
  value,
  onChange,
  label = 'Filtra per pratica',
  className = '',
}: MatterFilterProps) {
  const id = useId();
  const matters = useMatters();
  return (
    <div className={`flex min-w-0 items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-xs font-medium text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === 'all' || chosen === 'none' ? chosen : Number(chosen));
        }}
        className={selectClass}
        data-testid="matter-filter"
      >
        <option value="all">{ALL_MATTERS_LABEL}</option>
        <option value="none">{UNFILED_LABEL}</option>
        {(matters.data ?? []).map((matter) => (
          <option key={matter.id} value={String(matter.id)}>
            {matterLabel(matter)}
          </option>
        ))}
      </select>
    </div>
  );
}
