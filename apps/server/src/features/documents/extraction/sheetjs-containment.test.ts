/**
 * SheetJS 0.18.5 (`xlsx`, the `.xls` parser) has published prototype-pollution and ReDoS advisories
 * and no fixed release on the npm registry. These tests feed it crafted workbooks and prove what the
 * extraction worker contains (docs/SECURITY.md).
 */
import { describe, expect, it } from 'vitest';
import { xlsFile } from '../../../../test/document-fixtures';
import {
  POLLUTED_KEY,
  prototypePollutingXls,
  slowFormatXls,
  slowNumberFormat,
} from '../../../../test/hostile-workbooks';
import { extractDocument } from './extract-document';
import { extractDocumentInWorker, type WorkerExtractionOptions } from './run-extraction';
import { sheetjs } from './sheetjs';
import { formatNumber, MAX_NUMBER_FORMAT_LENGTH } from './table';
import { ExtractionFailure, FAILURE } from './types';

const OPTIONS: WorkerExtractionOptions = {
  ocr: null,
  maxUnzippedBytes: 64 * 1024 * 1024,
  timeoutMs: 30_000,
  maxMemoryMb: 256,
};

const SHEETS = [
  {
    name: 'Pratiche',
    rows: [
      ['Cliente', 'Pratica'],
      ['Rossi S.p.A.', 'Sfratto per morosità'],
    ],
  },
];
const TABLE = '| Cliente | Pratica |\n| Rossi S.p.A. | Sfratto per morosità |';

const polluted = () => ({}) as Record<string, unknown>;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

/** Records the longest pause of this thread's event loop while it runs. */
function loopWatch() {
  let last = performance.now();
  let longest = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    ticks++;
  }, 10);
  return () => {
    clearInterval(timer);
    return { longest: Math.max(longest, performance.now() - last), ticks };
  };
}

describe('SheetJS 0.18.5, prototype pollution (CVE-2023-30533 class)', () => {
  it('the crafted workbook does pollute Object.prototype when parsed in this thread', async () => {
    // The hazard the worker contains; if this fails, the parser was fixed: update docs/SECURITY.md.
    try {
      const doc = await extractDocument(prototypePollutingXls(SHEETS), 'XLS', OPTIONS);
      expect(polluted()[POLLUTED_KEY]).toEqual({ ref: 'A1:B2' });
      expect(doc.blocks[1]?.text).toBe(TABLE);
    } finally {
      delete (Object.prototype as Record<string, unknown>)[POLLUTED_KEY];
    }
  });

  it('parsed in the worker, it leaves this process clean, returns plain data, and the next file parses', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype);
    const doc = await extractDocumentInWorker(prototypePollutingXls(SHEETS), 'XLS', OPTIONS);

    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(before);
    expect(polluted()[POLLUTED_KEY]).toBeUndefined();
    expect(doc).toEqual({
      type: 'XLS',
      pageCount: 2, // the `__proto__` entry is counted, never read
      ocrPages: 0,
      blocks: [
        { page: 1, text: 'Foglio: Pratiche', kind: 'heading' },
        { page: 1, text: TABLE, kind: 'table' },
      ],
    });
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(Object.keys(doc).sort()).toEqual(['blocks', 'ocrPages', 'pageCount', 'type']);
    for (const block of doc.blocks) expect(Object.keys(block).sort()).toEqual(['kind', 'page', 'text']);
    expect(JSON.stringify(doc)).not.toContain('autofilter');

    const next = await extractDocumentInWorker(xlsFile(SHEETS), 'XLS', OPTIONS);
    expect(next.blocks[1]?.text).toBe(TABLE);
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(before);
  }, 20_000);
});

describe('SheetJS 0.18.5, CPU exhaustion (CVE-2024-22363 class)', () => {
  const LIMIT_MS = 3_000;
  const CELLS = 500;

  it('one cell of the crafted format costs this thread a long synchronous call', () => {
    // Without this the next test could pass on a file that is merely slow to boot.
    const started = performance.now();
    sheetjs().SSF.format(slowNumberFormat(), 1.5);
    const perCell = performance.now() - started;
    expect(perCell * CELLS).toBeGreaterThan(10 * LIMIT_MS);
  }, 20_000);

  it('the worker is stopped at its time limit with the timeout reason; this thread keeps running', async () => {
    const slow = slowFormatXls(CELLS);
    const stop = loopWatch();
    const started = performance.now();
    const error = await rejection(extractDocumentInWorker(slow, 'XLS', { ...OPTIONS, timeoutMs: LIMIT_MS }));
    const elapsed = performance.now() - started;
    const loop = stop();

    expect(error).toBeInstanceOf(ExtractionFailure);
    expect((error as ExtractionFailure).reason).toBe(FAILURE.timeout);
    expect((error as ExtractionFailure).reason).toBe(
      'Elaborazione interrotta: il documento ha richiesto troppo tempo.',
    );
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 1);
    // Margins for a loaded CI machine: parsing in this thread would stall it for the whole limit.
    expect(elapsed).toBeLessThan(LIMIT_MS + 5_000);
    expect(loop.longest).toBeLessThan(1_500);
    expect(loop.ticks).toBeGreaterThan(LIMIT_MS / 10 / 10);

    // A normal workbook goes through under the same limit: booting a worker does not use it up.
    const next = await extractDocumentInWorker(xlsFile(SHEETS), 'XLS', { ...OPTIONS, timeoutMs: LIMIT_MS });
    expect(next.blocks[1]?.text).toBe(TABLE);
  }, 20_000);

  it('our own number formatting (XLSX cells through exceljs) never applies a format longer than Excel allows', () => {
    const started = performance.now();
    expect(formatNumber(1234.5, slowNumberFormat())).toBe('1234,5');
    // One cell of that format costs SheetJS 360–600 ms: a cap that did not hold would show here.
    expect(performance.now() - started).toBeLessThan(300);
    const longest = `0.00"${'x'.repeat(MAX_NUMBER_FORMAT_LENGTH - 6)}"`;
    expect(longest).toHaveLength(MAX_NUMBER_FORMAT_LENGTH);
    expect(formatNumber(1234.5, longest)).toBe(`1234,50${'x'.repeat(MAX_NUMBER_FORMAT_LENGTH - 6)}`);
    expect(formatNumber(1234.5, `${longest} `)).toBe('1234,5');
  });
});
