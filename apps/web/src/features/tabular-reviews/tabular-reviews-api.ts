import {
  type AddReviewColumnsRequest,
  type ReviewDeletedResponse,
  type ReviewResponse,
  type ReviewStartedResponse,
  type ReviewsResponse,
  reviewDeletedResponse,
  reviewExportFilename,
  reviewResponse,
  reviewStartedResponse,
  reviewsResponse,
} from '@brocardo/shared';
import { api, apiFetchResponse } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

const reviewPath = (id: string) => `/api/reviews/${encodeURIComponent(id)}`;

export const fetchReviews = (signal?: AbortSignal): Promise<ReviewsResponse> =>
  api.get('/api/reviews', reviewsResponse, { signal, cache: 'no-store' });

export const createReview = (title: string): Promise<ReviewResponse> =>
  api.post('/api/reviews', { title }, reviewResponse);

/** GET /api/reviews/:id: documents, columns and cells with their statuses (polled while cells run). */
export const fetchReview = (id: string, signal?: AbortSignal): Promise<ReviewResponse> =>
  api.get(reviewPath(id), reviewResponse, { signal, cache: 'no-store' });

/** POST /api/reviews/:id/documents (multipart, field `file`): 202, extraction in the background. */
export function uploadReviewDocument(id: string, file: File): Promise<ReviewResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post(`${reviewPath(id)}/documents`, form, reviewResponse);
}

export const addReviewColumns = (id: string, body: AddReviewColumnsRequest): Promise<ReviewResponse> =>
  api.post(`${reviewPath(id)}/columns`, body, reviewResponse);

export const startReview = (id: string): Promise<ReviewStartedResponse> =>
  api.post(`${reviewPath(id)}/start`, undefined, reviewStartedResponse);

export const retryReviewCell = (id: string, cellId: string): Promise<ReviewResponse> =>
  api.post(`${reviewPath(id)}/cells/${encodeURIComponent(cellId)}/retry`, undefined, reviewResponse);

/** DELETE /api/reviews/:id/columns/:itemId or …/documents/:itemId: the review without it and its cells. */
export const removeReviewItem = (
  id: string,
  kind: 'column' | 'document',
  itemId: string,
): Promise<ReviewResponse> =>
  api.delete(
    `${reviewPath(id)}/${kind === 'column' ? 'columns' : 'documents'}/${encodeURIComponent(itemId)}`,
    reviewResponse,
  );

export const deleteReview = (id: string): Promise<ReviewDeletedResponse> =>
  api.delete(reviewPath(id), reviewDeletedResponse);

/** GET /api/reviews/:id/export: the .xlsx handed to the browser's download. */
export async function downloadReviewExport(id: string, title: string): Promise<void> {
  const response = await apiFetchResponse(`${reviewPath(id)}/export`, { method: 'GET' });
  saveFile(await response.blob(), reviewExportFilename(title));
}
