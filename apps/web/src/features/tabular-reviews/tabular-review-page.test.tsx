import type { ReviewCell, ReviewDetail } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pointsDashboardBody } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { captureDownloads } from '../../test/capture-downloads';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { TabularReviewPage } from './tabular-review-page';

const ID = '11111111-1111-4111-8111-111111111111';
const DOC_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const DOC_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const COL_1 = 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1';
const COL_2 = 'c2c2c2c2-c2c2-4c2c-8c2c-c2c2c2c2c2c2';

function cell(id: string, document: string, column: string, changes: Partial<ReviewCell>): ReviewCell {
  return {
    id,
    document_id: document,
    column_id: column,
    status: 'done',
    answer: null,
    quote: null,
    page: null,
    verified: null,
    extractive: false,
    error: null,
    ...changes,
  };
}

function review(changes: Partial<ReviewDetail> = {}): ReviewDetail {
  return {
    id: ID,
    title: 'Locazioni 2024',
    created_at: '2026-11-26T10:00:00.000Z',
    started_at: '2026-11-26T10:01:00.000Z',
    documents: 2,
    columns: 2,
    documents_list: [
      {
        id: DOC_A,
        filename: 'milano.pdf',
        document_type: 'PDF',
        status: 'completed',
        size_bytes: 10,
        pages: 2,
        error: null,
      },
      {
        id: DOC_B,
        filename: 'torino.docx',
        document_type: 'DOCX',
        status: 'completed',
        size_bytes: 10,
        pages: null,
        error: null,
      },
    ],
    columns_list: [
      { id: COL_1, label: 'Durata', question: 'Qual è la durata?', position: 0 },
      { id: COL_2, label: 'Foro competente', question: 'Quale foro?', position: 1 },
    ],
    cells: [
      cell('e0000000-0000-4000-8000-000000000001', DOC_A, COL_1, {
        answer: 'Quattro anni',
        quote: 'Il contratto ha durata di 4 anni.',
        page: 1,
        verified: true,
      }),
      cell('e0000000-0000-4000-8000-000000000002', DOC_A, COL_2, {
        answer: 'Atlantide',
        quote: 'È competente il Foro di Atlantide.',
        page: 2,
        verified: false,
      }),
      cell('e0000000-0000-4000-8000-000000000003', DOC_B, COL_1, {
        status: 'failed',
        error: 'Il servizio AI non è raggiungibile.',
      }),
      cell('e0000000-0000-4000-8000-000000000004', DOC_B, COL_2, { status: 'running' }),
    ],
    cost_per_cell: 2,
    cells_to_start: 0,
    max_documents: 25,
    ...changes,
  };
}

function stub(
  detail: () => Response,
  extra: (path: string, init: RequestInit) => Response | null = () => null,
) {
  return stubApi((path, init) => {
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(100));
    if (path === '/api/ai/status') return jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    if (path === '/api/reviews') {
      return jsonResponse(200, {
        reviews: [
          { id: ID, title: 'Locazioni 2024', created_at: '', started_at: null, documents: 2, columns: 2 },
        ],
      });
    }
    if (path === `/api/reviews/${ID}` && (init.method ?? 'GET') === 'GET') return detail();
    return (
      extra(path, init) ?? jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' })
    );
  });
}

function renderPage() {
  localStorage.setItem('auth_token', 'tok-review');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const user = userEvent.setup();
  renderRouteWithProviders(`/revisione-tabellare?id=${ID}`, <TabularReviewPage />);
  return user;
}

describe('Revisione tabellare', () => {
  it('shows the table with progress; a cell opens its quote, page and verification; a failed cell is retried', async () => {
    let current = review();
    const api = stub(
      () => jsonResponse(200, { review: current }),
      (path) => {
        if (path === `/api/reviews/${ID}/cells/e0000000-0000-4000-8000-000000000003/retry`) {
          current = review({
            cells: current.cells.map((item) =>
              item.status === 'failed' ? { ...item, status: 'pending', error: null } : item,
            ),
          });
          return jsonResponse(202, { review: current });
        }
        return null;
      },
    );
    const user = renderPage();
    expect(
      await screen.findByText('3 di 4 celle completate (75%)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Foro competente' })).toBeInTheDocument();
    expect(within(table).getByText('Quattro anni')).toBeInTheDocument();
    expect(within(table).getByText('Non verificata')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Foro competente — milano.pdf' }));
    const detail = screen.getByRole('region', { name: 'Dettaglio della cella' });
    expect(detail).toHaveTextContent('«È competente il Foro di Atlantide.» (p. 2)');
    expect(detail).toHaveTextContent('Citazione NON verificata');

    await user.click(screen.getByRole('button', { name: 'Durata — milano.pdf' }));
    expect(screen.getByRole('region', { name: 'Dettaglio della cella' })).toHaveTextContent(
      'Citazione verificata nel testo del documento',
    );

    await user.click(screen.getByRole('button', { name: 'Durata — torino.docx' }));
    const failed = screen.getByRole('region', { name: 'Dettaglio della cella' });
    expect(failed).toHaveTextContent('Il servizio AI non è raggiungibile.');
    await user.click(within(failed).getByRole('button', { name: 'Riprova' }));
    expect(api.requests(`/api/reviews/${ID}/cells/e0000000-0000-4000-8000-000000000003/retry`)).toHaveLength(
      1,
    );
    expect(await screen.findByText('2 di 4 celle completate (50%)')).toBeInTheDocument();
  });

  it('fills the table as the polled cells are done', async () => {
    let calls = 0;
    const done = review();
    const running = review({ cells: done.cells.map((item) => ({ ...item, status: 'running' as const })) });
    stub(() => {
      calls += 1;
      return jsonResponse(200, { review: calls === 1 ? running : done });
    });
    renderPage();
    expect(
      await screen.findByText('0 di 4 celle completate (0%)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Quattro anni', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('downloads the Excel export named after the title, its dash kept and one space between words', async () => {
    const downloads = captureDownloads();
    const title = 'Locazioni Milano e Torino – clausole';
    stub(
      () => jsonResponse(200, { review: review({ title }) }),
      (path) => (path === `/api/reviews/${ID}/export` ? new Response(new Uint8Array([0x50, 0x4b])) : null),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Esporta in Excel' }, { timeout: 5000 }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('Locazioni Milano e Torino - clausole.xlsx');
  });

  it('shows the cost before starting and the 402 dialog when the balance does not cover it', async () => {
    const api = stub(
      () => jsonResponse(200, { review: review({ cells: [], started_at: null, cells_to_start: 12 }) }),
      (path) =>
        path === `/api/reviews/${ID}/start`
          ? jsonResponse(402, {
              message: 'Punti insufficienti',
              error_code: 'INSUFFICIENT_POINTS',
              points_info: { required: 24, current_balance: 10, shortfall: 14 },
            })
          : null,
    );
    const user = renderPage();
    expect(await screen.findByTestId('review-cost', {}, { timeout: 5000 })).toHaveTextContent(
      '12 celle × 2 punti = 24 punti',
    );
    await user.click(screen.getByRole('button', { name: 'Avvia la revisione' }));
    expect(api.requests(`/api/reviews/${ID}/start`)).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Punti insufficienti' })).toBeInTheDocument();
  });

  it('uploads the files chosen with the app’s own button, and deletes the review only once confirmed', async () => {
    const api = stub(
      () => jsonResponse(200, { review: review() }),
      (path, init) => {
        if (path === `/api/reviews/${ID}/documents`) return jsonResponse(202, { review: review() });
        if (path === `/api/reviews/${ID}` && init.method === 'DELETE')
          return jsonResponse(200, { deleted: true });
        return null;
      },
    );
    const user = renderPage();
    const input = await screen.findByLabelText(/^Documenti \(2\/25\)/, {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Scegli i file' })).toBeEnabled();
    await user.upload(input as HTMLInputElement, [
      new File(['%PDF-1.4'], 'roma.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'napoli.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(api.requests(`/api/reviews/${ID}/documents`)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare la revisione?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminare la revisione?' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    await waitFor(() =>
      expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1),
    );
  });

  it('takes a column out of the review after asking; without columns the table still lists the documents', async () => {
    let current = review();
    const api = stub(
      () => jsonResponse(200, { review: current }),
      (path, init) => {
        const removed = /\/columns\/([^/]+)$/.exec(path)?.[1];
        if (removed && init.method === 'DELETE') {
          const columns = current.columns_list.filter((column) => column.id !== removed);
          current = review({
            columns: columns.length,
            columns_list: columns,
            cells: current.cells.filter((item) => item.column_id !== removed),
          });
          return jsonResponse(200, { review: current });
        }
        return null;
      },
    );
    const user = renderPage();
    const confirm = async () =>
      user.click(
        within(await screen.findByRole('dialog', { name: 'Rimuovere la colonna?' })).getByRole('button', {
          name: 'Elimina',
        }),
      );
    await user.click(
      await screen.findByRole('button', { name: 'Rimuovi la colonna «Foro competente»' }, { timeout: 5000 }),
    );
    await confirm();
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Foro competente/ })).not.toBeInTheDocument(),
    );
    expect(api.requests(`/api/reviews/${ID}/columns/${COL_2}`).map((request) => request.init.method)).toEqual(
      ['DELETE'],
    );

    // The last column out: the table still names the documents, each removable.
    await user.click(screen.getByRole('button', { name: 'Rimuovi la colonna «Durata»' }));
    await confirm();
    await waitFor(() => expect(screen.queryAllByRole('columnheader')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Rimuovi il documento «milano.pdf»' })).toBeInTheDocument();
  });
});
