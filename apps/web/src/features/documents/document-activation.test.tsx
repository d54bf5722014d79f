import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import { fakeDocumentsApi, sampleDocument } from './test-support/fake-documents';
import { indicator, openPanel, renderDocuments, rowOf } from './test-support/render-documents';

const contract = sampleDocument({ filename: 'contratto.pdf' });
const opinion = sampleDocument({ filename: 'parere.pdf', status: 'processed' });
const memo = sampleDocument({ filename: 'memoria.docx', documentType: 'DOCX', status: 'processing' });
const sheet = sampleDocument({
  filename: 'bilancio.xls',
  documentType: 'XLS',
  status: 'failed',
  error: null,
});

const toggleOf = (filename: string) => within(rowOf(filename)).getByTestId('document-toggle');
const toggleBodies = (api: ReturnType<typeof fakeDocumentsApi>) =>
  api.requests('/api/user-document-preferences/toggle').map((request) => request.body);

describe('Document manager: which documents are active', () => {
  it('only ready documents can be switched on; the others say why', async () => {
    fakeDocumentsApi({ documents: [contract, opinion, memo, sheet], activated: [contract.id, memo.id] });
    const { user } = renderDocuments();
    await openPanel(user);
    await waitFor(() => expect(toggleOf('contratto.pdf')).toBeChecked());

    expect(toggleOf('contratto.pdf')).toBeEnabled();
    expect(toggleOf('parere.pdf')).toBeEnabled();
    expect(toggleOf('parere.pdf')).not.toBeChecked();
    // Activated on the server but still processing: not in use, and not switchable yet.
    expect(toggleOf('memoria.docx')).toBeDisabled();
    expect(toggleOf('memoria.docx')).not.toBeChecked();
    expect(toggleOf('memoria.docx')).toHaveAccessibleDescription('Attivabile al termine dell’elaborazione.');
    expect(toggleOf('bilancio.xls')).toBeDisabled();
    expect(toggleOf('bilancio.xls')).toHaveAccessibleDescription(
      'Non attivabile: l’elaborazione non è riuscita.',
    );
    expect(toggleOf('bilancio.xls')).toHaveAccessibleName('Usa bilancio.xls nelle risposte');
    // The failed document without a reason from the server still says it failed.
    expect(within(rowOf('bilancio.xls')).getByTestId('document-error')).toHaveTextContent(
      'Elaborazione non riuscita.',
    );
    expect(screen.getByTestId('document-active-count')).toHaveTextContent('Attivi: 1 di 2 pronti');
  });

  it('a switch is kept on the server with /toggle, on and off', async () => {
    const api = fakeDocumentsApi({ documents: [contract, opinion] });
    const { user } = renderDocuments();
    await openPanel(user);
    await waitFor(() => expect(toggleOf('parere.pdf')).toBeEnabled());

    await user.click(toggleOf('parere.pdf'));
    expect(toggleOf('parere.pdf')).toBeChecked();
    await waitFor(() => expect(toggleBodies(api)).toEqual([{ document_id: opinion.id, activate: true }]));
    expect(api.state.activated).toEqual([opinion.id]);
    expect(indicator()).toHaveTextContent('1 documento attivo');

    await user.click(toggleOf('contratto.pdf'));
    await waitFor(() => expect(indicator()).toHaveTextContent('2 documenti attivi'));
    await user.click(toggleOf('parere.pdf'));
    await waitFor(() => expect(toggleBodies(api)).toHaveLength(3));
    expect(toggleBodies(api)[2]).toEqual({ document_id: opinion.id, activate: false });
    await waitFor(() => expect(api.state.activated).toEqual([contract.id]));
    expect(indicator()).toHaveTextContent('1 documento attivo');
  });

  it('a refused switch goes back, with the server’s reason', async () => {
    fakeDocumentsApi({
      documents: [contract],
      toggle: () =>
        jsonResponse(422, {
          message: 'Solo i documenti elaborati (completati) possono essere attivati.',
          error_code: 'DOCUMENT_NOT_READY',
        }),
    });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    await waitFor(() => expect(toggleOf('contratto.pdf')).toBeEnabled());
    await user.click(toggleOf('contratto.pdf'));
    expect(await within(panel).findByTestId('toast')).toHaveTextContent(
      "Errore durante l'aggiornamento dei documenti attivi: Solo i documenti elaborati (completati) possono essere attivati.",
    );
    await waitFor(() => expect(toggleOf('contratto.pdf')).not.toBeChecked());
    expect(indicator()).toHaveTextContent('Documenti');
  });

  it('“Deseleziona tutti” sends one deactivation per previously active document', async () => {
    const api = fakeDocumentsApi({
      documents: [contract, opinion, memo, sheet],
      activated: [contract.id, opinion.id, memo.id],
    });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    await waitFor(() => expect(indicator()).toHaveTextContent('2 documenti attivi'));

    await user.click(within(panel).getByRole('button', { name: 'Deseleziona tutti' }));
    expect(indicator()).toHaveTextContent('Documenti');
    await waitFor(() => expect(toggleBodies(api)).toHaveLength(3));
    expect(toggleBodies(api)).toEqual([
      { document_id: contract.id, activate: false },
      { document_id: opinion.id, activate: false },
      { document_id: memo.id, activate: false },
    ]);
    expect(api.requests('/api/user-document-preferences').filter((r) => r.init.method === 'POST')).toEqual(
      [],
    );
    await waitFor(() => expect(api.state.activated).toEqual([]));
    expect(within(panel).getByRole('button', { name: 'Deseleziona tutti' })).toBeDisabled();
  });

  it('“Seleziona tutti” sets exactly the ready documents', async () => {
    const api = fakeDocumentsApi({ documents: [contract, opinion, memo, sheet] });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    await waitFor(() => expect(toggleOf('contratto.pdf')).toBeEnabled());

    await user.click(within(panel).getByRole('button', { name: 'Seleziona tutti' }));
    await waitFor(() => expect(indicator()).toHaveTextContent('2 documenti attivi'));
    const posts = api.requests('/api/user-document-preferences').filter((r) => r.init.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([{ document_ids: [contract.id, opinion.id] }]);
    expect(within(panel).getByRole('button', { name: 'Seleziona tutti' })).toBeDisabled();
  });
});

describe('Document manager: a document uploaded here', () => {
  it('is switched on once processed; one that fails stays off; others are left alone', async () => {
    const api = fakeDocumentsApi({ documents: [opinion] });
    const { user } = renderDocuments();
    const panel = await openPanel(user);
    const input = within(panel).getByTestId('document-upload-input');
    await user.upload(input, new File(['%PDF-1.7'], 'locazione.pdf', { type: 'application/pdf' }));
    await user.upload(input, new File(['%PDF-1.7'], 'rotto.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(rowOf('rotto.pdf')).toHaveAttribute('data-status', 'processing'));
    expect(toggleBodies(api)).toEqual([]);

    const [broken, lease] = api.state.documents;
    broken!.status = 'failed';
    lease!.status = 'completed';
    // The list is asked again while documents are processing (every 2 s).
    await waitFor(() => expect(toggleBodies(api)).toEqual([{ document_id: lease!.id, activate: true }]), {
      timeout: 5_000,
    });
    await waitFor(() => expect(toggleOf('locazione.pdf')).toBeChecked());
    expect(toggleOf('rotto.pdf')).not.toBeChecked();
    expect(toggleOf('parere.pdf')).not.toBeChecked();
  }, 10_000);
});
