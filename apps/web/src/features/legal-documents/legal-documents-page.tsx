import { AppLayout } from '../../components/layouts';

export function LegalDocumentsPage() {
  return <AppLayout title="Generatore di Documenti Legali">{null}</AppLayout>;
}
