import { Link } from 'react-router';
import { PageShell } from '../components/page-shell';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <PageShell title="Pagina non trovata">
      <p className="mt-6">
        <Link to={paths.home} className="font-medium underline hover:text-accent-strong">
          Torna alla pagina principale
        </Link>
      </p>
    </PageShell>
  );
}
