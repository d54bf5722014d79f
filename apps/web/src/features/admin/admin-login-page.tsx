import { PageShell } from '../../components/page-shell';
import { RedirectMessageNotice } from '../../components/redirect-message-notice';

export function AdminLoginPage() {
  return (
    <PageShell title="Portale Admin">
      <RedirectMessageNotice />
    </PageShell>
  );
}
