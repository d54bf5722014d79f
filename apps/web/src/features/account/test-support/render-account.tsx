import { type AccountSummaryResponse, EMPTY_FIRM_PROFILE, type FirmProfileResponse } from '@brocardo/shared';
import { screen } from '@testing-library/react';
import { pointsDashboardBody } from '../../../test/api-bodies';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRouteWithProviders } from '../../../test/render-with-providers';
import { UserDetailsPage } from '../user-details-page';

export const emptyFirmProfileBody: FirmProfileResponse = {
  success: true,
  data: EMPTY_FIRM_PROFILE,
  updated_at: null,
};

type SummaryAnswer =
  | AccountSummaryResponse
  | { status: number; body: unknown }
  | ((path: string, init: RequestInit) => Response | Promise<Response>);

/** The account page at /user-details, with /login and /subscription as plain headings. */
export function renderAccount(
  summary: SummaryAnswer,
  { token = 'tok-account' }: { token?: string | null } = {},
) {
  if (token) localStorage.setItem('auth_token', token);
  const api = stubApi((path, init) => {
    if (path === '/api/account/summary') {
      if (typeof summary === 'function') return summary(path, init);
      if ('status' in summary) return jsonResponse(summary.status, summary.body);
      return jsonResponse(200, summary);
    }
    if (path === '/api/account/firm-profile') return jsonResponse(200, emptyFirmProfileBody);
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(1500));
    if (path === '/api/ai/status') return jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
  const view = renderRouteWithProviders('/user-details', <UserDetailsPage />, {
    '/login': 'Accedi',
    '/subscription': 'Piani di abbonamento',
    '/legal-documents': 'Documenti legali',
    '/case-strategy': 'Strategie',
  });
  return { api, ...view };
}

export const card = (testId: string) => screen.getByTestId(testId);
export const waitForCards = () => screen.findByTestId('card-personal', {}, { timeout: 5000 });
