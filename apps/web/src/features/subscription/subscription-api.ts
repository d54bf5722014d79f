import { subscriptionResponse, type UpgradeRequestCreate, upgradeRequestResponse } from '@brocardo/shared';
import { api } from '../../lib/api-client';

const BASE = '/api/subscription';

export const fetchSubscription = (signal?: AbortSignal) => api.get(BASE, subscriptionResponse, { signal });

export const createUpgradeRequest = (body: UpgradeRequestCreate) =>
  api.post(`${BASE}/upgrade-requests`, body, upgradeRequestResponse);

export const withdrawUpgradeRequest = (id: number) =>
  api.delete(`${BASE}/upgrade-requests/${id}`, upgradeRequestResponse);
