import {
  type AccountRecentCaseStrategy,
  type AccountRecentLegalDocument,
  LEGAL_DOCUMENT_STATUS_LABELS,
  LEGAL_DOCUMENT_TYPE_LABELS,
  type PointsTransaction,
} from '@brocardo/shared';
import { Link } from 'react-router';
import { linkClass } from '../../../components/buttons';
import { paths } from '../../../lib/paths';
import { formatItalianDate } from '../../subscription';
import {
  EMPTY_DOCUMENTS,
  EMPTY_STRATEGIES,
  EMPTY_TRANSACTIONS,
  SHOWN_RECENT_ITEMS,
  SHOWN_TRANSACTIONS,
  signedPoints,
  transactionLabel,
} from '../account-messages';
import { AccountCard, EmptyText } from './account-card';

const listClass = 'flex flex-col divide-y divide-rule';
const itemClass = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2';

const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function TransactionsCard({ transactions }: { transactions: PointsTransaction[] }) {
  const shown = transactions.slice(0, SHOWN_TRANSACTIONS);
  return (
    <AccountCard title="Transazioni Recenti" testId="card-transactions">
      {shown.length === 0 ? (
        <EmptyText testId="transactions-empty">{EMPTY_TRANSACTIONS}</EmptyText>
      ) : (
        <ul className={listClass} aria-label="Transazioni">
          {shown.map((transaction) => (
            <li key={transaction.id} className={itemClass} data-testid="transaction">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-ink">{transactionLabel(transaction)}</span>
                <span className="text-xs text-ink-muted">{formatItalianDate(transaction.date)}</span>
              </span>
              <span
                className={`font-semibold tabular-nums ${transaction.points_used > 0 ? 'text-ink' : 'text-success'}`}
                data-testid="transaction-points"
              >
                {signedPoints(transaction.points_used)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

interface RecentItem {
  id: number;
  title: string;
  /** One line under the title: kind, status, date. */
  details: string;
}

/** Documenti Recenti and Strategie Recenti (spec 2 §2.9): the first 3 items and a link to their page. */
function RecentItemsCard({
  title,
  items,
  listLabel,
  emptyText,
  link,
  testIds,
}: {
  title: string;
  items: RecentItem[];
  listLabel: string;
  emptyText: string;
  link: { to: string; label: string };
  testIds: { card: string; empty: string; item: string };
}) {
  const shown = items.slice(0, SHOWN_RECENT_ITEMS);
  return (
    <AccountCard
      title={title}
      testId={testIds.card}
      footer={
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
      }
    >
      {shown.length === 0 ? (
        <EmptyText testId={testIds.empty}>{emptyText}</EmptyText>
      ) : (
        <ul className={listClass} aria-label={listLabel}>
          {shown.map((item) => (
            <li key={item.id} className="flex flex-col gap-0.5 py-2" data-testid={testIds.item}>
              <span className="font-medium break-words text-ink">{item.title}</span>
              <span className="text-xs text-ink-muted">{item.details}</span>
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

export function DocumentsCard({ documents }: { documents: AccountRecentLegalDocument[] }) {
  return (
    <RecentItemsCard
      title="Documenti Recenti"
      listLabel="Documenti legali recenti"
      emptyText={EMPTY_DOCUMENTS}
      link={{ to: paths.legalDocuments, label: 'Vai ai documenti legali' }}
      testIds={{ card: 'card-documents', empty: 'documents-empty', item: 'recent-document' }}
      items={documents.map((document) => ({
        id: document.id,
        title: document.title,
        details: [
          labelOf(LEGAL_DOCUMENT_TYPE_LABELS, document.document_type),
          labelOf(LEGAL_DOCUMENT_STATUS_LABELS, document.status),
          ...(document.ai_enhanced ? ['con AI'] : []),
          formatItalianDate(document.created_at),
        ].join(' · '),
      }))}
    />
  );
}

export function StrategiesCard({ strategies }: { strategies: AccountRecentCaseStrategy[] }) {
  return (
    <RecentItemsCard
      title="Strategie Recenti"
      listLabel="Strategie legali recenti"
      emptyText={EMPTY_STRATEGIES}
      link={{ to: paths.caseStrategy, label: 'Vai alle strategie legali' }}
      testIds={{ card: 'card-strategies', empty: 'strategies-empty', item: 'recent-strategy' }}
      items={strategies.map((strategy) => ({
        id: strategy.id,
        title: strategy.case_title,
        details: [
          capitalised(strategy.case_type),
          strategy.legal_area,
          ...(strategy.success_probability === null
            ? []
            : [`probabilità ${Math.round(strategy.success_probability)}%`]),
          formatItalianDate(strategy.created_at),
        ].join(' · '),
      }))}
    />
  );
}
