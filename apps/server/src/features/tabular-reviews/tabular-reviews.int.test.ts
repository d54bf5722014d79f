import { DEFAULT_POINT_COSTS, type ReviewDetail } from '@brocardo/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import type { Scenario } from '../../../test/openai-server.mjs';
import { signedInUser } from '../../../test/sessions';
import { queryRows } from '../../db/client';
import { tabularReviewDocuments, users } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { StorageNotFoundError } from '../../platform/storage';
import { createPointsService } from '../points/points.service';
import { normalisedForQuote } from './cell-answer';
import {
  allCellsSettled,
  allDocumentsRead,
  answerScenario,
  CONTRACT_COLUMNS,
  call,
  cellRequest,
  createdReview,
  reviewOf,
  reviewWhen,
  sentenceWith,
  threeContracts,
  uploadTo,
} from './tabular-reviews.test-support';

const context = useAppWithFixtureModel({ REVIEW_POLL_INTERVAL_MS: '100' });
const COST = DEFAULT_POINT_COSTS.review_cell;
const MISQUOTE = 'È competente in via esclusiva il Foro di Atlantide.';
const FORMULA_ANSWER = '=HYPERLINK("http://example.invalid","4 anni")';

/** The fixture model: quotes the article holding the column's keyword; scripted exceptions by file. */
function fixtureModel(exceptions: { failRent?: string; misquoteForum?: string; formulaDuration?: string }) {
  return (body: Record<string, unknown>): Scenario => {
    const { question, document } = cellRequest(body);
    const column = CONTRACT_COLUMNS.find((candidate) => candidate.question === question)!;
    const is = (marker: string | undefined) => marker !== undefined && document.includes(marker);
    if (column.keyword === 'canone' && is(exceptions.failRent)) return { failure: { status: 500 } };
    if (column.keyword === 'foro' && is(exceptions.misquoteForum))
      return answerScenario('Atlantide', MISQUOTE);
    const quote = sentenceWith(document, column.keyword);
    if (column.keyword === 'durata' && is(exceptions.formulaDuration))
      return answerScenario(FORMULA_ANSWER, quote);
    return answerScenario(`Secondo il documento: ${quote.slice(0, 40)}`, quote);
  };
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await context.t.database.db
    .select({ balance: users.pointsBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

async function storedText(documentId: string): Promise<string> {
  const rows = await queryRows<{ text: string }>(
    context.t.database.db,
    sql`select text from tabular_review_chunks where document_id = ${documentId}::uuid order by chunk_index`,
  );
  return normalisedForQuote(rows.map((row) => row.text).join(' '));
}

async function builtReview(caller: Awaited<ReturnType<typeof signedInUser>>): Promise<ReviewDetail> {
  const { t } = context;
  const review = await createdReview(t, caller);
  for (const file of await threeContracts()) {
    const res = await uploadTo(t, caller, review.id, file);
    expect(res.statusCode, res.body).toBe(202);
  }
  const res = await call(t, caller, 'POST', `/api/reviews/${review.id}/columns`, {
    columns: CONTRACT_COLUMNS.map(({ label, question }) => ({ label, question })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return reviewWhen(t, caller, review.id, allDocumentsRead);
}

describe('Revisione tabellare with the fixture model', () => {
  it('answers 3 contracts × 4 columns: quotes checked, a misquote flagged, points per cell, a failure refunded and retried', async () => {
    const { t, llm } = context;
    const caller = await signedInUser(t);
    const before = await balanceOf(caller.id);
    llm.setDefault(fixtureModel({ failRent: 'Napoli', misquoteForum: 'Torino', formulaDuration: 'Milano' }));
    const review = await builtReview(caller);
    expect(review.documents_list.map((document) => document.status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect(review.cost_per_cell).toBe(COST);
    expect(review.cells_to_start).toBe(12);

    const started = await call(t, caller, 'POST', `/api/reviews/${review.id}/start`);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ queued: 12, points_required: 12 * COST });
    const done = await reviewWhen(t, caller, review.id, allCellsSettled);

    const byName = new Map(done.documents_list.map((document) => [document.filename, document.id]));
    const columnOf = new Map(done.columns_list.map((column) => [column.label, column.id]));
    const cellAt = (file: string, label: string) =>
      done.cells.find(
        (cell) => cell.document_id === byName.get(file) && cell.column_id === columnOf.get(label),
      )!;

    expect(done.cells).toHaveLength(12);
    const failed = done.cells.filter((cell) => cell.status === 'failed');
    expect(failed.map((cell) => cell.id)).toEqual([cellAt('locazione-napoli.pdf', 'Canone mensile').id]);
    const verified = done.cells.filter((cell) => cell.status === 'done' && cell.verified);
    expect(verified).toHaveLength(10);
    for (const cell of verified) {
      expect(cell.extractive).toBe(false);
      expect(await storedText(cell.document_id)).toContain(normalisedForQuote(cell.quote!));
    }
    const misquoted = cellAt('locazione-torino.docx', 'Foro competente');
    expect(misquoted).toMatchObject({
      status: 'done',
      verified: false,
      answer: 'Atlantide',
      quote: MISQUOTE,
    });
    expect(await storedText(misquoted.document_id)).not.toContain(normalisedForQuote(MISQUOTE));
    // The PDF's second page holds the forum clause; Word files have no pages.
    expect(cellAt('locazione-napoli.pdf', 'Foro competente').page).toBe(2);
    expect(cellAt('locazione-napoli.pdf', 'Durata').page).toBe(1);
    expect(cellAt('locazione-milano.docx', 'Durata').page).toBeNull();

    // 12 charged, the failed one given back.
    expect(await balanceOf(caller.id)).toBe(before - 11 * COST);
    const ledger = await queryRows<{ kind: string; n: number | string }>(
      t.database.db,
      sql`select kind, count(*) as n from points_ledger where user_id = ${caller.id} and action = 'review_cell' group by kind order by kind`,
    );
    expect(ledger.map((row) => [row.kind, Number(row.n)])).toEqual([
      ['charge', 12],
      ['refund', 1],
    ]);

    // Retried alone once the model answers again.
    llm.setDefault(fixtureModel({}));
    const retried = await call(t, caller, 'POST', `/api/reviews/${review.id}/cells/${failed[0]!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    const again = await reviewWhen(t, caller, review.id, (current) =>
      current.cells.every((cell) => cell.status === 'done'),
    );
    const rent = again.cells.find((cell) => cell.id === failed[0]!.id)!;
    expect(rent).toMatchObject({ status: 'done', verified: true, page: 1 });
    expect(rent.quote).toContain('1.200,00');
    expect(await balanceOf(caller.id)).toBe(before - 12 * COST);
    const notFailed = await call(t, caller, 'POST', `/api/reviews/${review.id}/cells/${rent.id}/retry`);
    expect(notFailed.statusCode).toBe(422);
    expect(notFailed.json().error_code).toBe('REVIEW_CELL_NOT_RETRYABLE');

    // The Excel export, read back.
    const exported = await call(t, caller, 'GET', `/api/reviews/${review.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Documento',
      ...CONTRACT_COLUMNS.flatMap(({ label }) => [label, `${label} — fonte`]),
    ]);
    const rows = [2, 3, 4].map((at) => (sheet.getRow(at).values as unknown[]).slice(1) as string[]);
    expect(rows.map((row) => row[0])).toEqual([
      'locazione-milano.docx',
      'locazione-torino.docx',
      'locazione-napoli.pdf',
    ]);
    expect(rows[0]![1]).toBe(`'${FORMULA_ANSWER}`);
    expect(rows[0]![2]).toMatch(
      /^«.*Il contratto ha durata di 4 anni a decorrere dal 1 gennaio 2024\.» — verificata$/,
    );
    expect(rows[1]![8]).toBe(`«${MISQUOTE}» — NON verificata`);
    expect(rows[2]![8]).toMatch(/Foro di Napoli\.» \(p\. 2\) — verificata$/);
    expect(rows[2]![3]).toContain('1.200,00');
    // After an empty row, the note: the model answered, to be checked on the documents.
    expect(sheet.getRow(6).getCell(1).value).toBe(
      'Nota: risposte estratte dai documenti con l’ausilio dell’intelligenza artificiale; da verificare sui documenti originali prima dell’uso.',
    );
  }, 120_000);

  it('answers 402 with points_info when the balance does not cover every cell; nothing is queued', async () => {
    const { t, llm } = context;
    const caller = await signedInUser(t);
    llm.setDefault(fixtureModel({}));
    const review = await builtReview(caller);
    await createPointsService({ db: t.database.db, clock: systemClock, config: t.config }).adjust(
      caller.id,
      12 * COST - 1,
      'test',
    );
    const res = await call(t, caller, 'POST', `/api/reviews/${review.id}/start`);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({
      error_code: 'INSUFFICIENT_POINTS',
      points_info: { required: 12 * COST, current_balance: 12 * COST - 1, shortfall: 1 },
    });
    const after = await reviewOf(t, caller, review.id);
    expect(after.cells).toEqual([]);
    expect(after.started_at).toBeNull();
    expect(llm.requests).toHaveLength(0);
  }, 60_000);

  it('never overdraws when the balance is spent while the review runs: the cells it cannot pay fail, and are retried once paid', async () => {
    const { t, llm } = context;
    const caller = await signedInUser(t);
    // Every cell's answer takes a moment, so the balance is emptied while the first cells run.
    const slow = fixtureModel({});
    llm.setDefault((body) => ({ ...slow(body), headersDelayMs: 300 }));
    const review = await builtReview(caller);
    const points = createPointsService({ db: t.database.db, clock: systemClock, config: t.config });
    await points.adjust(caller.id, 12 * COST, 'test');
    const started = await call(t, caller, 'POST', `/api/reviews/${review.id}/start`);
    expect(started.statusCode, started.body).toBe(202);
    await points.adjust(caller.id, 0, 'speso altrove');

    const settled = await reviewWhen(t, caller, review.id, allCellsSettled);
    const failed = settled.cells.filter((cell) => cell.status === 'failed');
    const done = settled.cells.filter((cell) => cell.status === 'done');
    expect(done.length + failed.length).toBe(12);
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((cell) => cell.error))).toEqual(
      new Set(['Punti insufficienti per questa cella.']),
    );
    expect(await balanceOf(caller.id)).toBe(0);
    const charges = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from points_ledger where user_id = ${caller.id} and action = 'review_cell' and kind = 'charge'`,
    );
    expect(Number(charges[0]!.n)).toBe(done.length);

    llm.setDefault(fixtureModel({}));
    await points.adjust(caller.id, 10 * COST, 'ricarica');
    const retried = await call(t, caller, 'POST', `/api/reviews/${review.id}/cells/${failed[0]!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    await reviewWhen(
      t,
      caller,
      review.id,
      (current) => current.cells.find((cell) => cell.id === failed[0]!.id)?.status === 'done',
    );
    expect(await balanceOf(caller.id)).toBe(9 * COST);
  }, 90_000);

  it('is the owner’s only: another user gets 404 everywhere; deleting removes rows and files', async () => {
    const { t, llm } = context;
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    llm.setDefault(fixtureModel({}));
    const review = await builtReview(owner);
    const cellId = '00000000-0000-4000-8000-000000000000';
    const [file] = await threeContracts();
    const attempts = [
      await call(t, other, 'GET', `/api/reviews/${review.id}`),
      await call(t, other, 'GET', `/api/reviews/${review.id}/export`),
      await call(t, other, 'POST', `/api/reviews/${review.id}/start`),
      await call(t, other, 'POST', `/api/reviews/${review.id}/columns`, { set: 'locazioni' }),
      await call(t, other, 'POST', `/api/reviews/${review.id}/cells/${cellId}/retry`),
      await uploadTo(t, other, review.id, file!),
      await call(t, other, 'DELETE', `/api/reviews/${review.id}`),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await call(t, other, 'GET', '/api/reviews')).json().reviews).toEqual([]);
    expect((await reviewOf(t, owner, review.id)).documents_list).toHaveLength(3);

    const keys = (
      await t.database.db
        .select({ key: tabularReviewDocuments.storageKey })
        .from(tabularReviewDocuments)
        .where(eq(tabularReviewDocuments.reviewId, review.id))
    ).map((row) => row.key);
    expect(keys).toHaveLength(3);
    await t.storage.get(keys[0]!); // stored
    const deleted = await call(t, owner, 'DELETE', `/api/reviews/${review.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of keys) await expect(t.storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect((await call(t, owner, 'GET', `/api/reviews/${review.id}`)).statusCode).toBe(404);
    const [left] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select (select count(*) from tabular_review_documents where review_id = ${review.id}::uuid)
               + (select count(*) from tabular_review_columns where review_id = ${review.id}::uuid) as n`,
    );
    expect(Number(left!.n)).toBe(0);
  }, 60_000);

  it('goes with the account: erasing it deletes the reviews and their files', async () => {
    const { t, llm } = context;
    const caller = await signedInUser(t);
    llm.setDefault(fixtureModel({}));
    const review = await builtReview(caller);
    const keys = (
      await t.database.db
        .select({ key: tabularReviewDocuments.storageKey })
        .from(tabularReviewDocuments)
        .where(eq(tabularReviewDocuments.reviewId, review.id))
    ).map((row) => row.key);
    expect(keys).toHaveLength(3);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: caller.headers,
      payload: { password: 'Password123' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [left] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from tabular_reviews where user_id = ${caller.id}`,
    );
    expect(Number(left!.n)).toBe(0);
    for (const key of keys) await expect(t.storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  }, 60_000);

  it('validates input with Italian field messages; refuses other file types; ready sets of columns', async () => {
    const { t } = context;
    const caller = await signedInUser(t);
    const blank = await call(t, caller, 'POST', '/api/reviews', { title: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.title[0]).toMatch(/titolo/);
    const review = await createdReview(t, caller);
    const unknownSet = await call(t, caller, 'POST', `/api/reviews/${review.id}/columns`, { set: 'nessuno' });
    expect(unknownSet.statusCode).toBe(422);
    expect(unknownSet.json().errors.set).toBeDefined();
    const empty = await call(t, caller, 'POST', `/api/reviews/${review.id}/columns`, { columns: [] });
    expect(empty.statusCode).toBe(422);
    const badId = await call(t, caller, 'GET', '/api/reviews/non-un-id');
    expect(badId.statusCode).toBe(404); // a malformed id names no resource (platform/http-errors.ts)
    const text = await uploadTo(t, caller, review.id, {
      filename: 'note.txt',
      bytes: new TextEncoder().encode('solo testo'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error_code).toBe('REVIEW_DOCUMENT_TYPE_NOT_ALLOWED');
    // The same file twice would have every cell answered and paid twice: refused, nothing stored.
    const [contract, other] = await threeContracts();
    expect((await uploadTo(t, caller, review.id, contract!)).statusCode).toBe(202);
    const again = await uploadTo(t, caller, review.id, { ...contract!, filename: 'copia.docx' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error_code).toBe('REVIEW_DOCUMENT_DUPLICATE');
    expect((await uploadTo(t, caller, review.id, other!)).statusCode).toBe(202);
    const held = await call(t, caller, 'GET', `/api/reviews/${review.id}`);
    expect(held.json().review.documents_list).toHaveLength(2);
    const fresh = await createdReview(t, caller);
    const nothing = await call(t, caller, 'POST', `/api/reviews/${fresh.id}/start`);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error_code).toBe('REVIEW_NOTHING_TO_START');
    const set = await call(t, caller, 'POST', `/api/reviews/${fresh.id}/columns`, { set: 'lavoro' });
    expect(set.statusCode).toBe(200);
    expect(set.json().review.columns_list.map((column: { label: string }) => column.label)).toContain(
      'CCNL applicato',
    );
  }, 60_000);
});
