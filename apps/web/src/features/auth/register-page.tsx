import { PageShell } from '../../components/page-shell';

export function RegisterPage() {
  return <PageShell title="Registrazione" />;
}
