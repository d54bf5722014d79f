import { PageShell } from '../../components/page-shell';

export function SubscriptionPage() {
  return <PageShell title="Piani di abbonamento" />;
}
