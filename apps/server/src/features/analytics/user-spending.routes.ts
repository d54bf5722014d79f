import {
  adminDateRangeQueryChecked,
  llmPricingStatus,
  userSpendingDetailResponse,
  userSpendingPage,
  userSpendingPageQuery,
  userSpendingResponse,
} from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageAddressOf } from '../../platform/pagination';
import type { UserSpendingService } from './user-spending.service';

/** Registered inside the /api/admin scope, whose guard runs first. */
export const userSpendingRoutes: FastifyPluginAsyncZod<{ userSpending: UserSpendingService }> = async (
  admin,
  { userSpending },
) => {
  admin.get(
    '/usage-metrics/user-spending',
    { schema: { querystring: adminDateRangeQueryChecked, response: { 200: userSpendingResponse } } },
    async (request) => userSpending.userSpending(request.query),
  );
  admin.get(
    '/usage-metrics/user-spending/detailed',
    { schema: { querystring: adminDateRangeQueryChecked, response: { 200: userSpendingDetailResponse } } },
    async (request) => userSpending.userSpendingDetailed(request.query),
  );
  admin.get(
    '/usage-metrics/user-spending/paginated',
    { schema: { querystring: userSpendingPageQuery, response: { 200: userSpendingPage } } },
    async (request) => userSpending.userSpendingPage(request.query, pageAddressOf(request)),
  );
  admin.get('/usage-metrics/pricing', { schema: { response: { 200: llmPricingStatus } } }, async () =>
    userSpending.pricing(),
  );
};
