import {
  type FiledKind,
  type FilingResponse,
  filingResponse,
  type MatterDetailResponse,
  type MatterPointsResponse,
  type MatterRequest,
  type MatterResource,
  matterDeletedResponse,
  matterDetailResponse,
  matterPointsResponse,
  matterResponse,
  mattersResponse,
} from '@brocardo/shared';
import { api } from '../../lib/api-client';

const BASE = '/api/matters';

/** GET /api/matters: the user's matters, most recently updated first, with counts and points. */
export async function fetchMatters(signal?: AbortSignal): Promise<MatterResource[]> {
  return (await api.get(BASE, mattersResponse, { signal, cache: 'no-store' })).matters;
}

/** GET /api/matters/{id}: the matter, everything filed under it and the points it used. */
export function fetchMatter(id: number, signal?: AbortSignal): Promise<MatterDetailResponse> {
  return api.get(`${BASE}/${id}`, matterDetailResponse, { signal, cache: 'no-store' });
}

export async function createMatter(body: MatterRequest): Promise<MatterResource> {
  return (await api.post(BASE, body, matterResponse)).matter;
}

export async function updateMatter(id: number, body: MatterRequest): Promise<MatterResource> {
  return (await api.put(`${BASE}/${id}`, body, matterResponse)).matter;
}

/** DELETE /api/matters/{id}: the items filed under it become unfiled, none is deleted. */
export async function deleteMatter(id: number): Promise<void> {
  await api.delete(`${BASE}/${id}`, matterDeletedResponse);
}

/** PUT /api/matters/filing: files the item under a matter, or unfiles it (null). */
export function fileItem(
  kind: FiledKind,
  id: string | number,
  matterId: number | null,
): Promise<FilingResponse> {
  return api.put(`${BASE}/filing`, { kind, id: String(id), matter_id: matterId }, filingResponse);
}

/** GET /api/matters/points: the user's points per matter this month. */
export function fetchMatterPoints(signal?: AbortSignal): Promise<MatterPointsResponse> {
  return api.get(`${BASE}/points`, matterPointsResponse, { signal, cache: 'no-store' });
}
