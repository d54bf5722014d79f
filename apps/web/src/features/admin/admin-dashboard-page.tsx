import { PageShell } from '../../components/page-shell';

export function AdminDashboardPage() {
  return <PageShell title="Admin Dashboard" />;
}
