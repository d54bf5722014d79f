import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { PageShell } from '../components/page-shell';
import { paths } from '../lib/paths';

/** Replaces React Router's developer error screen when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageShell title="Si è verificato un errore imprevisto">
      <p className="mt-6 max-w-prose text-ink-muted">Ricarica la pagina o torna alla pagina principale.</p>
      <p className="mt-4">
        <Link to={paths.home} className="font-medium underline hover:text-accent-strong">
          Torna alla pagina principale
        </Link>
      </p>
    </PageShell>
  );
}
