import type { ReactNode } from 'react';
import { AiStatusCard } from './ai-status-card';
import { useLayoutSlots } from './layout-slots';
import { SidebarNav } from './sidebar-nav';

interface SidebarContentProps {
  chatSection: ReactNode;
  settingsSection: ReactNode;
  aiBusy: boolean;
  /** False inside the drawer: the top bar's indicator announces the busy state there. */
  announceBusy: boolean;
  onNavigate?: () => void;
  /** The logout item asks for confirmation first. */
  confirmLogout?: boolean;
}

/** What the sidebar holds (spec 1 §2), in the desktop column and in the mobile drawer alike. */
export function SidebarContent({
  chatSection,
  settingsSection,
  aiBusy,
  announceBusy,
  onNavigate,
  confirmLogout = false,
}: SidebarContentProps) {
  const { sidebarBalance } = useLayoutSlots();
  return (
    <div className="flex min-h-full flex-col gap-4 p-4">
      <p className="px-1 font-serif text-sm tracking-[0.2em] text-ink-muted uppercase">Brocardo</p>
      {sidebarBalance && <div data-tour="points-balance">{sidebarBalance}</div>}
      <AiStatusCard busy={aiBusy} announce={announceBusy} />
      {chatSection && <div className="flex min-h-0 flex-col">{chatSection}</div>}
      {settingsSection && <div className="flex flex-col">{settingsSection}</div>}
      <div className="mt-auto border-t border-rule pt-3">
        <SidebarNav onNavigate={onNavigate} confirmLogout={confirmLogout} />
      </div>
    </div>
  );
}
