import { PageShell } from '../../components/page-shell';

export function UserDetailsPage() {
  return <PageShell title="Dettagli Account" />;
}
