import { PageShell } from '../../components/page-shell';

export function ChatPage() {
  return <PageShell title="Brocardo — Assistente legale AI" />;
}
