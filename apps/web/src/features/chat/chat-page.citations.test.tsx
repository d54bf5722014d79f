import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import { ART_2043, check } from '../legal-db/test-support/fake-legal-db';
import {
  conversationResource,
  DONE_EVENT,
  deltaChunk,
  fakeChatApi,
  messageResource,
  responseInfo,
} from './test-support/fake-chat-api';
import { input, renderChat, waitForReady } from './test-support/render-chat';

const ANSWER =
  'Chi cagiona un danno ingiusto deve risarcirlo @source:legal:cc-2043. La risoluzione segue l’art. 1453 c.c.; ' +
  'la norma @source:legal:cp-1 non c’entra, né @source:legal:cc-9999.';
const SOURCES = [
  {
    identifier: 'cc-2043',
    source_type: 'legal',
    title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
    excerpt: 'che cagiona ad altri un danno ingiusto',
  },
];

function checksOf(text: string) {
  const at = (part: string) => text.indexOf(part);
  return [
    check({
      text: '@source:legal:cc-2043',
      start: at('@source:legal:cc-2043'),
      end: at('@source:legal:cc-2043') + 21,
      title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
    }),
    check({
      text: 'art. 1453 c.c.',
      kind: 'reference',
      start: at('art. 1453 c.c.'),
      end: at('art. 1453 c.c.') + 14,
      identifier: 'cc-1453',
      title: 'art. 1453 c.c. — Risolubilità del contratto per inadempimento',
    }),
    check({
      text: '@source:legal:cp-1',
      start: at('@source:legal:cp-1'),
      end: at('@source:legal:cp-1') + 18,
      identifier: 'cp-1',
      status: 'not_in_sources',
      title: 'art. 1 c.p. — Reati e pene: disposizione espressa di legge',
    }),
    check({
      text: '@source:legal:cc-9999',
      start: at('@source:legal:cc-9999'),
      end: at('@source:legal:cc-9999') + 21,
      identifier: 'cc-9999',
      status: 'not_found',
    }),
  ];
}

/**
 * A Database Legale answer as the server streams it: its sources, the text, the server's check of
 * the text's citations (what verify-citations would say), done. `checked: false` leaves the check
 * out (a stream whose check failed): the web then verifies the answer itself.
 */
const ragAnswer = (text: string, checked = true) => ({
  payloads: [
    responseInfo('rag'),
    JSON.stringify({ type: 'citations', citations: SOURCES }),
    deltaChunk(text),
    ...(checked ? [JSON.stringify({ type: 'citation_checks', citations: checksOf(text) })] : []),
    DONE_EVENT,
    '[DONE]',
  ],
});

const chips = () => screen.getAllByTestId('citation');
const chip = (status: string) => {
  const found = chips().find((item) => item.dataset.status === status);
  if (!found) throw new Error(`No ${status} chip`);
  return found;
};

async function askLegalQuestion(options: Parameters<typeof fakeChatApi>[0] = {}, checked = true) {
  const api = fakeChatApi({ streams: [ragAnswer(ANSWER, checked)], ...options });
  const view = renderChat();
  await waitForReady();
  await view.user.click(screen.getByTestId('mode-card-rag'));
  await view.user.type(input(), 'Chi risponde del danno?{Enter}');
  // The answer is typed in character by character.
  await waitFor(() => expect(screen.getByTestId('answer-text')).toHaveTextContent(/9999 c\.c\.\.$/), {
    timeout: 5000,
  });
  return { api, ...view };
}

// Whole conversations through the real client, answers typed in: slow on a busy machine.
describe('ChatPage: verified citations and the source panel', { timeout: 20_000 }, () => {
  it('marks each citation by the stream’s own check: verified, not among the sources, not found; nothing posted back', async () => {
    const { api } = await askLegalQuestion();

    await waitFor(() => expect(chips()).toHaveLength(4));
    expect(chips().map((item) => [item.dataset.kind, item.dataset.status])).toEqual([
      ['tag', 'verified'],
      ['reference', 'verified'],
      ['tag', 'not_in_sources'],
      ['tag', 'not_found'],
    ]);
    expect(
      within(chip('verified')).getByRole('button', {
        name: 'Apri fonte: art. 2043 c.c. — Risarcimento per fatto illecito',
      }),
    ).toHaveTextContent('art. 2043 c.c.');
    // The plain reference keeps its words.
    const reference = chips()[1] as HTMLElement;
    expect(reference).toHaveTextContent('art. 1453 c.c.');
    expect(within(reference).getByRole('button')).toHaveAccessibleName(
      'Apri fonte: art. 1453 c.c. — Risolubilità del contratto per inadempimento',
    );
    expect(screen.getByTestId('answer-text')).toHaveTextContent('La risoluzione segue l’art. 1453 c.c.;');
    const outside = chip('not_in_sources');
    expect(outside).toHaveTextContent('non tra le fonti');
    expect(within(outside).getByRole('button')).toHaveAccessibleName(
      /^Apri fonte: art\. 1 c\.p\..*\(non tra le fonti\)$/,
    );

    // Not found: no link, no button, said so.
    const unverified = chip('not_found');
    expect(within(unverified).queryByRole('button')).not.toBeInTheDocument();
    expect(unverified.closest('a')).toBeNull();
    expect(unverified).toHaveTextContent('citazione non verificata');
    expect(unverified).toHaveTextContent('art. 9999 c.c.');

    // The sources are saved with the answer, for verification after a reload.
    const saved = api.requests('/api/conversations/1/messages')[1]?.body as {
      metadata: Record<string, unknown>;
    };
    expect(saved.metadata.citations).toEqual(SOURCES);
    // The stream checked the answer: it is never posted back to verify-citations.
    expect(api.requests('/rag-api/verify-citations')).toHaveLength(0);
  });

  it('without the stream’s check, verifies the answer itself: neutral chips until verify-citations answers', async () => {
    let release: () => void = () => undefined;
    const verified = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = await askLegalQuestion(
      {
        verify: async (body) => {
          await verified;
          return jsonResponse(200, { citations: checksOf(body.text) });
        },
      },
      false,
    );

    // Until the answer is verified, the tags are neutral and open nothing.
    await waitFor(() => expect(api.requests('/rag-api/verify-citations')).toHaveLength(1));
    expect(chips().map((item) => item.dataset.status)).toEqual(['pending', 'pending', 'pending']);
    expect(screen.queryByRole('button', { name: /^Apri fonte/ })).not.toBeInTheDocument();
    expect(api.requests('/rag-api/verify-citations')[0]?.body).toEqual({
      text: ANSWER,
      sources: ['cc-2043'],
    });
    release();

    await waitFor(() => expect(chips()).toHaveLength(4));
    expect(chips().map((item) => item.dataset.status)).toEqual([
      'verified',
      'verified',
      'not_in_sources',
      'not_found',
    ]);
  });

  it('a verified chip opens the source with the quoted passage marked, and the highlight toast', async () => {
    const { api, user } = await askLegalQuestion({
      citationSource: () => jsonResponse(200, ART_2043),
    });
    const open = await screen.findByRole('button', {
      name: 'Apri fonte: art. 2043 c.c. — Risarcimento per fatto illecito',
    });

    // A not-found citation does nothing when clicked.
    await user.click(chip('not_found'));
    expect(api.requests('/rag-api/citation-source')).toHaveLength(0);

    await user.click(open);
    const panel = await screen.findByTestId('source-panel');
    expect(within(panel).getByRole('heading', { name: 'Fonte citata' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByTestId('source-title')).toHaveTextContent(ART_2043.title));
    expect(api.requests('/rag-api/citation-source')[0]?.body).toEqual({
      sourceType: 'legal',
      identifier: 'cc-2043',
    });
    expect(panel).toHaveTextContent('Codice civile');
    expect(panel).toHaveTextContent('Libro IV — Delle obbligazioni');
    expect(panel).toHaveTextContent('Testo vigente al 15 gennaio 2025');
    expect(within(panel).queryByText('Articolo abrogato')).not.toBeInTheDocument();
    const text = within(panel).getByTestId('source-text');
    expect(text).toHaveClass('whitespace-pre-line');
    // One paragraph per stored line, the text exactly as stored.
    expect(Array.from(text.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual(
      ART_2043.content.split('\n'),
    );
    const marks = text.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent(/^che cagiona ad altri un danno ingiusto$/);
    const toast = within(panel).getByTestId('toast');
    expect(toast).toHaveTextContent('Passaggio evidenziato nella fonte');
    expect(toast).toHaveAttribute('data-tone', 'source-highlight');

    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByTestId('source-title')).not.toBeInTheDocument());
  });

  it('says when the source cannot be fetched', async () => {
    const { user } = await askLegalQuestion({
      citationSource: () => jsonResponse(503, { message: 'Servizio non disponibile.' }),
    });
    await user.click(await screen.findByRole('button', { name: /^Apri fonte: art\. 2043/ }));
    const panel = await screen.findByTestId('source-panel');
    const toast = await within(panel).findByTestId('toast');
    expect(toast).toHaveTextContent('Errore nel recupero della fonte citata: Servizio non disponibile.');
    expect(toast).toHaveAttribute('data-tone', 'error');
  });

  it('verifies a reopened conversation’s answers through verify-citations, with their saved sources; a plain reference opens with its paragraph marked', async () => {
    const text =
      'Il contraente può chiedere la risoluzione del contratto se l’altro non adempie, come prevede l’art. 1453 c.c.';
    const start = text.indexOf('art. 1453 c.c.');
    const api = fakeChatApi({
      conversations: [conversationResource(1, 'Risoluzione', 2)],
      messages: {
        1: [
          messageResource(1, 'user', 'Quando si risolve un contratto?'),
          messageResource(2, 'assistant', text, { metadata: { mode: 'rag', citations: [] } }),
        ],
      },
      verify: () =>
        jsonResponse(200, {
          citations: [
            check({
              text: 'art. 1453 c.c.',
              kind: 'reference',
              start,
              end: start + 14,
              identifier: 'cc-1453',
              status: 'not_in_sources',
            }),
          ],
        }),
      citationSource: () =>
        jsonResponse(200, {
          title: 'art. 1453 c.c. — Risolubilità del contratto per inadempimento',
          content:
            'Nei contratti con prestazioni corrispettive, quando uno dei contraenti non adempie le sue obbligazioni, l’altro può a sua scelta chiedere l’adempimento o la risoluzione del contratto.\n' +
            'La risoluzione può essere domandata anche quando il giudizio è stato promosso per ottenere l’adempimento.',
          info: { source_type: 'legal', identifier: 'cc-1453', act_name: 'Codice civile', abrogated: true },
        }),
    });
    const { user } = renderChat();
    await waitForReady();
    const reference = await screen.findByRole('button', { name: /^Apri fonte: art\. 1453 c\.c\./ });
    expect(api.requests('/rag-api/verify-citations')[0]?.body).toEqual({ text, sources: [] });
    expect(chip('not_in_sources')).toHaveAttribute('data-kind', 'reference');

    await user.click(reference);
    const panel = await screen.findByTestId('source-panel');
    expect(await within(panel).findByText('Articolo abrogato')).toBeInTheDocument();
    const marks = within(panel).getByTestId('source-text').querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent(/^Nei contratti con prestazioni corrispettive/);
    expect(within(panel).getByTestId('toast')).toHaveTextContent('Passaggio evidenziato nella fonte');
  });

  it('shows an act outside the database as such: neutral, labelled, never a link', async () => {
    const text = 'La locazione abitativa a canone libero è regolata dalla L. 431/1998.';
    const start = text.indexOf('L. 431/1998');
    const api = fakeChatApi({
      conversations: [conversationResource(1, 'Locazione', 2)],
      messages: {
        1: [
          messageResource(1, 'user', 'Che legge regola la locazione abitativa?'),
          messageResource(2, 'assistant', text, { metadata: { mode: 'rag', citations: [] } }),
        ],
      },
      verify: () =>
        jsonResponse(200, {
          citations: [
            check({
              text: 'L. 431/1998',
              kind: 'reference',
              start,
              end: start + 11,
              identifier: '',
              status: 'outside_corpus',
              act_name: 'L. 431/1998',
            }),
          ],
        }),
    });
    renderChat();
    await waitForReady();
    // An answer citing only an act's number is verified too.
    await waitFor(() => expect(api.requests('/rag-api/verify-citations')).toHaveLength(1));
    const outside = await waitFor(() => chip('outside_corpus'));
    expect(outside).toHaveAttribute('data-kind', 'reference');
    expect(outside).toHaveAttribute('title', 'L. 431/1998: atto non presente nella banca dati');
    expect(outside).toHaveTextContent('L. 431/1998');
    expect(outside).toHaveTextContent('atto non presente nella banca dati');
    expect(outside).not.toHaveTextContent('citazione non verificata');
    expect(within(outside).queryByRole('button')).not.toBeInTheDocument();
    expect(outside.querySelector('svg')).toBeNull();
  });

  it('names the act once and states the consolidation date as the server gives it, without a "circa"', async () => {
    const vigenteAl = '24 agosto 2025 o data anteriore; ultime modifiche recepite: D.Lgs. 164/2024';
    const { user } = await askLegalQuestion({
      citationSource: () =>
        jsonResponse(200, {
          ...ART_2043,
          info: {
            ...ART_2043.info,
            act_title: 'Codice civile (Regio Decreto 16 marzo 1942, n. 262)',
            vigente_al: vigenteAl,
          },
        }),
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Apri fonte: art. 2043 c.c. — Risarcimento per fatto illecito',
      }),
    );
    const panel = await screen.findByTestId('source-panel');
    const act = await within(panel).findByTestId('source-act');
    expect(act.textContent).toBe('Codice civile (Regio Decreto 16 marzo 1942, n. 262)');
    expect(within(panel).getByTestId('source-vigente').textContent).toBe(`Testo vigente al ${vigenteAl}`);
    expect(panel).not.toHaveTextContent(/circa/);
  });
});
