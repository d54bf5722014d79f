import { DOCUMENT_LIMIT_MESSAGE } from '@brocardo/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import { formatUploadDate } from './personal-documents';
import { fakeDocumentsApi, sampleDocument } from './test-support/fake-documents';
import { indicator, openPanel, renderDocuments, rowOf, rows } from './test-support/render-documents';

const contract = sampleDocument({ filename: 'contratto.pdf', documentType: 'PDF', status: 'completed' });
const memo = sampleDocument({
  filename: 'memoria.docx',
  documentType: 'DOCX',
  status: 'processing',
  pages: null,
});
const sheet = sampleDocument({
  filename: 'bilancio.xlsx',
  documentType: 'XLSX',
  status: 'failed',
  error: 'Il file è protetto da password.',
});

const toastText = async (panel: HTMLElement) => (await within(panel).findByTestId('toast')).textContent;

describe('Document manager: the list', () => {
  it('shows each document with its type, status, upload date; failed ones with the reason and Riprova', async () => {
    const api = fakeDocumentsApi({ documents: [contract, memo, sheet], activated: [contract.id, memo.id] });
    const { user } = renderDocuments();
    // A processing document counts only once it is ready.
    await waitFor(() => expect(indicator()).toHaveTextContent('1 documento attivo'));
    expect(indicator()).toHaveTextContent('in elaborazione');

    const panel = await openPanel(user);
    expect(within(panel).getByRole('heading', { name: 'Documenti personali' })).toBeInTheDocument();
    expect(rows().map((row) => row.dataset.status)).toEqual(['completed', 'processing', 'failed']);
    expect(within(rowOf('contratto.pdf')).getByTestId('document-type')).toHaveTextContent('PDF');
    expect(within(rowOf('memoria.docx')).getByTestId('document-type')).toHaveTextContent('Word');
    expect(within(rowOf('bilancio.xlsx')).getByTestId('document-type')).toHaveTextContent('Excel');
    expect(within(rowOf('contratto.pdf')).getByTestId('document-status')).toHaveTextContent('Completato');
    expect(within(rowOf('memoria.docx')).getByTestId('document-status')).toHaveTextContent('In elaborazione');
    expect(within(rowOf('bilancio.xlsx')).getByTestId('document-status')).toHaveTextContent('Errore');
    expect(rowOf('contratto.pdf')).toHaveTextContent(`Caricato il ${formatUploadDate(contract.uploadDate)}`);
    expect(rowOf('contratto.pdf')).toHaveTextContent('4 pagine');
    expect(within(rowOf('bilancio.xlsx')).getByTestId('document-error')).toHaveTextContent(
      'Il file è protetto da password.',
    );
    expect(within(rowOf('bilancio.xlsx')).getByTestId('document-retry')).toHaveTextContent('Riprova');
    expect(within(rowOf('contratto.pdf')).queryByTestId('document-retry')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('document-count')).toHaveTextContent('3/5 documenti');

    // Asked past any cache, with the token.
    const [url, init] = api.listCalls()[0] ?? [];
    expect(String(url)).toMatch(/^\/rag-api\/user-documents\?_t=\d+$/);
    expect(init?.cache).toBe('no-store');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-docs');
  });

  it('says when there is no document, and when the list cannot be loaded', async () => {
    fakeDocumentsApi();
    const first = renderDocuments();
    await waitFor(() => expect(indicator()).toHaveTextContent('Documenti'));
    const panel = await openPanel(first.user);
    expect(within(panel).getByText('Nessun documento caricato.')).toBeInTheDocument();
    first.unmount();

    fakeDocumentsApi({ list: () => jsonResponse(500, { message: 'Errore interno.' }) });
    const second = renderDocuments();
    const failed = await openPanel(second.user);
    expect(
      await within(failed).findByText("Impossibile caricare l'elenco dei documenti disponibili."),
    ).toBeInTheDocument();
  });
});

describe('Document manager: upload', () => {
  it('sends the file as multipart field `file`; the new document shows as processing', async () => {
    const api = fakeDocumentsApi({ documents: [contract] });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const input = within(panel).getByTestId('document-upload-input');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.xlsx,.xls');

    await user.upload(input, new File(['%PDF-1.7'], 'parere.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [request] = api.requests('/rag-api/upload-document');
    const body = request?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('parere.pdf');
    expect(rows()[0]).toHaveTextContent('parere.pdf');
    expect(rows()[0]).toHaveAttribute('data-status', 'processing');
    expect(await toastText(panel)).toBe('Documento caricato: elaborazione in corso.');
  });

  it('shows the server’s message, or “Errore durante il caricamento” without one', async () => {
    const responses = [
      jsonResponse(415, {
        message:
          'Formato non supportato o file danneggiato: carica un file PDF, Word (.docx) o Excel (.xlsx, .xls).',
        error_code: 'DOCUMENT_TYPE_NOT_ALLOWED',
      }),
      new Response(null, { status: 500 }),
    ];
    fakeDocumentsApi({ upload: () => responses.shift() ?? jsonResponse(500, {}) });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    const input = await within(panel).findByTestId('document-upload-input');
    await waitFor(() => expect(input).toBeEnabled());

    await user.upload(input, new File(['x'], 'finto.pdf'));
    await waitFor(async () =>
      expect(await toastText(panel)).toBe(
        'Formato non supportato o file danneggiato: carica un file PDF, Word (.docx) o Excel (.xlsx, .xls).',
      ),
    );
    await user.upload(input, new File(['x'], 'altro.pdf'));
    await waitFor(async () => expect(await toastText(panel)).toBe('Errore durante il caricamento'));
    expect(within(panel).getByTestId('toast')).toHaveAttribute('data-tone', 'error');
  });

  it('checks the extension before sending', async () => {
    const api = fakeDocumentsApi();
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    const input = await within(panel).findByTestId('document-upload-input');
    await waitFor(() => expect(input).toBeEnabled());
    fireEvent.change(input, { target: { files: [new File(['testo'], 'appunti.txt')] } });
    expect(await toastText(panel)).toMatch(/^Formato non supportato/);
    expect(api.requests('/rag-api/upload-document')).toHaveLength(0);
  });

  it('at 5 documents says so and offers no upload', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((name) => sampleDocument({ filename: `${name}.pdf` }));
    fakeDocumentsApi({ documents: five });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    expect(await within(panel).findByTestId('document-limit')).toHaveTextContent(DOCUMENT_LIMIT_MESSAGE);
    expect(within(panel).getByRole('button', { name: 'Carica documento' })).toBeDisabled();
    expect(within(panel).getByTestId('document-upload-input')).toBeDisabled();
    expect(within(panel).getByTestId('document-count')).toHaveTextContent('5/5 documenti');
  });
});

describe('Document manager: delete and retry', () => {
  it('asks for confirmation; the deleted document leaves the list and the active ones', async () => {
    const api = fakeDocumentsApi({ documents: [contract, sheet], activated: [contract.id] });
    const { user } = renderDocuments();
    await waitFor(() => expect(indicator()).toHaveTextContent('1 documento attivo'));
    await openPanel(user);

    await user.click(within(rowOf('contratto.pdf')).getByRole('button', { name: 'Elimina contratto.pdf' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Sei sicuro di voler eliminare questo documento?',
    });
    expect(dialog).toHaveTextContent('«contratto.pdf» verrà eliminato definitivamente.');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(rowOf('contratto.pdf')).getByTestId('document-delete'));
    dialog = await screen.findByRole('dialog', { name: 'Sei sicuro di voler eliminare questo documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.requests(`/rag-api/user-documents/${contract.id}`)[0]?.init.method).toBe('DELETE');
    expect(indicator()).toHaveTextContent('Documenti');
    expect(await toastText(screen.getByTestId('document-panel'))).toBe('Documento eliminato.');
  });

  it('a failed delete says why', async () => {
    fakeDocumentsApi({
      documents: [contract],
      remove: () => jsonResponse(503, { message: 'Archivio non disponibile.' }),
    });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByTestId('document-delete'));
    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    expect(await toastText(panel)).toBe("Errore durante l'eliminazione: Archivio non disponibile.");
    expect(rows()).toHaveLength(1);
  });

  it('Riprova processes a failed document again; a refusal says why', async () => {
    const failedAgain = sampleDocument({
      filename: 'scansione.pdf',
      status: 'failed',
      error: 'Illeggibile.',
    });
    const api = fakeDocumentsApi({
      documents: [sheet, failedAgain],
      retry: (id) =>
        id === sheet.id
          ? jsonResponse(202, { message: 'Ok', document: { ...sheet, status: 'processing', error: null } })
          : jsonResponse(503, { message: 'Archivio non disponibile.' }),
    });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    await user.click(
      await within(panel).findByRole('button', { name: 'Riprova l’elaborazione di bilancio.xlsx' }),
    );
    await waitFor(() => expect(rowOf('bilancio.xlsx')).toHaveAttribute('data-status', 'processing'));
    expect(api.requests(`/rag-api/retry-document/${sheet.id}`)[0]?.init.method).toBe('POST');
    expect(within(rowOf('bilancio.xlsx')).queryByTestId('document-retry')).not.toBeInTheDocument();

    await user.click(within(rowOf('scansione.pdf')).getByTestId('document-retry'));
    expect(await toastText(panel)).toBe('Errore durante il retry: Archivio non disponibile.');
  });
});
