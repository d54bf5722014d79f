// Helpers shared by the matters integration tests (not part of the server bundle).
import type { MatterResource } from '@brocardo/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import type { Caller } from '../../../test/sessions';

export function call(
  t: TestApp,
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function createMatter(
  t: TestApp,
  caller: Caller,
  fields: Partial<Record<'client_name' | 'name' | 'reference' | 'court' | 'counterparty', string>> = {},
): Promise<MatterResource> {
  const res = await call(t, caller, 'POST', '/api/matters', {
    client_name: 'Rossi S.r.l.',
    name: 'Recupero crediti',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().matter as MatterResource;
}

export async function file(
  t: TestApp,
  caller: Caller,
  kind: string,
  id: string | number,
  matterId: number | null,
) {
  return call(t, caller, 'PUT', '/api/matters/filing', { kind, id, matter_id: matterId });
}

/** A conversation of the caller's, created through the API (filed when `matterId` is given). */
export async function newConversation(
  t: TestApp,
  caller: Caller,
  title: string,
  matterId?: number | null,
): Promise<number> {
  const res = await call(t, caller, 'POST', '/api/conversations', {
    title,
    ...(matterId === undefined ? {} : { matter_id: matterId }),
  });
  expect(res.statusCode, res.body).toBe(201);
  // A later create reuses an empty conversation: give this one a message so it stays itself.
  const added = await call(t, caller, 'POST', `/api/conversations/${res.json().id}/messages`, {
    role: 'user',
    content: `Domanda su ${title}`,
  });
  expect(added.statusCode, added.body).toBe(201);
  return res.json().id as number;
}

export async function newCase(t: TestApp, caller: Caller, title: string, matterId?: number | null) {
  return call(t, caller, 'POST', '/api/case-strategies', {
    case_title: title,
    case_type: 'civile',
    legal_area: 'Contratti',
    case_facts: 'Il fornitore non ha consegnato la merce pagata.',
    generate_ai_analysis: false,
    ...(matterId === undefined ? {} : { matter_id: matterId }),
  });
}

export async function newLegalDocument(t: TestApp, caller: Caller, name: string, matterId?: number | null) {
  return call(t, caller, 'POST', '/api/legal-documents', {
    document_name: name,
    document_type: 'lettera_diffida',
    legal_area: 'diritto_civile',
    custom_content: 'Con la presente si diffida al pagamento.',
    ai_option: 'none',
    ...(matterId === undefined ? {} : { matter_id: matterId }),
  });
}
