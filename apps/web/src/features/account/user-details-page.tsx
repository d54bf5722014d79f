import { AppLayout } from '../../components/layouts';
import { DetectionScoresToggle } from './detection-scores-toggle';

/** /user-details: the account page (document 2); its sidebar holds the settings, not the chat list. */
export function UserDetailsPage() {
  return (
    <AppLayout title="Dettagli Account" settingsSection={<DetectionScoresToggle />}>
      {null}
    </AppLayout>
  );
}
