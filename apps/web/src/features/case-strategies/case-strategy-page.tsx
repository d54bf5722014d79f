import { AppLayout } from '../../components/layouts';

export function CaseStrategyPage() {
  return <AppLayout title="Simulatore Strategie Legali">{null}</AppLayout>;
}
