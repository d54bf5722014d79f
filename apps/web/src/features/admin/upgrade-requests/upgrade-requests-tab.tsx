import {
  type AdminUpgradeRequest,
  type UpgradeRequestStatus,
  upgradeRequestStatuses,
} from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showAppToast } from '../../../components/app-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { decideUpgradeRequest } from '../admin-api';
import { formatWhole } from '../admin-messages';
import { useInvalidateAdmin, useUpgradeRequests } from '../admin-queries';
import { PagedCards } from '../list-states';
import { UpgradeRequestCard } from './upgrade-request-card';

type Decision = 'approved' | 'rejected';
type Filter = UpgradeRequestStatus | 'all';

const filterLabels: Record<Filter, string> = {
  pending: 'In attesa',
  approved: 'Approvate',
  rejected: 'Rifiutate',
  cancelled: 'Ritirate',
  all: 'Tutte',
};
const filters: Filter[] = [...upgradeRequestStatuses, 'all'];
const filterClass =
  'w-44 rounded-md border border-rule bg-paper-raised px-3 py-1.5 text-base text-ink shadow-inner shadow-ink/5 ' +
  'transition-colors hover:border-ink-muted';

const emptyTexts: Record<Filter, string> = {
  pending: 'Nessuna richiesta in attesa.',
  approved: 'Nessuna richiesta approvata.',
  rejected: 'Nessuna richiesta rifiutata.',
  cancelled: 'Nessuna richiesta ritirata.',
  all: 'Nessuna richiesta di cambio piano.',
};

/** What approving does, in the words of the server's rule: the plan at once, a larger allowance's difference at once. */
function approvalEffect(request: AdminUpgradeRequest): string {
  const difference = request.requested_plan.monthly_points - request.current_plan.monthly_points;
  const plan = `${request.user.name} passerà subito al piano ${request.requested_plan.name}`;
  if (difference > 0) {
    return `${plan} e riceverà subito ${formatWhole(difference)} punti, la differenza tra i punti mensili dei due piani.`;
  }
  return `${plan}; il saldo punti resta com'è fino al rinnovo mensile.`;
}

function decisionToast(decision: Decision, serverMessage: string, granted: number): string {
  if (decision === 'approved' && granted > 0)
    return `${serverMessage} Accreditati ${formatWhole(granted)} punti.`;
  return serverMessage;
}

/** 'Richieste piano': the users' plan-change requests, pending first by default; approve or reject. */
export function UpgradeRequestsTab() {
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<{ request: AdminUpgradeRequest; decision: Decision } | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const requests = useUpgradeRequests(filter === 'all' ? undefined : filter, page);
  const invalidate = useInvalidateAdmin();
  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: AdminUpgradeRequest; decision: Decision }) =>
      decideUpgradeRequest(request.id, decision),
  });

  const close = () => {
    setAsking(null);
    setDecisionError(null);
  };

  async function confirm() {
    if (!asking) return;
    setDecisionError(null);
    try {
      const result = await decide.mutateAsync(asking);
      close();
      showAppToast(decisionToast(asking.decision, result.message, result.granted_points), 'success');
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'UPGRADE_REQUEST_CLOSED') {
        // Someone else decided it, or the user withdrew it: the list shows how it ended.
        close();
        showAppToast(error.message, 'warning');
      } else {
        setDecisionError(error instanceof Error ? error.message : String(error));
        return;
      }
    } finally {
      void invalidate.upgradeRequests();
      void invalidate.users();
    }
  }

  const _data = requests.data;
  const approving = asking?.decision === 'approved';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-xl font-semibold text-ink">Richieste di cambio piano</h2>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium text-ink">
            Stato
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(1);
            }}
            className={filterClass}
          >
            {filters.map((value) => (
              <option key={value} value={value}>
                {filterLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <PagedCards
        query={requests}
        loadingText="Caricamento delle richieste…"
        errorText="Impossibile caricare le richieste"
        emptyText={emptyTexts[filter]}
        pagesLabel="Pagine delle richieste"
        onPage={setPage}
        renderItem={(request) => (
          <UpgradeRequestCard
            request={request}
            onDecide={(chosen, decision) => {
              setDecisionError(null);
              setAsking({ request: chosen, decision });
            }}
          />
        )}
      />

      <ConfirmDialog
        open={asking !== null}
        title={approving ? 'Approvare la richiesta?' : 'Rifiutare la richiesta?'}
        confirmLabel={approving ? 'Approva' : 'Rifiuta'}
        cancelLabel="Annulla"
        danger={!approving}
        busy={decide.isPending}
        error={decisionError}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        {asking && (
          <>
            <p>
              {approving
                ? approvalEffect(asking.request)
                : `Il piano di ${asking.request.user.name} non cambia.`}
            </p>
            <p className="text-ink-muted">
              {asking.request.user.name} riceverà un’e-mail con l’esito all’indirizzo{' '}
              {asking.request.user.email}.
            </p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
