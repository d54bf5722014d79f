/**
 * The crafted legacy workbooks of sheetjs-containment.test.ts, uploaded and processed by the document
 * queue of a whole server running in this process (docs/SECURITY.md, "Dependencies and risks").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { xlsFile } from '../../../../test/document-fixtures';
import { POLLUTED_KEY, prototypePollutingXls, slowFormatXls } from '../../../../test/hostile-workbooks';
import { signedInUser } from '../../../../test/sessions';
import { createDocumentsRepo } from '../documents.repo';
import { settled, uploaded } from '../documents.test-support';
import { FAILURE } from './types';

const LIMIT_MS = 4_000;
const SHEETS = [{ name: 'Pratiche', rows: [['Cliente'], ['Rossi S.p.A.']] }];

describe('hostile legacy workbooks through the document queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', DOCUMENT_PROCESSING_TIMEOUT_MS: String(LIMIT_MS) },
    });
  });
  afterAll(() => t?.close());

  const chunksOf = (id: string) => createDocumentsRepo(t.database.db).chunks(id);

  it('fails a workbook that keeps SheetJS busy past the limit with the timeout reason, and keeps serving', async () => {
    const user = await signedInUser(t);
    const slow = await uploaded(t, user, 'importi.xls', slowFormatXls(200));

    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const outcome = await settled(t, user, slow.id).finally(() => clearInterval(timer));

    expect(outcome).toMatchObject({
      status: 'failed',
      error: 'Elaborazione interrotta: il documento ha richiesto troppo tempo.',
    });
    expect(outcome.error).toBe(FAILURE.timeout);
    expect(performance.now() - started).toBeLessThan(LIMIT_MS + 10_000);
    expect(longest).toBeLessThan(2_000);
    expect(await chunksOf(slow.id)).toEqual([]);

    const after = await uploaded(t, user, 'dopo.xls', xlsFile(SHEETS));
    expect((await settled(t, user, after.id)).status).toBe('completed');
    expect((await chunksOf(after.id)).map((chunk) => chunk.text).join('\n')).toContain('Rossi S.p.A.');
  }, 60_000);

  it('stores a prototype-polluting workbook as plain text, and this process stays clean', async () => {
    const user = await signedInUser(t);
    const before = Object.getOwnPropertyNames(Object.prototype);
    const crafted = await uploaded(t, user, 'filtro.xls', prototypePollutingXls(SHEETS));

    expect(await settled(t, user, crafted.id)).toMatchObject({ status: 'completed', pages: 2 });
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(before);
    expect(({} as Record<string, unknown>)[POLLUTED_KEY]).toBeUndefined();
    const chunks = await chunksOf(crafted.id);
    expect(chunks.map((chunk) => chunk.text).join('\n')).toContain('| Rossi S.p.A. |');
    expect(JSON.stringify(chunks)).not.toContain('autofilter');

    const after = await uploaded(t, user, 'dopo.xls', xlsFile(SHEETS));
    expect((await settled(t, user, after.id)).status).toBe('completed');
  }, 60_000);
});
