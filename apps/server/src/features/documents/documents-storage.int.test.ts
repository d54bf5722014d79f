import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { docxFile, textPdf } from '../../../test/document-fixtures';
import { type EmbeddingsServer, startEmbeddingsServer } from '../../../test/embeddings-server.mjs';
import { type S3Server, startS3Server } from '../../../test/s3-server.mjs';
import { signedInUser } from '../../../test/sessions';
import { createS3Storage } from '../../platform/storage';
import { parseSse, typed } from '../chat/chat.test-support';
import { settled, upload, uploaded } from './documents.test-support';

describe('uploads in S3-compatible storage', () => {
  let s3: S3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    const storage = createS3Storage({
      bucket: 'brocardo-test',
      region: 'eu-south-1',
      endpoint: s3.url,
      forcePathStyle: true,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' }, storage });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores the file in the bucket, processes it from there, and removes it on delete', async () => {
    const user = await signedInUser(t);
    const bytes = await textPdf(['Verbale di assemblea condominiale.']);
    const document = await uploaded(t, user, 'verbale.pdf', bytes);
    const key = `brocardo-test/user-documents/${user.id}/${document.id}`;
    expect(Buffer.compare(s3.objects.get(key)!, Buffer.from(bytes))).toBe(0);
    expect((await settled(t, user, document.id)).status).toBe('completed');
    expect(s3.requests).toContainEqual({ method: 'GET', path: `/${key}` });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/rag-api/user-documents/${document.id}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(s3.objects.has(key)).toBe(false);
  });
});

describe('upload limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        DOCUMENT_MAX_UPLOAD_BYTES: '1000000',
        DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE: '2',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('answers 413 on the declared length, before the body is sent', async () => {
    const user = await signedInUser(t);
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/rag-api/upload-document',
        headers: {
          ...user.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          // The rest of the announced body is never sent: close the connection.
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on('error', reject);
      // Only the first bytes of the announced 50 MB ever leave the client.
      request.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error_code: 'DOCUMENT_TOO_LARGE' });
  });

  it('limits uploads and retries per account, each of which costs parsing', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const pdf = await textPdf(['Breve nota.']);
    await uploaded(t, user, 'uno.pdf', pdf);
    await uploaded(t, user, 'due.pdf', pdf);
    const third = await upload(t, user, 'tre.pdf', pdf);
    expect(third.statusCode).toBe(429);
    expect(third.json().error_code).toBe('RATE_LIMITED');
    // Counted per account, not per address.
    await uploaded(t, other, 'uno.pdf', pdf);
  });
});

describe('personal documents with embeddings (EMBEDDINGS_BASE_URL)', () => {
  let embeddings: EmbeddingsServer;
  let t: TestApp;
  beforeAll(async () => {
    embeddings = await startEmbeddingsServer();
    t = await buildTestApp({
      env: {
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        EMBEDDINGS_BASE_URL: `${embeddings.url}/v1`,
        EMBEDDINGS_MODEL: 'fixture-embedding',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await embeddings?.close();
  });

  it('embeds the chunks once when the document is processed and searches them with the question', async () => {
    const user = await signedInUser(t);
    const document = await uploaded(
      t,
      user,
      'parere.docx',
      await docxFile({
        heading: 'Clausola penale',
        paragraphs: [
          'La penale pattuita può essere ridotta equamente dal giudice se manifestamente eccessiva.',
        ],
      }),
    );
    expect((await settled(t, user, document.id)).status).toBe('completed');
    const embedded = embeddings.requests.flatMap((request) => request.inputs);
    expect(embedded.some((input) => input.includes('ridotta equamente'))).toBe(true);

    const before = embeddings.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-with-web',
      headers: user.headers,
      payload: {
        message: 'Il giudice può ridurre la penale eccessiva?',
        useWebSearch: false,
        enabledUserDocuments: [{ identifier: document.id, type: 'user' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The question itself was embedded for the dense half of the search.
    expect(embeddings.requests.slice(before).flatMap((request) => request.inputs)).toContain(
      'Il giudice può ridurre la penale eccessiva?',
    );
    const citations = typed(parseSse(res.body).events, 'citations')[0]!.citations;
    expect(citations[0]?.identifier.startsWith(`${document.id}:`)).toBe(true);
  });
});
