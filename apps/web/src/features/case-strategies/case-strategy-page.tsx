import { LogoutButton } from '../../components/logout-button';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../lib/paths';

export function CaseStrategyPage() {
  return (
    <PageShell title="Simulatore Strategie Legali" actions={<LogoutButton redirectTo={paths.login} />} />
  );
}
