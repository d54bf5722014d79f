import { LogoutButton } from '../../components/logout-button';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../lib/paths';

export function UserDetailsPage() {
  return <PageShell title="Dettagli Account" actions={<LogoutButton redirectTo={paths.login} />} />;
}
