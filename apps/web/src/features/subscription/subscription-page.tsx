import { AppLayout } from '../../components/layouts';

export function SubscriptionPage() {
  return <AppLayout title="Piani di abbonamento">{null}</AppLayout>;
}
