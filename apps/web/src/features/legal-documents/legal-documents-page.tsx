import { LogoutButton } from '../../components/logout-button';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../lib/paths';

export function LegalDocumentsPage() {
  return (
    <PageShell title="Generatore di Documenti Legali" actions={<LogoutButton redirectTo={paths.login} />} />
  );
}
