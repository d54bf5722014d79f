import { type ReactNode, useId, useState } from 'react';
import { AppToastRegion } from '../app-toast';
import { useDocumentTitle } from '../use-document-title';
import { AiBusyIndicator } from './ai-status-card';
import { useLayoutSlots } from './layout-slots';
import { MobileDrawer } from './mobile-drawer';
import { SidebarContent } from './sidebar';
import { useIsDesktopLayout } from './use-media-query';

export interface AppLayoutProps {
  /** The page's one h1, also the browser tab title. */
  title: string;
  /** The sidebar's chat section (conversation list and new-chat button); the chat page only. */
  chatSection?: ReactNode;
  /** True while the assistant is answering: the AI status card shows its thinking state. */
  aiBusy?: boolean;
  /** The sidebar's settings section (the account page's Detection Scores toggle). */
  settingsSection?: ReactNode;
  /** Controls at the right of the page header. */
  headerActions?: ReactNode;
  /** The sidebar's Esci asks for confirmation first (the case strategy simulator, spec 2 §2.8). */
  confirmLogout?: boolean;
  children: ReactNode;
}

const titleClass = 'font-serif leading-tight font-semibold tracking-tight text-ink';

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
      <path strokeWidth="1.8" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/**
 * A title's subtitle (after " — ") is left out on a phone, where the top bar has room for one line
 * ('Brocardo — Assistente legale AI' → 'Brocardo'); the whole title stays the page's name.
 */
function PhoneTitle({ title }: { title: string }) {
  const cut = title.indexOf(' — ');
  if (cut < 0) return title;
  return (
    <>
      {title.slice(0, cut)}
      <span className="max-sm:hidden">{title.slice(cut)}</span>
    </>
  );
}

/**
 * The frame of every signed-in page (spec 1 §2 Sidebar): from 1620 px a fixed sidebar beside
 * the page; below it a top bar with a menu button that opens the sidebar as a drawer, and the
 * points pill. Only one of the two is rendered, so the sidebar's sections exist once.
 */
export function AppLayout({
  title,
  chatSection,
  aiBusy = false,
  settingsSection,
  headerActions,
  confirmLogout = false,
  children,
}: AppLayoutProps) {
  useDocumentTitle(title);
  const desktop = useIsDesktopLayout();
  const { topBarBalance } = useLayoutSlots();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  // Widening the window past 1620 px removes the drawer; it must not reopen when narrowing again.
  if (desktop && drawerOpen) setDrawerOpen(false);
  const sidebarProps = { chatSection, settingsSection, aiBusy, confirmLogout };

  if (desktop) {
    return (
      <div className="flex min-h-dvh">
        <aside
          aria-label="Barra laterale"
          data-tour="sidebar"
          className="sticky top-0 h-dvh w-80 shrink-0 overflow-y-auto border-r border-rule bg-paper-raised"
        >
          <SidebarContent {...sidebarProps} announceBusy />
        </aside>
        <main className="flex min-w-0 flex-1 flex-col">
          <header className="flex flex-wrap items-center justify-between gap-4 border-b border-rule px-8 py-4">
            <h1 className={`${titleClass} text-2xl text-balance`}>{title}</h1>
            {headerActions && <div className="flex flex-wrap items-center gap-3">{headerActions}</div>}
          </header>
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </main>
        <AppToastRegion placement="sidebar" />
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-rule bg-paper-raised/95 backdrop-blur">
        <div className="flex items-center gap-3 px-3 py-2 sm:px-4">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label="Apri il menu"
            data-tour="menu-button"
            className="rounded-md p-1.5 text-ink hover:bg-accent-soft hover:text-accent"
          >
            <MenuIcon />
          </button>
          <h1 className={`${titleClass} line-clamp-2 min-w-0 flex-1 text-base leading-snug sm:text-lg`}>
            <PhoneTitle title={title} />
          </h1>
          <AiBusyIndicator busy={aiBusy} />
          {topBarBalance && (
            <div data-tour="points-pill" className="flex shrink-0">
              {topBarBalance}
            </div>
          )}
        </div>
        {headerActions && (
          <div className="flex flex-wrap items-center gap-3 border-t border-rule px-3 py-2 sm:px-4">
            {headerActions}
          </div>
        )}
      </header>
      <MobileDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <SidebarContent {...sidebarProps} announceBusy={false} onNavigate={() => setDrawerOpen(false)} />
      </MobileDrawer>
      <main className="flex min-h-0 flex-1 flex-col">{children}</main>
      <AppToastRegion placement="top" />
    </div>
  );
}
