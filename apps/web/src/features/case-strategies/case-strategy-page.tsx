import type { CaseStrategyResource } from '@brocardo/shared';
import { useEffect, useRef, useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { AppLayout, useGenerativeAiAvailable } from '../../components/layouts';
import { noticeClass } from '../../components/notice';
import { useLinkedItem } from '../../components/use-linked-item';
import { openItemParam } from '../../lib/paths';
import { MatterFilter, type MatterFilterValue, matterQueryParam } from '../matters';
import { InsufficientPointsDialog, usePointCosts } from '../points';
import { CaseDetails } from './case-details';
import { CaseForm } from './case-form';
import { type CaseFormValues, formToPayload } from './case-form-values';
import { CaseList } from './case-list';
import { fetchCaseStrategy, logCaseActivity } from './case-strategies-api';
import {
  CREATED_TOAST,
  DELETE_CONFIRMATION,
  LIST_ERROR,
  LOADING_TEXT,
  PAGE_TITLE,
  REGENERATE_ERROR,
  REGENERATED_TOAST,
  SAVED_TOAST,
} from './case-strategies-messages';
import { useCaseStrategies, useCreateCase, useDeleteCase, useUpdateCase } from './case-strategies-queries';

/** /case-strategy: the case strategy simulator (spec 2 §2.8, §4, §8). */
export function CaseStrategyPage() {
  const [page, setPage] = useState(1);
  const [matterFilter, setMatterFilter] = useState<MatterFilterValue>('all');
  const cases = useCaseStrategies(page, matterQueryParam(matterFilter));
  const lastPage = cases.data?.last_page;
  if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  const costs = usePointCosts();
  const cost = costs.case_strategy_simple;
  const aiAvailable = useGenerativeAiAvailable();
  const creation = useCreateCase();
  const updating = useUpdateCase();
  const [selected, setSelected] = useState<CaseStrategyResource | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<CaseStrategyResource | null>(null);
  const removal = useDeleteCase((id) => {
    if (selected?.id === id) {
      setSelected(null);
      setEditing(false);
    }
  });

  function select(item: CaseStrategyResource) {
    setSelected(item);
    setEditing(false);
    updating.setError(null);
    logCaseActivity('CASE_SELECTED', { case_id: item.id });
  }
  // A case opened from its matter's page.
  useLinkedItem(openItemParam.caseStrategy, fetchCaseStrategy, select);

  // On a phone the details come after the form and the list: a case chosen is brought into view.
  const detailsRef = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id;
  useEffect(() => {
    const details = detailsRef.current;
    if (selectedId === undefined || !details) return;
    if (details.getBoundingClientRect().top >= window.innerHeight)
      details.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [selectedId]);

  async function regenerate() {
    if (!selected) return;
    logCaseActivity('CASE_ANALYSIS_REGENERATE_ATTEMPT', { case_id: selected.id });
    const saved = await updating.update(selected.id, { regenerate_ai_analysis: true }, REGENERATE_ERROR);
    if (!saved) return;
    setSelected(saved);
    logCaseActivity('CASE_ANALYSIS_REGENERATED', { case_id: saved.id });
    // The server saves the case and says why when it could not generate (no model, no corpus).
    if (saved.analysis_unavailable_reason) showAppToast(saved.analysis_unavailable_reason, 'info');
    else showAppToast(REGENERATED_TOAST, 'success');
  }

  async function saveAndRegenerate(values: CaseFormValues) {
    if (!selected) return;
    logCaseActivity('CASE_EDIT_SAVE_AND_REGENERATE', { case_id: selected.id });
    const body = { ...formToPayload(values), regenerate_ai_analysis: true };
    const saved = await updating.update(selected.id, body, REGENERATE_ERROR);
    if (!saved) return;
    setSelected(saved);
    setEditing(false);
    if (saved.analysis_unavailable_reason) showAppToast(saved.analysis_unavailable_reason, 'info');
    else showAppToast(SAVED_TOAST, 'success');
  }

  const pointsDialog = creation.pointsDialog ?? updating.pointsDialog;

  return (
    <AppLayout title={PAGE_TITLE} confirmLogout>
      <div className="flex flex-col gap-4 p-3 sm:p-6 xl:p-8">
        <div role="alert" className="empty:hidden">
          {cases.isError && (
            <div
              className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}
              data-testid="page-error"
            >
              <span>{LIST_ERROR}.</span>
              <button type="button" className="font-medium underline" onClick={() => void cases.refetch()}>
                Riprova
              </button>
            </div>
          )}
        </div>
        {cases.isPending ? (
          <p role="status" className="py-16 text-center text-ink-muted" data-testid="page-loading">
            {LOADING_TEXT}
          </p>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2 2xl:grid-cols-[minmax(0,4fr)_minmax(0,3fr)_minmax(0,5fr)]">
            <CaseForm
              cost={cost}
              aiAvailable={aiAvailable}
              creating={creation.creating}
              error={creation.error}
              onCreate={async (payload) => {
                const created = await creation.create(payload);
                if (!created) return false;
                setSelected(created);
                setEditing(false);
                showAppToast(CREATED_TOAST, 'success');
                return true;
              }}
            />
            <CaseList
              page={cases.data}
              selectedId={selected?.id ?? null}
              onPage={setPage}
              onSelect={select}
              onDelete={setDeleting}
              filter={
                <MatterFilter
                  value={matterFilter}
                  onChange={(value) => {
                    setMatterFilter(value);
                    setPage(1);
                  }}
                />
              }
            />
            {selected && (
              <div ref={detailsRef} className="min-w-0 scroll-mt-4 lg:col-span-2 2xl:col-span-1">
                <CaseDetails
                  key={`${selected.id}-${selected.updated_at}`}
                  item={selected}
                  editing={editing}
                  busy={updating.updating}
                  cost={cost}
                  aiAvailable={aiAvailable}
                  error={updating.error}
                  onEdit={() => {
                    setEditing(true);
                    logCaseActivity('CASE_EDIT_MODE_ENABLED', { case_id: selected.id });
                  }}
                  onCancelEdit={() => setEditing(false)}
                  onSaveAndRegenerate={(values) => void saveAndRegenerate(values)}
                  onRegenerate={() => void regenerate()}
                  onFiled={setSelected}
                  onClose={() => {
                    setSelected(null);
                    setEditing(false);
                    updating.setError(null);
                  }}
                />
              </div>
            )}
          </div>
        )}
      </div>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Eliminare il caso?"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) removal.mutate(deleting);
          setDeleting(null);
        }}
      >
        <p>{DELETE_CONFIRMATION}</p>
        {deleting && <p className="mt-2 font-medium">«{deleting.case_title}»</p>}
      </ConfirmDeleteDialog>
      <InsufficientPointsDialog
        open={pointsDialog !== null}
        info={pointsDialog?.info ?? null}
        onClose={() => {
          creation.closePointsDialog();
          updating.closePointsDialog();
        }}
      />
    </AppLayout>
  );
}
