import type { AccountUsage } from '@brocardo/shared';
import { formatPointsFull } from '../../subscription';
import { formatCount } from '../account-messages';
import { AccountCard, FactList } from './account-card';

/** Statistiche di Utilizzo (spec 2 §2.9, §9): counts over everything the user has. */
export function UsageCard({ usage }: { usage: AccountUsage }) {
  return (
    <AccountCard title="Statistiche di Utilizzo" testId="card-usage">
      <FactList
        facts={[
          {
            label: 'Conversazioni',
            value: formatCount(usage.conversations_count),
            testId: 'usage-conversations',
          },
          { label: 'Messaggi', value: formatCount(usage.messages_count), testId: 'usage-messages' },
          {
            label: 'Documenti caricati',
            value: formatCount(usage.user_documents_count),
            testId: 'usage-documents',
          },
          {
            label: 'Documenti legali',
            value: `${formatCount(usage.legal_documents_count)} · ${usage.enhancement_rate}% con AI`,
            testId: 'usage-legal-documents',
          },
          {
            label: 'Strategie legali',
            value: `${formatCount(usage.case_strategies_count)} · ${usage.ai_usage_rate}% con analisi AI`,
            testId: 'usage-strategies',
          },
          {
            label: 'Punti usati in totale',
            value: formatPointsFull(usage.total_points_used),
            testId: 'usage-points',
          },
        ]}
      />
    </AccountCard>
  );
}
