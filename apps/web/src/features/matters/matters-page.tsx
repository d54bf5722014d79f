import type { MatterResource } from '@brocardo/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showAppToast } from '../../components/app-toast';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { AppLayout } from '../../components/layouts';
import { noticeClass } from '../../components/notice';
import { isApiError } from '../../lib/api-client';
import { countOf } from '../../lib/count-of';
import { paths } from '../../lib/paths';
import { formatPointsFull } from '../subscription';
import { MatterDetail } from './matter-detail';
import { MatterFormDialog } from './matter-form-dialog';
import { useDeleteMatter, useMatter, useMatters, useSaveMatter } from './matters-queries';

export const MATTERS_PAGE_TITLE = 'Pratiche';
export const MATTERS_EMPTY =
  'Nessuna pratica. Crea la prima per archiviare conversazioni, documenti e casi di un cliente.';
export const MATTERS_LIST_ERROR = 'Impossibile caricare le pratiche';
export const MATTER_NOT_FOUND_TEXT = 'Pratica non trovata.';
export const DELETE_ERROR = 'Non è stato possibile eliminare la pratica. Riprova.';

const smallButtonClass =
  'inline-flex items-center justify-center rounded-md border border-rule bg-paper-raised px-3 py-1.5 text-sm font-medium ' +
  'text-ink transition-colors hover:border-accent hover:text-accent active:translate-y-px';

function countsText(matter: MatterResource): string {
  const { conversations, documents, legal_documents, case_strategies } = matter.counts;
  const items = conversations + documents + legal_documents + case_strategies;
  return countOf(items, 'elemento', 'elementi');
}

interface MatterRowProps {
  matter: MatterResource;
  current: boolean;
  onEdit(): void;
  onDelete(): void;
}

function MatterRow({ matter, current, onEdit, onDelete }: MatterRowProps) {
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 sm:p-4 ${current ? 'border-accent bg-accent-soft' : 'border-rule bg-paper-raised'}`}
      data-testid="matter-row"
    >
      <Link
        to={`${paths.matters}/${matter.id}`}
        aria-current={current ? 'page' : undefined}
        className="flex min-w-0 flex-col no-underline"
      >
        <span className="text-xs text-ink-muted">{matter.client_name}</span>
        <span className="font-serif text-lg leading-snug font-semibold break-words text-ink hover:text-accent">
          {matter.name}
        </span>
        {matter.reference && <span className="text-xs text-ink-muted">N. {matter.reference}</span>}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
        <span>
          {countsText(matter)} · {formatPointsFull(matter.points_used_month)} questo mese
        </span>
        <span className="flex gap-2">
          <button
            type="button"
            className={smallButtonClass}
            onClick={onEdit}
            aria-label={`Modifica la pratica «${matter.name}»`}
          >
            Modifica
          </button>
          <button
            type="button"
            className={`${smallButtonClass} hover:border-critical hover:text-critical`}
            onClick={onDelete}
            aria-label={`Elimina la pratica «${matter.name}»`}
          >
            Elimina
          </button>
        </span>
      </div>
    </li>
  );
}

/** Below the lg breakpoint the matter's page sits under the list (the grid's single column). */
const STACKED_LAYOUT = '(max-width: 63.999rem)';

/**
 * On a phone the chosen matter's page opens under the whole list, out of sight: once it has
 * loaded, it is scrolled into view (at once when the user prefers reduced motion).
 */
function useScrollToLoadedMatter(loadedId: number | undefined) {
  const detailRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loadedId === undefined || typeof window.matchMedia !== 'function') return;
    if (!window.matchMedia(STACKED_LAYOUT).matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    detailRef.current?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [loadedId]);
  return detailRef;
}

/** /matters and /matters/:matterId: the user's matters (pratiche) and one matter's page. */
export function MattersPage() {
  const params = useParams();
  const navigate = useNavigate();
  const selectedId = params.matterId && /^\d+$/.test(params.matterId) ? Number(params.matterId) : null;
  const matters = useMatters();
  const detail = useMatter(selectedId);
  const saving = useSaveMatter();
  const removal = useDeleteMatter();
  const detailRef = useScrollToLoadedMatter(
    detail.data && detail.data.matter.id === selectedId ? selectedId : undefined,
  );
  const [editing, setEditing] = useState<{ matter: MatterResource | null } | null>(null);
  const [deleting, setDeleting] = useState<MatterResource | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  return (
    <AppLayout
      title={MATTERS_PAGE_TITLE}
      headerActions={
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-md bg-accent px-3 py-1.5 text-sm font-semibold text-paper-raised hover:bg-accent-strong active:translate-y-px"
          onClick={() => setEditing({ matter: null })}
        >
          Nuova pratica
        </button>
      }
    >
      <div className="flex flex-col gap-4 p-3 sm:p-6 xl:p-8">
        {matters.isError && (
          <div
            role="alert"
            className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}
          >
            <span>{MATTERS_LIST_ERROR}.</span>
            <button type="button" className="font-medium underline" onClick={() => void matters.refetch()}>
              Riprova
            </button>
          </div>
        )}
        {matters.isPending ? (
          <p role="status" className="py-16 text-center text-ink-muted">
            Caricamento delle pratiche…
          </p>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <section aria-label="Elenco delle pratiche" className="flex min-w-0 flex-col gap-3">
              {matters.data?.length === 0 ? (
                <p className="rounded-md border border-dashed border-rule px-4 py-8 text-center text-sm text-ink-muted">
                  {MATTERS_EMPTY}
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {(matters.data ?? []).map((matter) => (
                    <MatterRow
                      key={matter.id}
                      matter={matter}
                      current={matter.id === selectedId}
                      onEdit={() => setEditing({ matter })}
                      onDelete={() => {
                        setDeleteError(null);
                        setDeleting(matter);
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
            <div ref={detailRef} className="min-w-0 scroll-mt-16">
              {selectedId === null ? (
                <p className="hidden rounded-md border border-dashed border-rule px-4 py-8 text-center text-sm text-ink-muted lg:block">
                  Scegli una pratica per vedere tutto ciò che contiene.
                </p>
              ) : detail.isPending ? (
                <p role="status" className="py-8 text-center text-ink-muted">
                  Caricamento della pratica…
                </p>
              ) : detail.isError ? (
                <p role="alert" className={noticeClass('error')}>
                  {isApiError(detail.error) && detail.error.status === 404
                    ? MATTER_NOT_FOUND_TEXT
                    : 'Impossibile caricare la pratica.'}
                </p>
              ) : (
                <MatterDetail detail={detail.data} />
              )}
            </div>
          </div>
        )}
      </div>
      {editing && (
        <MatterFormDialog
          open
          matter={editing.matter}
          saving={saving.isPending}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            const saved = await saving.mutateAsync({ id: editing.matter?.id ?? null, body });
            setEditing(null);
            showAppToast(editing.matter ? 'Pratica aggiornata.' : 'Pratica creata.', 'success');
            if (!editing.matter) void navigate(`${paths.matters}/${saved.id}`);
            else void detail.refetch();
          }}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Eliminare la pratica?"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const target = deleting;
          removal.mutate(target.id, {
            onSuccess: () => {
              setDeleting(null);
              showAppToast('Pratica eliminata.', 'success');
              if (target.id === selectedId) void navigate(paths.matters, { replace: true });
            },
            onError: (error) => {
              setDeleting(null);
              if (!(isApiError(error) && error.sessionEnded)) setDeleteError(DELETE_ERROR);
            },
          });
        }}
      >
        {deleting && (
          <>
            La pratica «{deleting.name}» di {deleting.client_name} sarà eliminata. Le conversazioni, i
            documenti e i casi archiviati restano: diventano senza pratica.
          </>
        )}
      </ConfirmDeleteDialog>
      {deleteError && (
        <p role="alert" className="sr-only">
          {deleteError}
        </p>
      )}
    </AppLayout>
  );
}
