import { type BriefVerificationResponse, briefVerificationResponse } from '@brocardo/shared';
import { api } from '../../lib/api-client';

/** POST /api/brief-verifications with the pasted text. */
export function verifyBriefText(text: string): Promise<BriefVerificationResponse> {
  return api.post('/api/brief-verifications', { text }, briefVerificationResponse);
}

/** POST /api/brief-verifications (multipart, field `file`): a PDF or Word file, read and never kept. */
export function verifyBriefFile(file: File): Promise<BriefVerificationResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/brief-verifications', form, briefVerificationResponse);
}
