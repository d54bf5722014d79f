import { LogoutButton } from '../../components/logout-button';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../lib/paths';

export function ChatPage() {
  return (
    <PageShell title="Brocardo — Assistente legale AI" actions={<LogoutButton redirectTo={paths.login} />} />
  );
}
