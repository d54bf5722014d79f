import type { ReviewResponse } from '@brocardo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/sessions';
import { queryRows } from '../../db/client';
import { normalisedForQuote } from './cell-answer';
import {
  allCellsSettled,
  allDocumentsRead,
  CONTRACT_COLUMNS,
  call,
  createdReview,
  reviewWhen,
  threeContracts,
  uploadTo,
} from './tabular-reviews.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { REVIEW_POLL_INTERVAL_MS: '100', REVIEW_MAX_DOCUMENTS: '2', LOGIN_RATE_LIMIT_PER_MINUTE: '10000' },
  });
});
afterAll(async () => t?.close());

describe('Revisione tabellare without a model', () => {
  it('answers each cell with the best passage, free; enforces REVIEW_MAX_DOCUMENTS; resumes a cell whose worker died', async () => {
    const caller = await signedInUser(t);
    const review = await createdReview(t, caller, 'Locazioni Milano e Torino – clausole');
    const [milano, torino, napoli] = await threeContracts();
    expect((await uploadTo(t, caller, review.id, milano!)).statusCode).toBe(202);
    expect((await uploadTo(t, caller, review.id, napoli!)).statusCode).toBe(202);
    const third = await uploadTo(t, caller, review.id, torino!);
    expect(third.statusCode).toBe(422);
    expect(third.json().error_code).toBe('REVIEW_DOCUMENT_LIMIT_REACHED');
    const columns = await call(t, caller, 'POST', `/api/reviews/${review.id}/columns`, {
      columns: CONTRACT_COLUMNS.map(({ label, question }) => ({ label, question })),
    });
    expect(columns.statusCode).toBe(200);
    const ready = await reviewWhen(t, caller, review.id, allDocumentsRead);
    expect(ready.cost_per_cell).toBe(0);

    const balanceBefore = (await call(t, caller, 'GET', '/api/points/dashboard')).json().current_balance;
    const started = await call(t, caller, 'POST', `/api/reviews/${review.id}/start`);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ queued: 8, points_required: 0 });
    const done = await reviewWhen(t, caller, review.id, allCellsSettled);
    expect(done.cells.every((cell) => cell.status === 'done' && cell.extractive && cell.verified)).toBe(true);
    const forum = done.columns_list.find((column) => column.label === 'Foro competente')!;
    const pdf = done.documents_list.find((document) => document.document_type === 'PDF')!;
    const pdfForum = done.cells.find((cell) => cell.column_id === forum.id && cell.document_id === pdf.id)!;
    expect(pdfForum.quote).toContain('Foro di Napoli');
    expect(pdfForum.page).toBe(2);
    const chunks = await queryRows<{ text: string }>(
      t.database.db,
      sql`select text from tabular_review_chunks where document_id = ${pdf.id}::uuid`,
    );
    expect(chunks.map((chunk) => normalisedForQuote(chunk.text)).join(' ')).toContain(
      normalisedForQuote(pdfForum.quote!),
    );
    expect((await call(t, caller, 'GET', '/api/points/dashboard')).json().current_balance).toBe(
      balanceBefore,
    );

    // A worker that died mid-cell: its lease expires and another claim answers the cell.
    await t.database.db.execute(sql`
      update tabular_review_cells set status = 'running', answer = null, quote = null,
        lease_owner = 'dead-server', lease_expires_at = now() - interval '1 second', attempts = 1
      where id = ${pdfForum.id}::uuid`);
    const resumed = await reviewWhen(t, caller, review.id, (current) =>
      current.cells.some((cell) => cell.id === pdfForum.id && cell.status === 'done' && cell.quote !== null),
    );
    expect(resumed.cells.find((cell) => cell.id === pdfForum.id)!.quote).toBe(pdfForum.quote);

    // A new column on a started review is queued at once.
    await call(t, caller, 'POST', `/api/reviews/${review.id}/columns`, {
      columns: [{ label: 'Deposito', question: 'A quanto ammonta il deposito cauzionale?' }],
    });
    const grown = await reviewWhen(
      t,
      caller,
      review.id,
      (current) => current.cells.length === 10 && allCellsSettled(current),
    );
    expect(grown.cells.filter((cell) => cell.status === 'done')).toHaveLength(10);

    // The export says the cells were found without a model, and keeps the title's dash in its name.
    const exported = await call(t, caller, 'GET', `/api/reviews/${review.id}/export`);
    expect(exported.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Locazioni Milano e Torino - clausole.xlsx')}`,
    );
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const note = String(workbook.worksheets[0]!.getRow(5).getCell(1).value);
    expect(note).toContain('per estrazione automatica, senza un modello di intelligenza artificiale');
    expect(note).not.toContain('ausilio');
  }, 90_000);
});

describe('the columns of a review', () => {
  it('takes a set once and refuses a column whose name the review already has', async () => {
    const caller = await signedInUser(t);
    const review = await createdReview(t, caller, 'Colonne');
    const columnsPath = `/api/reviews/${review.id}/columns`;
    expect((await call(t, caller, 'POST', columnsPath, { set: 'locazioni' })).statusCode).toBe(200);
    // The same set again adds nothing.
    const again = await call(t, caller, 'POST', columnsPath, { set: 'locazioni' });
    expect(again.statusCode).toBe(200);
    const labels = (again.json() as ReviewResponse).review.columns_list.map((column) => column.label);
    expect(new Set(labels).size).toBe(labels.length);
    // One of its names, written otherwise, is refused with a message naming it; nothing is added.
    const taken = labels[0]!;
    const duplicate = await call(t, caller, 'POST', columnsPath, {
      columns: [{ label: `  ${taken.toUpperCase()} `, question: 'Di nuovo?' }],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.columns[0]).toContain('La revisione ha già una colonna');
    const twice = await call(t, caller, 'POST', columnsPath, {
      columns: [
        { label: 'Penale', question: 'Quale penale?' },
        { label: 'penale', question: 'Quale penale, ancora?' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    const after = await call(t, caller, 'GET', `/api/reviews/${review.id}`);
    expect((after.json() as ReviewResponse).review.columns_list).toHaveLength(labels.length);
  });
});

describe('taking a column or a document out of a review', () => {
  it('removes it with its cells, refuses while one of its cells is answered, and only for the owner', async () => {
    const caller = await signedInUser(t);
    const stranger = await signedInUser(t);
    const review = await createdReview(t, caller, 'Da correggere');
    const [milano, , napoli] = await threeContracts();
    await uploadTo(t, caller, review.id, milano!);
    await uploadTo(t, caller, review.id, napoli!);
    await call(t, caller, 'POST', `/api/reviews/${review.id}/columns`, {
      columns: CONTRACT_COLUMNS.map(({ label, question }) => ({ label, question })),
    });
    await reviewWhen(t, caller, review.id, allDocumentsRead);
    await call(t, caller, 'POST', `/api/reviews/${review.id}/start`);
    const done = await reviewWhen(t, caller, review.id, allCellsSettled);
    const [column] = done.columns_list;
    const [document] = done.documents_list;

    // Not the caller's review: 404, nothing removed.
    const foreign = await call(t, stranger, 'DELETE', `/api/reviews/${review.id}/columns/${column!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_code).toBe('REVIEW_NOT_FOUND');

    // A cell being answered holds its column back.
    const cell = done.cells.find((entry) => entry.column_id === column!.id)!;
    await t.database.db.execute(sql`
      update tabular_review_cells set status = 'running', lease_owner = 'other-server',
        lease_expires_at = now() + interval '1 minute' where id = ${cell.id}::uuid`);
    const busy = await call(t, caller, 'DELETE', `/api/reviews/${review.id}/columns/${column!.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error_code).toBe('REVIEW_ITEM_BUSY');
    await t.database.db.execute(
      sql`update tabular_review_cells set status = 'done' where id = ${cell.id}::uuid`,
    );

    const withoutColumn = await call(t, caller, 'DELETE', `/api/reviews/${review.id}/columns/${column!.id}`);
    expect(withoutColumn.statusCode, withoutColumn.body).toBe(200);
    const afterColumn = (withoutColumn.json() as ReviewResponse).review;
    expect(afterColumn.columns_list.map((entry) => entry.id)).not.toContain(column!.id);
    expect(afterColumn.cells.some((entry) => entry.column_id === column!.id)).toBe(false);

    const withoutDocument = await call(
      t,
      caller,
      'DELETE',
      `/api/reviews/${review.id}/documents/${document!.id}`,
    );
    expect(withoutDocument.statusCode).toBe(200);
    const afterDocument = (withoutDocument.json() as ReviewResponse).review;
    expect(afterDocument.documents_list.map((entry) => entry.id)).not.toContain(document!.id);
    expect(afterDocument.cells.every((entry) => entry.document_id !== document!.id)).toBe(true);
    expect(afterDocument.cells).toHaveLength((CONTRACT_COLUMNS.length - 1) * 1);

    const again = await call(t, caller, 'DELETE', `/api/reviews/${review.id}/documents/${document!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error_code).toBe('REVIEW_ITEM_NOT_FOUND');
  });
});
