import type {
  AdminContactMessage,
  AdminUpgradeRequest,
  AdminUser,
  SubscriptionPlan,
  UpgradeRequestStatus,
} from '@brocardo/shared';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { pageEnvelope } from '../../../test/page-envelope';
import { renderRouteWithProviders } from '../../../test/render-with-providers';
import { AdminDashboardPage } from '../admin-dashboard-page';

export const plans: SubscriptionPlan[] = [
  { id: 1, code: 'free', name: 'Free', monthly_points: 100, price: '0.00' },
  { id: 2, code: 'professional', name: 'Professional', monthly_points: 5000, price: '29.00' },
];

export function userBody(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  const plan = plans[0] as SubscriptionPlan;
  return {
    id,
    name: `Utente ${id}`,
    email: `utente${id}@studio.it`,
    is_admin: false,
    subscription_plan_id: plan.id,
    subscription_plan: plan,
    points_balance: 1500,
    email_verified_at: '2026-11-20T10:00:00.000Z',
    tutorial_completed: false,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function upgradeRequestBody(
  id: number,
  overrides: Partial<AdminUpgradeRequest> = {},
): AdminUpgradeRequest {
  return {
    id,
    status: 'pending',
    current_plan: plans[0] as SubscriptionPlan,
    requested_plan: plans[1] as SubscriptionPlan,
    message: 'Siamo uno studio di tre avvocati.',
    created_at: '2026-11-23T09:30:00.000Z',
    decided_at: null,
    user: { id: 7, name: 'Chiara Bianchi', email: 'chiara@studio.it' },
    decided_by: null,
    ...overrides,
  };
}

export function contactMessageBody(
  id: number,
  overrides: Partial<AdminContactMessage> = {},
): AdminContactMessage {
  return {
    id,
    name: 'Avv. Paolo Neri',
    email: 'paolo@neri.it',
    studio: 'Studio Neri',
    interest: 'demo-personalizzata',
    message: 'Vorremmo una demo per il nostro studio.',
    privacy_consent_at: '2026-11-22T08:00:00.000Z',
    emailed_at: '2026-11-22T08:00:01.000Z',
    created_at: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of an admin list in the paginated envelope (link fields included), `items` already sliced. */
export function pageOf<Item>(
  items: Item[],
  page = 1,
  perPage = 10,
  total = items.length,
  path = '/api/admin/list',
) {
  return pageEnvelope(items, { page, perPage, total, address: { path, query: { per_page: perPage } } });
}

export type Answer = { status: number; body: unknown };
type Route = (path: string, init: RequestInit) => Answer | undefined;

export interface AdminServerState {
  users: AdminUser[];
  requests: AdminUpgradeRequest[];
  contacts: AdminContactMessage[];
}

/**
 * The dashboard against a small fake server: the lists answer from `state`; `routes` answer the
 * writes (first match wins) and may change `state`. `tab` opens that tab (?tab=), else the default.
 */
export function renderDashboard(state: AdminServerState, routes: Route[] = [], tab?: string) {
  localStorage.setItem('auth_token', 'tok-admin');
  const api = stubApi((path, init) => {
    for (const route of routes) {
      const answer = route(path, init);
      if (answer) return jsonResponse(answer.status, answer.body);
    }
    const url = new URL(path, 'http://localhost');
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/admin/users') return jsonResponse(200, state.users);
    if (method === 'GET' && url.pathname === '/api/admin/subscription-plans') return jsonResponse(200, plans);
    if (method === 'GET' && url.pathname === '/api/admin/upgrade-requests') {
      const status = url.searchParams.get('status') as UpgradeRequestStatus | null;
      const perPage = Number(url.searchParams.get('per_page') ?? 15);
      const matching = state.requests.filter((request) => !status || request.status === status);
      return jsonResponse(
        200,
        pageOf(matching.slice(0, perPage), 1, perPage, matching.length, '/api/admin/upgrade-requests'),
      );
    }
    if (method === 'GET' && url.pathname === '/api/admin/contact-messages') {
      return jsonResponse(
        200,
        pageOf(state.contacts, 1, 10, state.contacts.length, '/api/admin/contact-messages'),
      );
    }
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
  const path = tab ? `/admin/dashboard?tab=${tab}` : '/admin/dashboard';
  const view = renderRouteWithProviders(path, <AdminDashboardPage />, {
    '/': 'Home',
    '/admin-login': 'Portale Admin',
  });
  return { api, user: userEvent.setup(), ...view };
}

/** The GET requests whose URL starts with `prefix`. */
export function getsTo(api: ReturnType<typeof stubApi>, prefix: string) {
  return api.fetch.mock.calls.filter(
    ([input, init]) => String(input).startsWith(prefix) && (init?.method ?? 'GET') === 'GET',
  );
}
