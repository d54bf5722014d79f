import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
// Not the layouts index: through it the whole AppLayout would land in the chunk /login loads.
import { type LayoutSlots, LayoutSlotsProvider } from '../components/layouts/layout-slots';
// Not the points index: what only pages use (the insufficient-points dialog) would join the entry chunk.
import { PointsBalanceCard } from '../features/points/points-balance-card';
import { PointsPill } from '../features/points/points-pill';
import { isApiError } from '../lib/api-client';
import { appEvents, onAppEvent } from '../lib/events';
import { getAuthToken } from '../lib/storage';

const MAX_QUERY_RETRIES = 2;

/** Client errors (4xx) will not change on retry; network and server errors may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/**
 * The default `enabled` of every query: the app's queries are the signed-in user's, so they run
 * only while a session token is stored. After a logout, a 401 or a 409 the screens still mounted
 * until the navigation to /login would otherwise ask again, without a token, and get 401s. A query
 * that needs no session says so with `meta: { public: true }`; one with its own `enabled` decides alone.
 */
export function queryHasSession(query: Query): boolean {
  return query.meta?.public === true || getAuthToken() !== null;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        enabled: queryHasSession,
      },
      mutations: { retry: false },
    },
  });
}

/** The signed-in frame shows the points balance: in the sidebar, and in the top bar below 1620 px. */
const layoutSlots: LayoutSlots = { sidebarBalance: <PointsBalanceCard />, topBarBalance: <PointsPill /> };

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // A different user (or none) must never see the previous user's cached data; a session that
  // ended also stops what was still being asked for it.
  useEffect(
    () =>
      onAppEvent(appEvents.authChanged, () => {
        if (getAuthToken() === null) void client.cancelQueries();
        client.clear();
      }),
    [client],
  );

  return (
    <QueryClientProvider client={client}>
      <LayoutSlotsProvider slots={layoutSlots}>{children}</LayoutSlotsProvider>
    </QueryClientProvider>
  );
}
