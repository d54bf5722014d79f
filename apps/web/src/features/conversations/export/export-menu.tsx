import { useEffect, useRef, useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { fetchConversationExport } from '../search/conversation-search-api';
import { type AnswerOutline, exportFileName } from './export-blocks';

type Format = 'pdf' | 'docx';

/** The menu's width (w-40), in px: where the button sits too near the left edge, it opens rightwards. */
const MENU_WIDTH_PX = 160;

/**
 * "Esporta" in the chat header: the conversation with its sources resolved, as PDF or Word; the
 * answers written as `answerOutline` lays them out. Off while the conversation has no message.
 */
export function ExportMenu({
  conversationId,
  answerOutline,
  empty = false,
}: {
  conversationId: number | null;
  answerOutline: AnswerOutline;
  empty?: boolean;
}) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState(false);
  // On phones the header's actions wrap, leaving "Esporta" at the left edge: a menu aligned to
  // its right edge would open off screen.
  const [openRightwards, setOpenRightwards] = useState(false);
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);

  // Like any menu: a click elsewhere or Escape closes it (Escape gives the focus back to «Esporta»).
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const details = menuRef.current;
      if (!details) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.querySelector('summary')?.focus();
      } else if (details.contains(event.target as Node)) return;
      details.open = false;
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function download(format: Format) {
    if (conversationId === null || empty) return;
    setBusy(format);
    setFailed(false);
    try {
      // jsPDF and docx are loaded on the first download, not with the chat.
      const [data, files] = await Promise.all([
        fetchConversationExport(conversationId),
        import('./export-files'),
      ]);
      const blob =
        format === 'pdf'
          ? files.conversationPdf(data, answerOutline)
          : await files.conversationDocx(data, answerOutline);
      saveFile(blob, exportFileName(data.conversation.title, format, data.exported_at));
      if (menuRef.current) menuRef.current.open = false;
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  const itemClass = 'block w-full px-3 py-1.5 text-left text-sm hover:bg-accent-soft disabled:text-ink-muted';
  return (
    <details
      ref={menuRef}
      className="relative shrink-0"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        setOpenRightwards(event.currentTarget.getBoundingClientRect().right < MENU_WIDTH_PX);
      }}
    >
      <summary
        aria-disabled={conversationId === null}
        className="cursor-pointer list-none rounded-md border border-rule px-2.5 py-1 text-xs font-semibold text-ink"
      >
        {busy ? 'Esportazione…' : 'Esporta'}
      </summary>
      <div
        className={`absolute ${openRightwards ? 'left-0' : 'right-0'} z-20 mt-1 w-40 rounded-md border border-rule bg-paper-raised py-1 shadow`}
      >
        <button
          type="button"
          className={itemClass}
          disabled={busy !== null || empty}
          onClick={() => void download('pdf')}
        >
          PDF
        </button>
        <button
          type="button"
          className={itemClass}
          disabled={busy !== null || empty}
          onClick={() => void download('docx')}
        >
          Word
        </button>
        {empty && <p className="px-3 py-1 text-xs text-ink-muted">Nessun messaggio da esportare.</p>}
        {failed && (
          <p role="alert" className="px-3 py-1 text-xs text-critical">
            Esportazione non riuscita. Riprova.
          </p>
        )}
      </div>
    </details>
  );
}
