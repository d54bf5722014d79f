import { PageShell } from '../../components/page-shell';

export function PrivacyPolicyPage() {
  return <PageShell title="Informativa sulla privacy" />;
}
