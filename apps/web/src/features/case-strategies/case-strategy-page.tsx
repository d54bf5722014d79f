import { PageShell } from '../../components/page-shell';

export function CaseStrategyPage() {
  return <PageShell title="Simulatore Strategie Legali" />;
}
