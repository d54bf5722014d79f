import type { AccountSummaryResponse } from '@brocardo/shared';
import { Link } from 'react-router';
import { linkClass } from '../../../components/buttons';
import { paths } from '../../../lib/paths';
import {
  daysText,
  formatItalianDate,
  formatPlanPrice,
  formatPointsFull,
  shortPoints,
} from '../../subscription';
import { orNotSpecified } from '../account-messages';
import { AccountCard, FactList } from './account-card';

export function PersonalInfoCard({ user }: { user: AccountSummaryResponse['user'] }) {
  return (
    <AccountCard title="Informazioni Personali" testId="card-personal">
      <FactList
        facts={[
          { label: 'Nome', value: orNotSpecified(user.name), testId: 'user-name' },
          { label: 'Email', value: orNotSpecified(user.email), testId: 'user-email' },
          { label: 'Registrato il', value: formatItalianDate(user.created_at), testId: 'user-created' },
        ]}
      />
    </AccountCard>
  );
}

export function PointsCard({ points }: { points: AccountSummaryResponse['points'] }) {
  const balance = shortPoints(points.current_balance);
  return (
    <AccountCard title="Saldo Punti" testId="card-points">
      <p className="font-serif text-4xl font-semibold text-ink tabular-nums" title={balance.full}>
        <span aria-hidden="true" data-testid="points-balance-short">
          {balance.short}
        </span>
        <span className="sr-only">{balance.full}</span>
      </p>
      <FactList
        facts={[
          {
            label: 'Punti mensili',
            value: formatPointsFull(points.monthly_allowance),
            testId: 'points-allowance',
          },
          {
            label: 'Usati questo mese',
            value: formatPointsFull(points.monthly_usage),
            testId: 'points-month-usage',
          },
          { label: 'Rinnovo tra', value: daysText(points.days_until_reset), testId: 'points-reset' },
        ]}
      />
    </AccountCard>
  );
}

interface PlanCardProps {
  plan: AccountSummaryResponse['plan'];
  pending: AccountSummaryResponse['pending_upgrade_request'];
}

export function PlanCard({ plan, pending }: PlanCardProps) {
  return (
    <AccountCard
      title="Piano di Abbonamento"
      testId="card-plan"
      footer={
        <Link to={paths.subscription} className={linkClass}>
          Cambia piano
        </Link>
      }
    >
      <p className="font-serif text-2xl font-semibold text-ink" data-testid="plan-name">
        {plan.name}
      </p>
      <FactList
        facts={[
          { label: 'Punti al mese', value: formatPointsFull(plan.monthly_points), testId: 'plan-points' },
          { label: 'Prezzo', value: formatPlanPrice(plan.price), testId: 'plan-price' },
        ]}
      />
      {pending && (
        <p
          data-testid="plan-pending"
          className="rounded-md border border-warning/40 bg-warning/5 px-3 py-2 text-ink"
        >
          Richiesta di passaggio al piano <strong>{pending.requested_plan.name}</strong> in attesa dal{' '}
          {formatItalianDate(pending.created_at)}.
        </p>
      )}
    </AccountCard>
  );
}
