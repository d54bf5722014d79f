import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { textPdf } from '../../../test/document-fixtures';
import { signedInUser } from '../../../test/sessions';
import { eventually } from '../chat/chat.test-support';
import { createDocumentProcessor, type ProcessorSettings } from './document-processor';
import { createDocumentQueueRepo } from './document-queue.repo';
import { createDocumentsRepo } from './documents.repo';
import { listDocuments, settled, uploaded } from './documents.test-support';
import { uploadedFileReader } from './extraction/run-extraction';

const SETTINGS: ProcessorSettings = {
  concurrency: 1,
  leaseMs: 1_000,
  pollIntervalMs: 100,
  maxAttempts: 3,
};
const read = uploadedFileReader({
  timeoutMs: 60_000,
  maxMemoryMb: 256,
  ocr: null,
  maxUnzippedBytes: 64 * 1024 * 1024,
});

const processed: string[] = [];
const log = {
  info: (details: object) => {
    const document = (details as { document?: { id: string; written: boolean } }).document;
    if (document?.written) processed.push(document.id);
  },
  warn: () => {},
  error: () => {},
};

describe('the document queue across workers and crashes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No processor of the app's own: the tests start "replicas" on the same database.
    t = await buildTestApp({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', DOCUMENT_WORKER_CONCURRENCY: '0' },
    });
  });
  afterAll(() => t?.close());

  const replica = (settings: Partial<ProcessorSettings> = {}) =>
    createDocumentProcessor({
      queue: createDocumentQueueRepo(t.database.db),
      storage: t.storage,
      settings: { ...SETTINGS, ...settings },
      log,
      read,
    });

  it('picks up a document whose worker died mid-way once its lease expires, and completes it', async () => {
    const user = await signedInUser(t);
    const document = await uploaded(t, user, 'atto.pdf', await textPdf(['Atto di precetto notificato.']));
    const repo = createDocumentQueueRepo(t.database.db);
    // What a killed server leaves behind: a claimed row, a lease that will run out, no chunks.
    const claimed = await repo.claimNext('dead-server', 800);
    expect(claimed?.id).toBe(document.id);
    expect(claimed?.attempts).toBe(1);

    const survivor = replica();
    survivor.start();
    try {
      // Not before the lease has expired: the dead worker still "holds" it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await listDocuments(t, user))[0]?.status).toBe('processing');
      const done = await settled(t, user, document.id, 15_000);
      expect(done).toMatchObject({ status: 'completed', chunks: 1 });
      const chunks = await createDocumentsRepo(t.database.db).chunks(document.id);
      expect(chunks.map((chunk) => chunk.text).join(' ')).toContain('precetto');
      // The dead worker's late result can no longer be written over the survivor's.
      expect(
        await repo.complete(document.id, 'dead-server', {
          pageCount: 9,
          ocrPages: 0,
          chunks: [],
          embeddingModel: null,
        }),
      ).toBe(false);
      expect((await createDocumentsRepo(t.database.db).chunks(document.id)).length).toBe(1);
    } finally {
      await survivor.stop();
    }
  });

  it('fails a document after it has killed its worker too many times', async () => {
    const user = await signedInUser(t);
    const document = await uploaded(t, user, 'veleno.pdf', await textPdf(['Documento problematico.']));
    const repo = createDocumentQueueRepo(t.database.db);
    for (let attempt = 1; attempt <= SETTINGS.maxAttempts; attempt += 1) {
      expect((await repo.claimNext('crashing-server', 1))?.id).toBe(document.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const worker = replica();
    worker.start();
    try {
      const done = await settled(t, user, document.id, 10_000);
      expect(done.status).toBe('failed');
      expect(done.error).toMatch(/interrotta più volte/);
    } finally {
      await worker.stop();
    }
  });

  it('shares the queue between replicas without processing a document twice', async () => {
    const user = await signedInUser(t);
    processed.length = 0;
    const ids: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      ids.push((await uploaded(t, user, `atto-${n}.pdf`, await textPdf([`Atto numero ${n}.`]))).id);
    }
    const first = replica({ leaseMs: 30_000 });
    const second = replica({ leaseMs: 30_000 });
    first.start();
    second.start();
    try {
      await eventually(
        async () => (await listDocuments(t, user)).every((d) => d.status === 'completed'),
        20_000,
      );
      expect(processed.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('gives a document back to the queue when its server stops mid-way', async () => {
    const user = await signedInUser(t);
    const document = await uploaded(t, user, 'lungo.pdf', await textPdf(['Documento lungo.']));
    let started!: () => void;
    const extracting = new Promise<void>((resolve) => {
      started = resolve;
    });
    const stopping = createDocumentProcessor({
      queue: createDocumentQueueRepo(t.database.db),
      storage: t.storage,
      settings: { ...SETTINGS, leaseMs: 60_000 },
      log,
      // The real extraction, once the stop has been asked for.
      read: async (bytes, type, signal) => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 200));
        return read(bytes, type, signal);
      },
    });
    stopping.start();
    await extracting;
    await stopping.stop();
    const [row] = await createDocumentsRepo(t.database.db).anyOf(user.id, [document.id]);
    expect(row).toMatchObject({ status: 'processing', attempts: 0 });
    // Released at once, not after the 60 s lease: the next worker takes it straight away.
    const next = replica();
    next.start();
    try {
      expect((await settled(t, user, document.id, 10_000)).status).toBe('completed');
    } finally {
      await next.stop();
    }
  });
});
