import { accountSummaryResponse } from '@brocardo/shared';
import { api } from '../../lib/api-client';

/** GET /api/account/summary: everything the account page shows, in one call. */
export const fetchAccountSummary = (signal?: AbortSignal) =>
  api.get('/api/account/summary', accountSummaryResponse, { signal });
