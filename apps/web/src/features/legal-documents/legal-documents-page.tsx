import { PageShell } from '../../components/page-shell';

export function LegalDocumentsPage() {
  return <PageShell title="Generatore di Documenti Legali" />;
}
