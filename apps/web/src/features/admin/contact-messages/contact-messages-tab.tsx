import { useState } from 'react';
import { useContactMessages } from '../admin-queries';
import { PagedCards } from '../list-states';
import { ContactMessageCard } from './contact-message-card';

/** 'Messaggi di contatto': what visitors sent from /discover, newest first. */
export function ContactMessagesTab() {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-serif text-xl font-semibold text-ink">Messaggi di contatto</h2>
      <PagedCards
        query={messages}
        loadingText="Caricamento dei messaggi…"
        errorText="Impossibile caricare i messaggi"
        emptyText="Nessun messaggio di contatto."
        pagesLabel="Pagine dei messaggi"
        onPage={setPage}
        renderItem={(message) => <ContactMessageCard message={message} />}
      />
    </div>
  );
}
