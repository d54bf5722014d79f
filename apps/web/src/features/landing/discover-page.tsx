import { PageShell } from '../../components/page-shell';

export function DiscoverPage() {
  return <PageShell title="Brocardo" />;
}
