import { AppLayout } from '../../app/layout';

export function SubscriptionPage() {
  return <AppLayout title="Piani di abbonamento">{null}</AppLayout>;
}
