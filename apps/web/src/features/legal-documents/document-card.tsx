import {
  LEGAL_AREA_LABELS,
  LEGAL_DOCUMENT_STATUS_LABELS,
  LEGAL_DOCUMENT_TYPE_LABELS,
  type LegalDocumentResource,
  type LegalDocumentStatus,
} from '@brocardo/shared';

// Italian time wherever the browser is, as every other screen and export shows it.
const DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** `10 marzo 2025 alle ore 10:30`, or the Italian for a date that cannot be read. */
export function formatDocumentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Data non valida' : DATE_TIME.format(date);
}

const statusClass: Record<LegalDocumentStatus, string> = {
  draft: 'border-rule bg-paper text-ink-muted',
  generated: 'border-accent/30 bg-accent-soft text-accent',
  reviewed: 'border-warning/40 bg-warning/5 text-warning',
  finalized: 'border-success/40 bg-success/5 text-success',
};

export function StatusBadge({ status }: { status: LegalDocumentStatus }) {
  return (
    <span
      data-testid="document-status"
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${statusClass[status]}`}
    >
      {LEGAL_DOCUMENT_STATUS_LABELS[status]}
    </span>
  );
}

const AI_LABEL = { basic: 'AI base', enhanced: 'AI avanzata' } as const;

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="rounded-md p-2 text-ink-muted transition-colors hover:bg-accent-soft hover:text-accent active:translate-y-px"
    >
      {children}
    </button>
  );
}

interface DocumentCardProps {
  document: LegalDocumentResource;
  onOpen(): void;
  onDownload(): void;
  onDelete(): void;
}

/** Spec 2 §2.7: a generated document with its status label, download and delete icons. */
export function DocumentCard({ document, onOpen, onDownload, onDelete }: DocumentCardProps) {
  const aiOption = document.metadata.ai_option;
  return (
    <li
      data-testid="document-card"
      className="flex items-start gap-2 rounded-md border border-rule bg-paper-raised transition-colors hover:border-accent/50"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-md px-3 py-3 text-left"
      >
        <span className="truncate font-medium text-ink" title={document.title}>
          {document.title}
        </span>
        <span className="text-xs text-ink-muted">
          {LEGAL_DOCUMENT_TYPE_LABELS[document.document_type]} · {LEGAL_AREA_LABELS[document.legal_area]}
          {aiOption === 'basic' || aiOption === 'enhanced' ? ` · ${AI_LABEL[aiOption]}` : ''}
        </span>
        <span className="text-xs text-ink-muted">
          <time dateTime={document.created_at}>{formatDocumentDate(document.created_at)}</time>
        </span>
      </button>
      <div className="flex shrink-0 flex-col items-end gap-1 py-2 pr-2">
        <StatusBadge status={document.status} />
        <div className="flex">
          <IconButton label={`Scarica «${document.title}»`} onClick={onDownload}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
              <path
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14"
              />
            </svg>
          </IconButton>
          <IconButton label={`Elimina «${document.title}»`} onClick={onDelete}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
              <path
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
              />
            </svg>
          </IconButton>
        </div>
      </div>
    </li>
  );
}
