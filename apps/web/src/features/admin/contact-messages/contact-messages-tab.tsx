import { useState } from 'react';
import { dialogSecondaryClass } from '../../../components/dialog-buttons';
import { noticeClass } from '../../../components/notice';
import { PaginationNav } from '../../../components/pagination-nav';
import { formatWhole } from '../admin-messages';
import { useContactMessages } from '../admin-queries';
import { ContactMessageCard } from './contact-message-card';

/** 'Messaggi di contatto': what visitors sent from /discover, newest first. */
export function ContactMessagesTab() {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  const data = messages.data;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-serif text-xl font-semibold text-ink">Messaggi di contatto</h2>
      {messages.isPending && <p className="text-sm text-ink-muted">Caricamento dei messaggi…</p>}
      {messages.isError && (
        <div
          role="alert"
          className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}
        >
          Impossibile caricare i messaggi: {messages.error.message}
          <button type="button" className={dialogSecondaryClass} onClick={() => void messages.refetch()}>
            Riprova
          </button>
        </div>
      )}
      {data && data.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-rule px-4 py-10 text-center text-ink-muted">
          Nessun messaggio di contatto.
        </p>
      )}
      {data && data.data.length > 0 && (
        <>
          <p className="text-sm text-ink-muted">
            {data.from}–{data.to} di {formatWhole(data.total)}
          </p>
          <ul className="grid gap-4 xl:grid-cols-2">
            {data.data.map((message) => (
              <li key={message.id}>
                <ContactMessageCard message={message} />
              </li>
            ))}
          </ul>
        </>
      )}
      <PaginationNav page={data} label="Pagine dei messaggi" onPage={setPage} />
    </div>
  );
}
