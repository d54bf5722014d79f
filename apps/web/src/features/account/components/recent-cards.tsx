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

export function DocumentsCard({ documents }: { documents: AccountRecentLegalDocument[] }) {
  const shown = documents.slice(0, SHOWN_RECENT_ITEMS);
  return (
    <AccountCard
      title="Documenti Recenti"
      testId="card-documents"
      footer={
        <Link to={paths.legalDocuments} className={linkClass}>
          Vai ai documenti legali
        </Link>
      }
    >
      {shown.length === 0 ? (
        <EmptyText testId="documents-empty">{EMPTY_DOCUMENTS}</EmptyText>
      ) : (
        <ul className={listClass} aria-label="Documenti legali recenti">
          {shown.map((document) => (
            <li key={document.id} className="flex flex-col gap-0.5 py-2" data-testid="recent-document">
              <span className="font-medium break-words text-ink">{document.title}</span>
              <span className="text-xs text-ink-muted">
                {labelOf(LEGAL_DOCUMENT_TYPE_LABELS, document.document_type)} ·{' '}
                {labelOf(LEGAL_DOCUMENT_STATUS_LABELS, document.status)}
                {document.ai_enhanced ? ' · con AI' : ''} · {formatItalianDate(document.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

export function StrategiesCard({ strategies }: { strategies: AccountRecentCaseStrategy[] }) {
  const shown = strategies.slice(0, SHOWN_RECENT_ITEMS);
  return (
    <AccountCard
      title="Strategie Recenti"
      testId="card-strategies"
      footer={
        <Link to={paths.caseStrategy} className={linkClass}>
          Vai alle strategie legali
        </Link>
      }
    >
      {shown.length === 0 ? (
        <EmptyText testId="strategies-empty">{EMPTY_STRATEGIES}</EmptyText>
      ) : (
        <ul className={listClass} aria-label="Strategie legali recenti">
          {shown.map((strategy) => (
            <li key={strategy.id} className="flex flex-col gap-0.5 py-2" data-testid="recent-strategy">
              <span className="font-medium break-words text-ink">{strategy.case_title}</span>
              <span className="text-xs text-ink-muted">
                {capitalised(strategy.case_type)} · {strategy.legal_area}
                {strategy.success_probability === null
                  ? ''
                  : ` · probabilità ${Math.round(strategy.success_probability)}%`}{' '}
                · {formatItalianDate(strategy.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}
