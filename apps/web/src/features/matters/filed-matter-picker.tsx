import type { FiledKind } from '@brocardo/shared';
import { showAppToast } from '../../components/app-toast';
import { isApiError } from '../../lib/api-client';
import { MatterPicker } from './matter-picker';
import { useFileItem } from './matters-queries';

/** Said of the item, whatever its kind: the matter itself is not edited here. */
export const FILED_TOAST = 'Pratica assegnata.';
export const UNFILED_TOAST = 'Pratica tolta.';
export const FILING_ERROR = 'Non è stato possibile archiviare nella pratica. Riprova.';

interface FiledMatterPickerProps {
  kind: FiledKind;
  /** The item; null while there is none (nothing to file yet). */
  id: string | number | null;
  matterId: number | null;
  label?: string;
  hideLabel?: boolean;
  className?: string;
  /** After the server filed it: for a view that holds its own copy of the item. */
  onFiled?(matterId: number | null): void;
}

/** Files an existing item (the chat's conversation, a document, a case…) under a matter, or unfiles it. */
export function FiledMatterPicker({
  kind,
  id,
  matterId,
  label,
  hideLabel,
  className,
  onFiled,
}: FiledMatterPickerProps) {
  const filing = useFileItem();
  return (
    <MatterPicker
      value={filing.isPending ? (filing.variables?.matterId ?? null) : matterId}
      label={label}
      hideLabel={hideLabel}
      className={className}
      disabled={id === null || filing.isPending}
      onChange={(chosen) => {
        if (id === null) return;
        filing.mutate(
          { kind, id, matterId: chosen },
          {
            onSuccess: (filed) => {
              onFiled?.(filed.matter_id);
              showAppToast(filed.matter_id === null ? UNFILED_TOAST : FILED_TOAST, 'success');
            },
            onError: (error) => {
              if (!(isApiError(error) && error.sessionEnded)) showAppToast(FILING_ERROR, 'error');
            },
          },
        );
      }}
    />
  );
}
