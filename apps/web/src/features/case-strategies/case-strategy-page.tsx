import { AppLayout } from '../../app/layout';

export function CaseStrategyPage() {
  return <AppLayout title="Simulatore Strategie Legali">{null}</AppLayout>;
}
