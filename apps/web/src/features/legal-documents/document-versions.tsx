import type { LegalDocumentVersion } from '@brocardo/shared';
import { useState } from 'react';
import { formatDocumentDate } from './document-card';
import { useDocumentVersions } from './legal-documents-queries';

interface DocumentVersionsProps {
  documentId: number;
  currentVersion: number;
  /** The version being read instead of the current text, if any. */
  shown: number | null;
  onShow(version: LegalDocumentVersion): void;
}

/** 'Versioni precedenti': every saved text of the document, read on demand (newest first). */
export function DocumentVersions({ documentId, currentVersion, shown, onShow }: DocumentVersionsProps) {
  const [open, setOpen] = useState(false);
  const versions = useDocumentVersions(documentId, open);
  const older = (versions.data ?? []).filter((version) => version.version !== currentVersion);
  return (
    <details
      className="rounded-md border border-rule bg-paper px-3 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="document-versions"
    >
      <summary className="cursor-pointer text-sm font-semibold text-ink">Versioni precedenti</summary>
      <div className="mt-2 text-sm">
        {versions.isPending && open && <p className="text-ink-muted">Caricamento versioni…</p>}
        {versions.isError && (
          <p role="alert" className="text-critical">
            Errore durante il caricamento delle versioni.
          </p>
        )}
        {versions.isSuccess && older.length === 0 && (
          <p className="text-ink-muted">Nessuna versione precedente: il testo non è stato modificato.</p>
        )}
        {older.length > 0 && (
          <ul className="flex flex-col gap-1">
            {older.map((version) => (
              <li key={version.version}>
                <button
                  type="button"
                  onClick={() => onShow(version)}
                  aria-pressed={shown === version.version}
                  className="w-full rounded-md px-2 py-1.5 text-left text-ink hover:bg-accent-soft aria-pressed:bg-accent-soft aria-pressed:font-medium"
                >
                  Versione {version.version} — {formatDocumentDate(version.created_at)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
