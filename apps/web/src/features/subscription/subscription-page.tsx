import { LogoutButton } from '../../components/logout-button';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../lib/paths';

export function SubscriptionPage() {
  return <PageShell title="Piani di abbonamento" actions={<LogoutButton redirectTo={paths.login} />} />;
}
