import type { LegalDocumentResource } from '@brocardo/shared';
import { useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { AppLayout, useGenerativeAiAvailable } from '../../components/layouts';
import { noticeClass } from '../../components/notice';
import { useLinkedItem } from '../../components/use-linked-item';
import { openItemParam } from '../../lib/paths';
import { MatterFilter, type MatterFilterValue, matterQueryParam } from '../matters';
import { InsufficientPointsDialog, usePointCosts } from '../points';
import { DocumentForm } from './document-form';
import { DocumentList } from './document-list';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { DownloadDialog } from './download-dialog';
import { fetchLegalDocument } from './legal-documents-api';
import {
  DELETE_CONFIRMATION,
  DOCUMENTS_ERROR,
  LOADING_TEXT,
  PAGE_TITLE,
  TEMPLATES_ERROR,
} from './legal-documents-messages';
import {
  useDeleteDocument,
  useGenerateDocument,
  useLegalDocuments,
  useLegalTemplates,
} from './legal-documents-queries';
import type { DraftStore } from './use-document-editing';

/** /legal-documents: the legal document generator (spec 2 §2.7, §4, §8). */
export function LegalDocumentsPage() {
  const templates = useLegalTemplates();
  const [page, setPage] = useState(1);
  const [matterFilter, setMatterFilter] = useState<MatterFilterValue>('all');
  const documents = useLegalDocuments(page, matterQueryParam(matterFilter));
  // Deleting the last document of the last page: that page is gone, show the one before.
  const lastPage = documents.data?.last_page;
  if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  const aiAvailable = useGenerativeAiAvailable();
  const costs = usePointCosts();
  const generation = useGenerateDocument();
  const [viewing, setViewing] = useState<LegalDocumentResource | null>(null);
  const [downloading, setDownloading] = useState<LegalDocumentResource | null>(null);
  const [deleting, setDeleting] = useState<LegalDocumentResource | null>(null);
  // A document opened from its matter's page.
  useLinkedItem(openItemParam.legalDocument, fetchLegalDocument, setViewing);
  const drafts = useRef<DraftStore>(new Map()).current;
  const removal = useDeleteDocument((id) => {
    drafts.delete(id);
    setViewing((current) => (current?.id === id ? null : current));
  });

  const loading = templates.isPending || documents.isPending;
  const errors = [templates.isError && TEMPLATES_ERROR, documents.isError && DOCUMENTS_ERROR].filter(Boolean);

  return (
    <AppLayout title={PAGE_TITLE}>
      <div className="flex flex-col gap-4 p-3 sm:p-6 xl:p-8">
        <div role="alert" className="empty:hidden">
          {errors.length > 0 && (
            <div
              className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}
              data-testid="page-error"
            >
              <span>{errors.join('. ')}.</span>
              <button
                type="button"
                className="font-medium underline"
                onClick={() => {
                  if (templates.isError) void templates.refetch();
                  if (documents.isError) void documents.refetch();
                }}
              >
                Riprova
              </button>
            </div>
          )}
        </div>
        {loading ? (
          <p role="status" className="py-16 text-center text-ink-muted" data-testid="page-loading">
            {LOADING_TEXT}
          </p>
        ) : (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]">
            <DocumentForm
              templates={templates.data ?? []}
              aiAvailable={aiAvailable}
              costs={{ basic: costs.legal_document_simple, enhanced: costs.legal_document_complex }}
              generating={generation.generating}
              error={generation.error}
              onGenerate={generation.generate}
            />
            <DocumentList
              page={documents.data}
              refreshing={documents.isFetching}
              onRefresh={() => void documents.refetch()}
              onPage={setPage}
              onOpen={setViewing}
              onDownload={setDownloading}
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
          </div>
        )}
      </div>
      <DocumentViewerDialog
        document={viewing}
        onClose={() => setViewing(null)}
        onDownload={setDownloading}
        onChanged={setViewing}
        drafts={drafts}
      />
      <DownloadDialog document={downloading} onClose={() => setDownloading(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Eliminare il documento?"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) removal.mutate(deleting);
          setDeleting(null);
        }}
      >
        <p>{DELETE_CONFIRMATION}</p>
        {deleting && <p className="mt-2 font-medium">«{deleting.title}»</p>}
      </ConfirmDeleteDialog>
      <InsufficientPointsDialog
        open={generation.pointsDialog !== null}
        info={generation.pointsDialog?.info ?? null}
        onClose={generation.closePointsDialog}
      />
    </AppLayout>
  );
}
