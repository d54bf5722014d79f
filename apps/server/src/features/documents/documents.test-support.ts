import type { UserDocument, UserDocumentStatus } from '@brocardo/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import type { Caller } from '../../../test/sessions';
import { eventually } from '../chat/chat.test-support';

/** A multipart/form-data body as a browser sends it (built by the platform's own FormData). */
export async function multipartBody(
  filename: string,
  bytes: Uint8Array,
  field = 'file',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function upload(t: TestApp, caller: Caller, filename: string, bytes: Uint8Array) {
  const body = await multipartBody(filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/rag-api/upload-document',
    payload: body.payload,
    headers: { ...caller.headers, ...body.headers },
  });
}

/** Uploads and returns the accepted document (202, status processing). */
export async function uploaded(t: TestApp, caller: Caller, filename: string, bytes: Uint8Array) {
  const res = await upload(t, caller, filename, bytes);
  expect(res.statusCode, res.body).toBe(202);
  const document = res.json().document as UserDocument;
  expect(document.status).toBe('processing');
  return document;
}

export async function listDocuments(t: TestApp, caller: Caller): Promise<UserDocument[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/rag-api/user-documents?_t=${Date.now()}`,
    headers: caller.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().documents;
}

/** Polls the list until the document leaves `processing`; returns it. */
export async function settled(
  t: TestApp,
  caller: Caller,
  id: string,
  timeoutMs = 30_000,
): Promise<UserDocument & { status: Exclude<UserDocumentStatus, 'processing'> }> {
  return eventually(async () => {
    const document = (await listDocuments(t, caller)).find((d) => d.id === id);
    return document && document.status !== 'processing' ? (document as never) : null;
  }, timeoutMs);
}
