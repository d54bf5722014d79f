import type { FiledItem, MatterDetailResponse } from '@brocardo/shared';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { openItemParam, paths } from '../../lib/paths';
import { setCurrentConversationId } from '../../lib/storage';
import { formatPointsFull } from '../subscription';

const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Personal documents are listed as text: the app has no page or preview for one, and the chat's
 * documents panel opens from its own button only (a link here led to the chat's home, nothing shown).
 */
export const DOCUMENTS_NOTE =
  'Si attivano e si gestiscono in chat, dal pulsante dei documenti accanto al campo del messaggio.';

const itemLinkClass = 'min-w-0 truncate text-left font-medium text-accent underline-offset-2 hover:underline';

interface SectionProps {
  title: string;
  items: FiledItem[];
  empty: string;
  testId: string;
  /**
   * Opens an item: a link to it, or an action (the chat opens a conversation). Without it the items
   * are plain text: personal documents have no page or preview of their own to open.
   */
  open?: { to(item: FiledItem): string } | { onOpen(item: FiledItem): void };
  /** A line under the heading, about where the items are managed. */
  note?: string;
  /** Words before each item's date ('Caricato il'). */
  datePrefix?: string;
}

function ItemTitle({ item, open }: { item: FiledItem; open: SectionProps['open'] }) {
  if (!open) {
    return (
      <span className="min-w-0 truncate font-medium text-ink" title={item.title}>
        {item.title}
      </span>
    );
  }
  if ('to' in open) {
    return (
      <Link to={open.to(item)} className={itemLinkClass} title={item.title}>
        {item.title}
      </Link>
    );
  }
  return (
    <button type="button" className={itemLinkClass} title={item.title} onClick={() => open.onOpen(item)}>
      {item.title}
    </button>
  );
}

function ItemsSection({ title, items, empty, testId, open, note, datePrefix }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-testid={testId}>
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {title} <span className="font-normal tabular-nums">({items.length})</span>
      </h3>
      {note && items.length > 0 && <p className="text-xs text-ink-muted">{note}</p>}
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-rule rounded-md border border-rule">
          {items.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm">
              <ItemTitle item={item} open={open} />
              <span className="shrink-0 text-xs text-ink-muted tabular-nums">
                {datePrefix && `${datePrefix} `}
                <time dateTime={item.date}>{DATE.format(new Date(item.date))}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A matter's page: its details, the points it used, and everything filed under it. */
export function MatterDetail({ detail }: { detail: MatterDetailResponse }) {
  const navigate = useNavigate();
  const { matter, items, points } = detail;
  const facts = [
    ['Numero', matter.reference],
    ['Ufficio giudiziario', matter.court],
    ['Controparte', matter.counterparty],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <article
      className="flex min-w-0 flex-col gap-5 rounded-lg border border-rule bg-paper-raised p-4 sm:p-6"
      data-testid="matter-detail"
    >
      <header className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">{matter.client_name}</p>
        <h2 className="font-serif text-2xl leading-snug font-semibold break-words text-ink">{matter.name}</h2>
        {facts.length > 0 && (
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </header>
      <dl className="grid grid-cols-2 gap-3" data-testid="matter-points">
        <div className="rounded-md bg-accent-soft px-3 py-2">
          <dt className="text-xs text-ink-muted">Punti questo mese</dt>
          <dd className="font-serif text-xl font-semibold text-ink tabular-nums">
            {formatPointsFull(points.month)}
          </dd>
        </div>
        <div className="rounded-md bg-accent-soft px-3 py-2">
          <dt className="text-xs text-ink-muted">Punti in totale</dt>
          <dd className="font-serif text-xl font-semibold text-ink tabular-nums">
            {formatPointsFull(points.total)}
          </dd>
        </div>
      </dl>
      <ItemsSection
        title="Conversazioni"
        items={items.conversations}
        empty="Nessuna conversazione in questa pratica."
        testId="matter-conversations"
        open={{
          onOpen: (item) => {
            setCurrentConversationId(Number(item.id));
            void navigate(paths.home);
          },
        }}
      />
      <ItemsSection
        title="Documenti personali"
        items={items.documents}
        empty="Nessun documento caricato in questa pratica."
        testId="matter-documents"
        note={DOCUMENTS_NOTE}
        datePrefix="Caricato il"
      />
      <ItemsSection
        title="Documenti legali"
        items={items.legal_documents}
        empty="Nessun documento legale in questa pratica."
        testId="matter-legal-documents"
        open={{ to: (item) => `${paths.legalDocuments}?${openItemParam.legalDocument}=${item.id}` }}
      />
      <ItemsSection
        title="Strategie legali"
        items={items.case_strategies}
        empty="Nessun caso in questa pratica."
        testId="matter-case-strategies"
        open={{ to: (item) => `${paths.caseStrategy}?${openItemParam.caseStrategy}=${item.id}` }}
      />
    </article>
  );
}
