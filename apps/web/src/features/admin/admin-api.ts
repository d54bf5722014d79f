import {
  type AdminPointsRequest,
  type AdminUpgradeDecision,
  type AdminUserCreate,
  adminContactMessagesResponse,
  adminUpgradeDecisionResponse,
  adminUpgradeRequestsResponse,
  adminUserResponse,
  adminUsersResponse,
  adminVerifyEmailResponse,
  subscriptionPlan,
  type UpgradeRequestStatus,
  z,
} from '@brocardo/shared';
import { api } from '../../lib/api-client';

const ADMIN = '/api/admin';

const adminPointsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ id: z.number().int(), points_balance: z.number().int() }),
});

export const fetchAdminUsers = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/users`, adminUsersResponse, { signal });

export const fetchSubscriptionPlans = (signal?: AbortSignal) =>
  api.get(`${ADMIN}/subscription-plans`, z.array(subscriptionPlan), { signal });

export const createAdminUser = (body: AdminUserCreate) => api.post(`${ADMIN}/users`, body, adminUserResponse);

/** The edit body: without `password` the server keeps the current one (spec 2 §5). */
export type AdminUserEditBody = Omit<AdminUserCreate, 'password'> & { password?: string };

export const updateAdminUser = (id: number, body: AdminUserEditBody) =>
  api.put(`${ADMIN}/users/${id}`, body, adminUserResponse);

const adminUserDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

export const deleteAdminUser = (id: number) => api.delete(`${ADMIN}/users/${id}`, adminUserDeletedResponse);

export const setAdminUserPoints = (id: number, body: AdminPointsRequest) =>
  api.patch(`${ADMIN}/users/${id}/points`, body, adminPointsResponse);

export const verifyAdminUserEmail = (id: number) =>
  api.patch(`${ADMIN}/users/${id}/verify-email`, undefined, adminVerifyEmailResponse);

export interface UpgradeRequestsQuery {
  /** Undefined: every status. */
  status: UpgradeRequestStatus | undefined;
  page: number;
  perPage: number;
}

export const fetchUpgradeRequests = ({ status, page, perPage }: UpgradeRequestsQuery, signal?: AbortSignal) =>
  api.get(`${ADMIN}/upgrade-requests`, adminUpgradeRequestsResponse, {
    signal,
    query: { status, page, per_page: perPage },
  });

export const decideUpgradeRequest = (id: number, status: AdminUpgradeDecision['status']) =>
  api.patch(`${ADMIN}/upgrade-requests/${id}`, { status }, adminUpgradeDecisionResponse);

export const fetchContactMessages = (page: number, perPage: number, signal?: AbortSignal) =>
  api.get(`${ADMIN}/contact-messages`, adminContactMessagesResponse, {
    signal,
    query: { page, per_page: perPage },
  });
