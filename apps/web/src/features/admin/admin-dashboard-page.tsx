import { Link } from 'react-router';
import { LogoutButton } from '../../components/logout-button';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../lib/paths';

export function AdminDashboardPage() {
  return (
    <PageShell
      title="Admin Dashboard"
      actions={
        <>
          <Link
            to={paths.home}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-accent underline-offset-2 hover:underline"
          >
            Home
          </Link>
          <LogoutButton redirectTo={paths.adminLogin} label="Logout" />
        </>
      }
    />
  );
}
