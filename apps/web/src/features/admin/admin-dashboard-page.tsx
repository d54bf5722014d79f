import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppToastRegion } from '../../components/app-toast';
import { LogoutButton } from '../../components/logout-button';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../lib/paths';
import { ChatActivityTab } from './activity/chat-activity-tab';
import { adminKeys, usePendingRequestCount } from './admin-queries';
import { type AdminTab, AdminTabList, panelId, tabId } from './admin-tabs';
import { ContactMessagesTab } from './contact-messages/contact-messages-tab';
import { FeatureAnalyticsTab } from './feature-analytics/feature-analytics-tab';
import { MessageFeedbackTab } from './feedback/message-feedback-tab';
import { PointsAnalyticsTab } from './points-analytics/points-analytics-tab';
import { UpgradeRequestsTab } from './upgrade-requests/upgrade-requests-tab';
import { UsageAnalyticsTab } from './usage-analytics/usage-analytics-tab';
import { UserSpendingTab } from './user-spending/user-spending-tab';
import { UserManagementTab } from './users/user-management-tab';

/** The spec's seven tabs in its order (default first), then the plan requests and the contact messages. */
const TAB_IDS = [
  'chat-activity',
  'feedback',
  'users',
  'usage',
  'spending',
  'features',
  'points',
  'upgrade-requests',
  'contact-messages',
] as const;
type TabId = (typeof TAB_IDS)[number];

function isTabId(value: string | null): value is TabId {
  return (TAB_IDS as readonly (string | null)[]).includes(value);
}

/** Spec 2 §9: the refresh spinner turns for at least one second. */
export const REFRESH_SPIN_MS = 1000;

const refreshKeys: Record<TabId, readonly (readonly string[])[]> = {
  'chat-activity': [adminKeys.activity],
  feedback: [adminKeys.feedback],
  users: [adminKeys.users, adminKeys.plans],
  usage: [adminKeys.usage],
  spending: [adminKeys.spending],
  features: [adminKeys.features],
  points: [adminKeys.points],
  'upgrade-requests': [adminKeys.upgradeRequests],
  'contact-messages': [adminKeys.contactMessages],
};

const headerButtonClass =
  'inline-flex items-center gap-2 rounded-md border border-rule bg-paper-raised px-3 py-1.5 text-sm font-medium text-ink ' +
  'transition-colors hover:border-accent hover:text-accent active:translate-y-px aria-busy:cursor-progress';

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-4 ${spinning ? 'animate-spin' : ''}`}
      fill="none"
      stroke="currentColor"
    >
      <path strokeWidth="1.8" strokeLinecap="round" d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />
    </svg>
  );
}

function PendingBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      data-testid="pending-requests-badge"
      className="rounded-full bg-warning px-2 py-0.5 text-xs font-semibold text-paper-raised"
    >
      {count}
      <span className="sr-only"> in attesa</span>
    </span>
  );
}

/** /admin/dashboard (spec 2 §2.6): header, tab bar and the active tab. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const queryClient = useQueryClient();
  // ?tab= keeps the tab across a reload and makes it linkable; switching stays client-side.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTabId(requested) ? requested : 'chat-activity';
  const setTab = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  const [refreshing, setRefreshing] = useState(false);
  const pending = usePendingRequestCount();

  // Spec 2 §2.6 has a simulated spinner only; this one also reads the active tab's data again.
  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    const keys = [...refreshKeys[tab], adminKeys.pendingCount];
    await Promise.all([
      ...keys.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' })),
      new Promise((resolve) => window.setTimeout(resolve, REFRESH_SPIN_MS)),
    ]);
    setRefreshing(false);
  }

  const tabs: AdminTab<TabId>[] = [
    { id: 'chat-activity', label: 'Chat Activity' },
    { id: 'feedback', label: 'Message Feedback' },
    { id: 'users', label: 'User Management' },
    { id: 'usage', label: 'Usage Analytics' },
    { id: 'spending', label: 'User Spending' },
    { id: 'features', label: 'Feature Analytics' },
    { id: 'points', label: 'Points Analytics' },
    { id: 'upgrade-requests', label: 'Richieste piano', extra: <PendingBadge count={pending.data} /> },
    { id: 'contact-messages', label: 'Messaggi di contatto' },
  ];

  return (
    <div className="min-h-dvh bg-paper">
      {/*
        Sticky from the small breakpoint up, so the toast over its top edge covers chrome and never the
        list (DESIGN.md). On a phone its wrapped tabs take about a third of the screen: it scrolls away.
      */}
      <header className="z-30 border-b border-rule bg-paper-raised sm:sticky sm:top-0">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-4 pt-3 sm:px-8 sm:pt-4">
          <h1 className="font-serif text-xl font-semibold tracking-tight text-ink sm:text-3xl">
            Admin Dashboard
          </h1>
          <nav aria-label="Account" className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => void refresh()}
              aria-busy={refreshing}
              className={headerButtonClass}
            >
              <RefreshIcon spinning={refreshing} />
              Refresh
            </button>
            <Link to={paths.home} className={headerButtonClass}>
              Home
            </Link>
            <LogoutButton redirectTo={paths.adminLogin} label="Logout" />
          </nav>
        </div>
        <div className="mx-auto mt-2 max-w-screen-2xl px-2 sm:mt-3 sm:px-6">
          <AdminTabList tabs={tabs} selected={tab} onSelect={setTab} />
        </div>
      </header>
      <main className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-8">
        {tabs.map(({ id }) => (
          <section key={id} role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={id !== tab}>
            {id === tab && id === 'chat-activity' && <ChatActivityTab />}
            {id === tab && id === 'feedback' && <MessageFeedbackTab />}
            {id === tab && id === 'users' && <UserManagementTab />}
            {id === tab && id === 'usage' && <UsageAnalyticsTab />}
            {id === tab && id === 'spending' && <UserSpendingTab />}
            {id === tab && id === 'features' && <FeatureAnalyticsTab />}
            {id === tab && id === 'points' && <PointsAnalyticsTab />}
            {id === tab && id === 'upgrade-requests' && <UpgradeRequestsTab />}
            {id === tab && id === 'contact-messages' && <ContactMessagesTab />}
          </section>
        ))}
      </main>
      <AppToastRegion placement="top" />
    </div>
  );
}
