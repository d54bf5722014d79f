import { AppLayout } from '../../app/layout';

export function LegalDocumentsPage() {
  return <AppLayout title="Generatore di Documenti Legali">{null}</AppLayout>;
}
