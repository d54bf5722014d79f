import { PageShell } from '../../components/page-shell';
import { RedirectMessageNotice } from '../../components/redirect-message-notice';

export function LoginPage() {
  return (
    <PageShell title="Accedi">
      <RedirectMessageNotice />
    </PageShell>
  );
}
