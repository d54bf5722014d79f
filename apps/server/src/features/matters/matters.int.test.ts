import { MAX_MATTERS_PER_USER } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/sessions';
import { caseStrategies, conversations, legalDocuments, matters, userDocuments } from '../../db/schema';
import { multipartBody, uploaded } from '../documents/documents.test-support';
import { call, createMatter, file, newCase, newConversation, newLegalDocument } from './matters.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t?.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('matters: create, list, update, delete', () => {
  it('creates a matter trimmed, lists it with empty counts, edits it and deletes it', async () => {
    const caller = await signedInUser(t);
    const created = await createMatter(t, caller, {
      client_name: '  Bianchi Mario  ',
      name: 'Sfratto via Roma',
      reference: ' 2026/14 ',
      court: 'Tribunale di Milano',
      counterparty: '',
    });
    expect(created).toMatchObject({
      client_name: 'Bianchi Mario',
      name: 'Sfratto via Roma',
      reference: '2026/14',
      court: 'Tribunale di Milano',
      counterparty: null,
      counts: { conversations: 0, documents: 0, legal_documents: 0, case_strategies: 0 },
      points_used_month: 0,
    });
    const second = await createMatter(t, caller, { name: 'Seconda' });
    const listed = (await call(t, caller, 'GET', '/api/matters')).json().matters;
    expect(listed.map((matter: { id: number }) => matter.id)).toEqual([second.id, created.id]);

    const edited = await call(t, caller, 'PUT', `/api/matters/${created.id}`, {
      client_name: 'Bianchi Mario',
      name: 'Sfratto via Roma 2',
      counterparty: 'Verdi Luca',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().matter).toMatchObject({
      name: 'Sfratto via Roma 2',
      reference: null,
      counterparty: 'Verdi Luca',
    });
    // The edited one is now the most recently updated.
    const relisted = (await call(t, caller, 'GET', '/api/matters')).json().matters;
    expect(relisted[0].id).toBe(created.id);

    const deleted = await call(t, caller, 'DELETE', `/api/matters/${created.id}`);
    expect(deleted.json()).toEqual({ success: true, id: created.id });
    expect((await call(t, caller, 'GET', `/api/matters/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 422 in Italian, naming the field, for missing or too long values', async () => {
    const caller = await signedInUser(t);
    const missing = await call(t, caller, 'POST', '/api/matters', {
      client_name: '   ',
      reference: 'x'.repeat(61),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      client_name: ['Il nome del cliente è obbligatorio'],
      name: ['Il nome della pratica è obbligatorio'],
      reference: ['Il numero di pratica non può superare i 60 caratteri'],
    });
    const long = await call(t, caller, 'POST', '/api/matters', { client_name: 'a'.repeat(201), name: 'b' });
    expect(long.json().errors.client_name).toEqual(['Il nome del cliente non può superare i 200 caratteri']);
    const wrongType = await call(t, caller, 'POST', '/api/matters', { client_name: 5, name: 'b', court: 3 });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(['client_name', 'court']);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await call(t, caller, 'GET', `/api/matters/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses the matter past the cap with MATTER_LIMIT', async () => {
    const caller = await signedInUser(t);
    await t.database.db.insert(matters).values(
      Array.from({ length: MAX_MATTERS_PER_USER }, (_, index) => ({
        userId: caller.id,
        clientName: `Cliente ${index}`,
        name: 'Pratica',
      })),
    );
    const refused = await call(t, caller, 'POST', '/api/matters', {
      client_name: 'Uno di troppo',
      name: 'X',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe('MATTER_LIMIT');
  });
});

describe('matters: owner only', () => {
  it("answers 404 for another user's matter on every route, and for filing under it", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const matter = await createMatter(t, owner);
    const body = { client_name: 'X', name: 'Y' };
    for (const [method, payload] of [['GET'], ['PUT', body], ['DELETE']] as const) {
      const res = await call(t, other, method, `/api/matters/${matter.id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('MATTER_NOT_FOUND');
    }
    const conversationId = await newConversation(t, other, 'Altrui');
    const filed = await file(t, other, 'conversation', conversationId, matter.id);
    expect(filed.statusCode).toBe(404);
    expect(filed.json().error_code).toBe('MATTER_NOT_FOUND');
    // At creation too: a conversation, a case, a generated document, an upload.
    const atCreation = await call(t, other, 'POST', '/api/conversations', {
      title: 'Nuova',
      matter_id: matter.id,
    });
    expect(atCreation.statusCode).toBe(404);
    expect((await newCase(t, other, 'Caso', matter.id)).statusCode).toBe(404);
    expect((await newLegalDocument(t, other, 'Diffida', matter.id)).statusCode).toBe(404);
    const form = new FormData();
    form.append('matter_id', String(matter.id));
    form.append('file', new Blob([PDF]), 'atto.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploadRes = await t.app.inject({
      method: 'POST',
      url: '/rag-api/upload-document',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...other.headers, 'content-type': request.headers.get('content-type')! },
    });
    expect(uploadRes.statusCode, uploadRes.body).toBe(404);
    expect(uploadRes.json().error_code).toBe('MATTER_NOT_FOUND');
    const otherDocuments = await t.database.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, other.id));
    expect(otherDocuments).toHaveLength(0);
    // Nothing of the owner's changed.
    expect((await call(t, owner, 'GET', `/api/matters/${matter.id}`)).json().matter.counts).toEqual({
      conversations: 0,
      documents: 0,
      legal_documents: 0,
      case_strategies: 0,
    });
  });

  it("answers 404 for filing another user's item under one's own matter", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const matter = await createMatter(t, other);
    const conversationId = await newConversation(t, owner, 'Mia');
    const caseId = (await newCase(t, owner, 'Mio caso')).json().data.id;
    const documentId = (await newLegalDocument(t, owner, 'Mia diffida')).json().data.id;
    const upload = await uploaded(t, owner, 'mio.pdf', PDF);
    for (const [kind, id] of [
      ['conversation', conversationId],
      ['case_strategy', caseId],
      ['legal_document', documentId],
      ['document', upload.id],
      ['document', 'non-un-uuid'],
      ['conversation', 'abc'],
    ] as const) {
      const res = await file(t, other, kind, id, matter.id);
      expect(res.statusCode, `${kind} ${id}`).toBe(404);
    }
    const [row] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.matterId).toBeNull();
  });

  it('validates the filing body in Italian', async () => {
    const caller = await signedInUser(t);
    const res = await call(t, caller, 'PUT', '/api/matters/filing', {
      kind: 'fattura',
      id: '',
      matter_id: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kind[0]).toMatch(/^Il tipo deve essere/);
    expect(res.json().errors.matter_id).toEqual(['La pratica selezionata non è valida']);
    const badCreate = await call(t, caller, 'POST', '/api/conversations', { matter_id: 'abc' });
    expect(badCreate.statusCode).toBe(422);
    expect(badCreate.json().errors.matter_id).toEqual(['La pratica selezionata non è valida']);
  });
});

describe('matters: filing and unfiling', () => {
  it('files each kind at creation and later, lists them on the matter, filters the lists', async () => {
    const caller = await signedInUser(t);
    const matter = await createMatter(t, caller);
    const conversationId = await newConversation(t, caller, 'Filed at creation', matter.id);
    const laterConversation = await newConversation(t, caller, 'Filed later');
    const unfiledConversation = await newConversation(t, caller, 'Never filed');
    const caseRes = await newCase(t, caller, 'Caso della pratica', matter.id);
    expect(caseRes.statusCode, caseRes.body).toBe(201);
    expect(caseRes.json().data.matter_id).toBe(matter.id);
    const docRes = await newLegalDocument(t, caller, 'Diffida della pratica');
    expect(docRes.json().data.matter_id).toBeNull();
    const body = await multipartBody('contratto.pdf', PDF);
    const form = new FormData();
    form.append('matter_id', String(matter.id));
    form.append('file', new Blob([PDF]), 'contratto.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploadRes = await t.app.inject({
      method: 'POST',
      url: '/rag-api/upload-document',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...caller.headers, 'content-type': request.headers.get('content-type')! },
    });
    expect(uploadRes.statusCode, uploadRes.body).toBe(202);
    expect(uploadRes.json().document.matter_id).toBe(matter.id);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/rag-api/upload-document',
      payload: body.payload,
      headers: { ...caller.headers, ...body.headers },
    });
    expect(plain.json().document.matter_id).toBeNull();

    for (const [kind, id] of [
      ['conversation', laterConversation],
      ['legal_document', docRes.json().data.id],
    ] as const) {
      const res = await file(t, caller, kind, id, matter.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, kind, id: String(id), matter_id: matter.id });
    }

    const detail = (await call(t, caller, 'GET', `/api/matters/${matter.id}`)).json();
    expect(detail.matter.counts).toEqual({
      conversations: 2,
      documents: 1,
      legal_documents: 1,
      case_strategies: 1,
    });
    expect(detail.items.conversations.map((item: { id: string }) => item.id).sort()).toEqual(
      [String(conversationId), String(laterConversation)].sort(),
    );
    expect(detail.items.documents).toEqual([
      expect.objectContaining({ id: uploadRes.json().document.id, title: 'contratto.pdf' }),
    ]);
    expect(detail.items.case_strategies[0].title).toBe('Caso della pratica');
    expect(detail.items.legal_documents[0].title).toBe('Diffida della pratica');

    const filtered = (await call(t, caller, 'GET', `/api/conversations?matter_id=${matter.id}`)).json();
    expect(filtered.map((c: { id: number }) => c.id).sort()).toEqual(
      [conversationId, laterConversation].sort(),
    );
    expect(filtered.every((c: { matter_id: number }) => c.matter_id === matter.id)).toBe(true);
    const unfiled = (await call(t, caller, 'GET', '/api/conversations?matter_id=none')).json();
    expect(unfiled.map((c: { id: number }) => c.id)).toEqual([unfiledConversation]);
    expect((await call(t, caller, 'GET', '/api/conversations')).json()).toHaveLength(3);
    const docs = (await call(t, caller, 'GET', `/rag-api/user-documents?matter_id=${matter.id}`)).json()
      .documents;
    expect(docs.map((d: { id: string }) => d.id)).toEqual([uploadRes.json().document.id]);
    const cases = (await call(t, caller, 'GET', `/api/case-strategies?matter_id=${matter.id}`)).json().data;
    expect(cases.total).toBe(1);
    const generated = (await call(t, caller, 'GET', '/api/legal-documents?matter_id=none')).json().documents;
    expect(generated.total).toBe(0);
    expect((await call(t, caller, 'GET', '/api/conversations?matter_id=abc')).statusCode).toBe(422);

    // Unfiling.
    const unfiledNow = await file(t, caller, 'case_strategy', caseRes.json().data.id, null);
    expect(unfiledNow.json().matter_id).toBeNull();
    const [caseRow] = await t.database.db
      .select()
      .from(caseStrategies)
      .where(eq(caseStrategies.id, caseRes.json().data.id));
    expect(caseRow!.matterId).toBeNull();
    const unfiledUpload = await file(t, caller, 'document', uploadRes.json().document.id, null);
    expect(unfiledUpload.statusCode).toBe(200);
    expect((await call(t, caller, 'GET', `/api/matters/${matter.id}`)).json().matter.counts).toEqual({
      conversations: 2,
      documents: 0,
      legal_documents: 1,
      case_strategies: 0,
    });
  });

  it('deleting a matter leaves every item unfiled, none deleted', async () => {
    const caller = await signedInUser(t);
    const matter = await createMatter(t, caller);
    const conversationId = await newConversation(t, caller, 'Resta', matter.id);
    const caseId = (await newCase(t, caller, 'Resta anche', matter.id)).json().data.id;
    const documentId = (await newLegalDocument(t, caller, 'Anche questo', matter.id)).json().data.id;
    expect((await call(t, caller, 'DELETE', `/api/matters/${matter.id}`)).statusCode).toBe(200);
    const [conversation] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    const [strategy] = await t.database.db.select().from(caseStrategies).where(eq(caseStrategies.id, caseId));
    const [document] = await t.database.db
      .select()
      .from(legalDocuments)
      .where(eq(legalDocuments.id, documentId));
    expect([conversation?.matterId, strategy?.matterId, document?.matterId]).toEqual([null, null, null]);
    expect(
      (await call(t, caller, 'GET', `/api/conversations/${conversationId}`)).json().conversation.matter_id,
    ).toBeNull();
  });
});
