import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import { sampleDocument } from '../documents/test-support/fake-documents';
import { check } from '../legal-db/test-support/fake-legal-db';
import {
  answerScript,
  conversationResource,
  DONE_EVENT,
  deltaChunk,
  fakeChatApi,
  messageResource,
  responseInfo,
} from './test-support/fake-chat-api';
import { input, renderChat, waitForReady } from './test-support/render-chat';

const contract = sampleDocument({ filename: 'contratto.pdf' });
const memo = sampleDocument({ filename: 'memoria.docx', documentType: 'DOCX', status: 'processing' });
const SOURCE_ID = `${contract.id}:3`;
const TAG = `@source:user:${SOURCE_ID}`;
const ANSWER = `In caso di ritardo il fornitore paga una penale ${TAG}.`;
const EXCERPT = 'il fornitore paga una penale del 2% per settimana';
const USER_SOURCE = {
  content:
    'Art. 5 — Penale. In caso di ritardo nella consegna, il fornitore paga una penale del 2% per settimana.\n' +
    'Art. 6 — Recesso. Ciascuna parte può recedere con preavviso di trenta giorni.',
  title: 'contratto.pdf, p. 2',
  info: {
    source_type: 'user',
    identifier: SOURCE_ID,
    filename: 'contratto.pdf',
    page: 2,
    heading: 'Art. 5 — Penale',
  },
};

const ragAnswer = {
  payloads: [
    responseInfo('rag'),
    JSON.stringify({
      type: 'citations',
      citations: [
        { identifier: SOURCE_ID, source_type: 'user', title: 'contratto.pdf, p. 2', excerpt: EXCERPT },
      ],
    }),
    deltaChunk(ANSWER),
    DONE_EVENT,
    '[DONE]',
  ],
};

const userCheck = (status: 'verified' | 'deleted') =>
  check({
    text: TAG,
    start: ANSWER.indexOf(TAG),
    end: ANSWER.indexOf(TAG) + TAG.length,
    ...{ source_type: 'user', identifier: SOURCE_ID, status },
  });

async function askOverDocuments(options: Parameters<typeof fakeChatApi>[0] = {}) {
  const api = fakeChatApi({
    streams: [ragAnswer],
    documents: { documents: [contract, memo], activated: [contract.id, memo.id] },
    ...options,
  });
  const view = renderChat();
  await waitForReady();
  await waitFor(() =>
    expect(screen.getByTestId('document-indicator')).toHaveTextContent('1 documento attivo'),
  );
  await view.user.click(screen.getByTestId('mode-card-rag'));
  await view.user.type(input(), 'Quale penale prevede il contratto?{Enter}');
  await waitFor(
    () =>
      expect(screen.getByTestId('answer-text')).toHaveTextContent(
        /contratto\.pdf, p\. 2(fonte eliminata)?\.$/,
      ),
    {
      timeout: 5000,
    },
  );
  return { api, ...view };
}

const chip = () => screen.getByTestId('citation');

// Whole conversations through the real client, answers typed in: slow on a busy machine.
describe('ChatPage: personal documents', { timeout: 20_000 }, () => {
  it('a Standard question over the active documents goes to /api/chat-with-web without web search', async () => {
    const api = fakeChatApi({
      streams: [answerScript(['Secondo il contratto, la penale è del 2%.'])],
      documents: { documents: [contract, memo], activated: [contract.id, memo.id] },
    });
    const { user } = renderChat();
    await waitForReady();
    await waitFor(() =>
      expect(screen.getByTestId('document-indicator')).toHaveTextContent('1 documento attivo'),
    );
    await user.click(screen.getByTestId('mode-card-standard'));
    await user.type(input(), 'Riassumi il contratto{Enter}');

    await screen.findByText('Secondo il contratto, la penale è del 2%.');
    expect(api.requests('/api/chat')).toHaveLength(0);
    // The processing document, though activated, is not asked over.
    expect(api.requests('/api/chat-with-web')[0]?.body).toMatchObject({
      message: 'Riassumi il contratto',
      useWebSearch: false,
      enabledUserDocuments: [{ identifier: contract.id, name: 'contratto.pdf', type: 'user' }],
      userDocumentMinChunks: 3,
      userDocumentMaxChunks: 15,
      userDocumentSemanticThreshold: 0.1,
      userDocumentForceMinChunks: true,
    });
  });

  it('Database Legale over every act leads with the documents; a user citation opens its passage', async () => {
    const { api, user } = await askOverDocuments({
      verify: () => jsonResponse(200, { citations: [userCheck('verified')] }),
      citationSource: () => jsonResponse(200, USER_SOURCE),
    });
    expect(api.requests('/rag-api/rag-chat')[0]?.body).toMatchObject({
      queryMode: 'all',
      enabledUserDocuments: [{ identifier: contract.id, name: 'contratto.pdf', type: 'user' }],
      userDocumentMinChunks: 3,
      userDocumentMaxChunks: 20,
      minChunks: 0,
      maxChunks: 3,
      semanticThreshold: 0.6,
    });
    expect(api.requests('/rag-api/verify-citations')[0]?.body).toEqual({
      text: ANSWER,
      sources: [SOURCE_ID],
    });

    const open = await screen.findByRole('button', { name: 'Apri fonte: contratto.pdf, p. 2' });
    expect(chip()).toHaveAttribute('data-status', 'verified');
    expect(chip()).toHaveAttribute('title', 'Documento personale: contratto.pdf, p. 2');
    await user.click(open);
    const panel = await screen.findByTestId('source-panel');
    await waitFor(() =>
      expect(within(panel).getByTestId('source-title')).toHaveTextContent(/^contratto\.pdf$/),
    );
    expect(panel).toHaveTextContent('Art. 5 — Penale');
    expect(api.requests('/rag-api/citation-source')[0]?.body).toEqual({
      sourceType: 'user',
      identifier: SOURCE_ID,
    });
    expect(within(panel).getByTestId('source-location')).toHaveTextContent('Documento personale, pagina 2');
    const marks = within(panel).getByTestId('source-text').querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent(EXCERPT);
    expect(within(panel).getByTestId('toast')).toHaveTextContent('Passaggio evidenziato nella fonte');
  });

  it('a source deleted since (410) says so and marks the citation “fonte eliminata”', async () => {
    const { user } = await askOverDocuments({
      verify: () => jsonResponse(200, { citations: [userCheck('verified')] }),
      citationSource: () =>
        jsonResponse(410, {
          message: 'Il documento citato («contratto.pdf») è stato eliminato.',
          error_code: 'DOCUMENT_SOURCE_DELETED',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Apri fonte: contratto.pdf, p. 2' }));
    const panel = await screen.findByTestId('source-panel');
    expect(await within(panel).findByTestId('source-deleted')).toHaveTextContent(
      'Il documento citato («contratto.pdf») è stato eliminato.',
    );
    expect(within(panel).getByTestId('toast')).toHaveAttribute('data-tone', 'warning');
    expect(panel).not.toHaveTextContent('Errore nel recupero della fonte citata');

    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(chip()).toHaveAttribute('data-status', 'deleted'));
    expect(chip()).toHaveTextContent('fonte eliminata');
    expect(within(chip()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a stored answer without its sources names the cited document from the list', async () => {
    fakeChatApi({
      conversations: [conversationResource(1, 'Penale', 2)],
      messages: {
        1: [
          messageResource(1, 'user', 'Quale penale?'),
          messageResource(2, 'assistant', ANSWER, { metadata: { mode: 'standard' } }),
        ],
      },
      documents: { documents: [contract] },
      verify: () => jsonResponse(200, { citations: [userCheck('verified')] }),
    });
    renderChat();
    await waitForReady();
    expect(await screen.findByRole('button', { name: 'Apri fonte: contratto.pdf' })).toHaveTextContent(
      /^contratto\.pdf$/,
    );
  });

  it('a verification that says “deleted” is never a link', async () => {
    const { api, user } = await askOverDocuments({
      verify: () => jsonResponse(200, { citations: [userCheck('deleted')] }),
    });
    await waitFor(() => expect(chip()).toHaveAttribute('data-status', 'deleted'));
    expect(chip()).toHaveTextContent('contratto.pdf, p. 2');
    expect(chip()).toHaveTextContent('fonte eliminata');
    expect(within(chip()).queryByRole('button')).not.toBeInTheDocument();
    await user.click(chip());
    expect(api.requests('/rag-api/citation-source')).toHaveLength(0);
  });

  it('deleting a cited document in the panel marks its citations at once', async () => {
    const { user } = await askOverDocuments({
      verify: () => jsonResponse(200, { citations: [userCheck('verified')] }),
    });
    await screen.findByRole('button', { name: 'Apri fonte: contratto.pdf, p. 2' });
    await user.click(screen.getByTestId('document-indicator'));
    const panel = await screen.findByTestId('document-panel');
    await user.click(within(panel).getByRole('button', { name: 'Elimina contratto.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(within(panel).getAllByTestId('document-row')).toHaveLength(1));
    expect(chip()).toHaveAttribute('data-status', 'deleted');
    expect(screen.getByTestId('document-indicator')).toHaveTextContent('Documenti');
  });
});
