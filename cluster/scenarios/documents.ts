import { describe, expect, it } from 'vitest';
import { textPdf } from '../../apps/server/test/document-fixtures';
import type { S3Server } from '../../apps/server/test/s3-server.mjs';
import { clientIp, createAccount, login, withDatabase } from '../harness/accounts';
import { BUCKET } from '../harness/cluster';
import { send, sendVia } from '../harness/http';
import { pollUntil } from '../harness/wait';
import type { ClusterContext } from './context';

const DOCUMENTS = 4;

export function describeDocuments(context: () => ClusterContext & { s3: S3Server }): void {
  describe('document processing shared by both replicas’ workers', () => {
    it('documents uploaded through A are each processed exactly once, by whichever worker claims them', async () => {
      const { nginx, replicas, admin, databaseURL, s3 } = context();
      const account = await createAccount(nginx, admin, databaseURL);
      const ip = clientIp(30);
      const token = await login(nginx, account, ip);
      const ids: string[] = [];
      for (let index = 0; index < DOCUMENTS; index++) {
        const pdf = await textPdf([
          `# Contratto ${index}\n\nIl conduttore può recedere con preavviso di sei mesi.`,
        ]);
        const form = new FormData();
        form.append(
          'file',
          new Blob([Buffer.from(pdf)], { type: 'application/pdf' }),
          `contratto-${index}.pdf`,
        );
        const uploaded = await sendVia(nginx, replicas[0], '/rag-api/upload-document', { token, ip, form });
        expect(uploaded.status, uploaded.body).toBe(202);
        ids.push(uploaded.json.document.id);
      }

      await pollUntil(
        'every document to be processed',
        async () => {
          const list = await send(nginx, '/rag-api/user-documents', { token, ip });
          const statuses = (list.json.documents as Array<{ status: string }>).map(
            (document) => document.status,
          );
          return statuses.length === DOCUMENTS && statuses.every((status) => status !== 'processing')
            ? statuses
            : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 250 },
      );

      const rows = await withDatabase(databaseURL, async (db) => {
        const { rows } = await db.query<{
          id: string;
          status: string;
          attempts: number;
          chunk_count: number;
          chunks: number;
          distinct_chunks: number;
          storage_key: string;
        }>(
          `select d.id, d.status, d.attempts, d.chunk_count, d.storage_key,
                  count(c.*)::int as chunks, count(distinct c.chunk_index)::int as distinct_chunks
           from user_documents d left join user_document_chunks c on c.document_id = d.id
           where d.user_id = $1 group by d.id order by d.created_at`,
          [account.id],
        );
        return rows;
      });
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'completed', attempts: 1 });
        expect(row.chunks).toBeGreaterThan(0);
        expect([row.chunks, row.distinct_chunks]).toEqual([row.chunk_count, row.chunk_count]);
        // Stored once by the upload, read once by the one worker that processed it.
        const requests = s3.requests.filter((request) => request.path.includes(row.storage_key));
        expect(requests.map((request) => request.method).sort(), `${BUCKET}/${row.storage_key}`).toEqual([
          'GET',
          'PUT',
        ]);
      }
    });
  });
}
