import { CHAT_MODE_ACTION } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { docxFile, textPdf } from '../../../test/document-fixtures';
import { signedInUser } from '../../../test/sessions';
import { ledgerOf, parseSse, typed } from '../chat/chat.test-support';
import { settled, uploaded } from './documents.test-support';

const LEASE = [
  'Premesse. Le parti intendono regolare la locazione dell’immobile sito in Torino, via Roma 10.',
  'Articolo 7 — Recesso anticipato. Il conduttore può recedere dal contratto con preavviso di sei mesi da comunicarsi mediante lettera raccomandata.',
];

describe('personal documents in chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => t?.close());

  async function userWithLease() {
    const user = await signedInUser(t);
    const pdf = await uploaded(t, user, 'locazione.pdf', await textPdf(LEASE));
    const other = await uploaded(
      t,
      user,
      'altro.docx',
      await docxFile({ heading: 'Promemoria', paragraphs: ['Rinnovare il contratto del telefono.'] }),
    );
    await settled(t, user, pdf.id);
    await settled(t, user, other.id);
    return { user, pdf, other };
  }

  it('answers a documents-only question from the enabled document, cites the passage, and charges a chat message', async () => {
    const { user, pdf, other } = await userWithLease();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-with-web',
      headers: user.headers,
      payload: {
        message: 'Con quale preavviso il conduttore può recedere dal contratto?',
        useWebSearch: false,
        enabledUserDocuments: [{ identifier: pdf.id, name: 'locazione.pdf', type: 'user' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stream = parseSse(res.body);
    expect(stream.events[0]).toMatchObject({ type: 'response_info', mode: 'standard', points_charged: 2 });
    const citations = typed(stream.events, 'citations')[0]!.citations;
    const cited = citations.find((c) => c.source_type === 'user');
    expect(cited).toMatchObject({ title: 'locazione.pdf, p. 2' });
    expect(cited!.identifier.startsWith(`${pdf.id}:`)).toBe(true);
    // Only the enabled document is searched.
    expect(citations.some((c) => c.identifier.startsWith(other.id))).toBe(false);
    expect(stream.text).toContain('sei mesi');
    expect(stream.text).toContain(`@source:user:${cited!.identifier}`);
    const charges = (await ledgerOf(t.database.db, user.id)).filter((row) => row.kind === 'charge');
    expect(charges).toEqual([{ kind: 'charge', action: CHAT_MODE_ACTION.standard, delta: -2 }]);

    // The citation opens the exact passage, with the file name and page.
    const source = await t.app.inject({
      method: 'POST',
      url: '/rag-api/citation-source',
      headers: user.headers,
      payload: { sourceType: 'user', identifier: cited!.identifier },
    });
    expect(source.statusCode).toBe(200);
    expect(source.json()).toMatchObject({
      title: 'locazione.pdf, p. 2',
      info: { source_type: 'user', filename: 'locazione.pdf', page: 2 },
    });
    expect(source.json().content).toContain('preavviso di sei mesi');
  });

  it('lists processed documents among the available ones and combines them with the legal database', async () => {
    const { user, pdf } = await userWithLease();
    const available = await t.app.inject({
      method: 'GET',
      url: '/rag-api/list-available-documents',
      headers: user.headers,
    });
    expect(available.json().documents).toContainEqual({
      identifier: pdf.id,
      type: 'user',
      name: 'locazione.pdf',
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/rag-api/rag-chat',
      headers: user.headers,
      payload: {
        message: 'Il conduttore può recedere anticipatamente dalla locazione?',
        queryMode: 'all',
        enabledUserDocuments: [{ identifier: pdf.id, type: 'user' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stream = parseSse(res.body);
    expect(stream.events[0]).toMatchObject({ mode: 'rag', points_charged: 10 });
    const citations = typed(stream.events, 'citations')[0]!.citations;
    // Focused on the documents (spec 1 §9): their passages first, at most 3 articles of law.
    expect(citations[0]?.source_type).toBe('user');
    expect(citations.filter((c) => c.source_type === 'legal').length).toBeLessThanOrEqual(3);
  });

  it("marks a deleted document's citations as deleted instead of failing", async () => {
    const { user, pdf } = await userWithLease();
    const identifier = `${pdf.id}:1`;
    const answer = `Il preavviso è di sei mesi @source:user:${identifier}.`;
    const before = await t.app.inject({
      method: 'POST',
      url: '/rag-api/verify-citations',
      headers: user.headers,
      payload: { text: answer, sources: [identifier] },
    });
    expect(before.json().citations[0]).toMatchObject({ identifier, status: 'verified', kind: 'tag' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/rag-api/user-documents/${pdf.id}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/rag-api/verify-citations',
      headers: user.headers,
      payload: { text: answer, sources: [identifier] },
    });
    expect(after.json().citations[0]).toMatchObject({
      identifier,
      status: 'deleted',
      title: 'locazione.pdf',
    });
    const source = await t.app.inject({
      method: 'POST',
      url: '/rag-api/citation-source',
      headers: user.headers,
      payload: { sourceType: 'user', identifier },
    });
    expect(source.statusCode).toBe(410);
    expect(source.json()).toMatchObject({ error_code: 'DOCUMENT_SOURCE_DELETED' });
    expect(source.json().message).toContain('locazione.pdf');
    // Asking over the deleted document now is refused, and costs nothing.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat-with-web',
      headers: user.headers,
      payload: { message: 'Preavviso?', useWebSearch: false, enabledUserDocuments: [{ identifier: pdf.id }] },
    });
    expect(chat.statusCode).toBe(422);
    const movements = (await ledgerOf(t.database.db, user.id)).filter((row) => row.kind !== 'grant');
    expect(movements.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
  });
});
