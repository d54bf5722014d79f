import type { BriefVerificationResponse } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pointsDashboardBody } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { bytesOf } from '../../test/blob-bytes';
import { captureDownloads } from '../../test/capture-downloads';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { BriefVerificationPage } from './brief-verification-page';
import { diffAsText, reportBlocks } from './report-blocks';
import { reportPdfBytes } from './report-files';

const ART_2043 =
  'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.';

const SAMPLE_REPORT: BriefVerificationResponse = {
  text: 'testo',
  summary: {
    verified: 1,
    abrogated: 1,
    not_found: 1,
    outside_corpus: 1,
    quotations_exact: 0,
    quotations_altered: 1,
    judgments: 1,
  },
  references: [
    {
      text: 'art. 2043 c.c.',
      start: 0,
      end: 14,
      status: 'verified',
      identifier: 'cc-2043',
      title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
    },
    {
      text: 'art. 3 c.c.',
      start: 20,
      end: 31,
      status: 'abrogated',
      identifier: 'cc-3',
      title: 'art. 3 c.c.',
    },
    { text: 'art. 9999 c.c.', start: 40, end: 54, status: 'not_found', identifier: 'cc-9999' },
    {
      text: 'art. 2 della L. 431/1998',
      start: 60,
      end: 84,
      status: 'outside_corpus',
      identifier: '',
      act_name: 'L. 431/1998',
    },
  ],
  articles: [
    {
      identifier: 'cc-2043',
      title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
      text: ART_2043,
      vigente_al: '24 agosto 2025',
      abrogated: false,
    },
    {
      identifier: 'cc-3',
      title: 'art. 3 c.c.',
      text: 'ARTICOLO ABROGATO DALLA L. 8 MARZO 1975, N. 39',
      vigente_al: '24 agosto 2025',
      abrogated: true,
    },
  ],
  quotations: [
    {
      text: 'Qualunque fatto colposo, che cagiona ad altri un danno',
      start: 100,
      end: 150,
      status: 'differs',
      identifier: 'cc-2043',
      reference: 'art. 2043 c.c.',
      passage: 'Qualunque fatto doloso o colposo, che cagiona ad altri un danno',
      diff: [
        { kind: 'same', text: 'Qualunque fatto' },
        { kind: 'removed', text: 'doloso o' },
        { kind: 'same', text: 'colposo che cagiona ad altri un danno' },
      ],
    },
  ],
  judgments: [
    { text: 'Cass. civ., sez. III, n. 12345/2023', start: 200, end: 235, status: 'not_verifiable' },
  ],
  judgments_searched: false,
};

function stubBriefApi(answer: () => Response) {
  return stubApi((path) => {
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(100));
    if (path === '/api/ai/status') return jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    if (path === '/api/brief-verifications') return answer();
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
}

function renderPage() {
  localStorage.setItem('auth_token', 'tok-brief');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const user = userEvent.setup();
  renderRouteWithProviders('/verifica-atto', <BriefVerificationPage />);
  return user;
}

describe('Verifica atto', () => {
  it('sends the pasted text and shows the summary, the statuses, the stored article and the differences', async () => {
    const api = stubBriefApi(() => jsonResponse(200, SAMPLE_REPORT));
    const user = renderPage();
    const button = await screen.findByRole('button', { name: 'Verifica' }, { timeout: 5000 });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Testo dell’atto' }), 'Ai sensi dell’art. 2043 c.c.');
    await user.click(button);

    const report = await screen.findByTestId('brief-report');
    expect(api.requests('/api/brief-verifications')[0]?.body).toEqual({
      text: 'Ai sensi dell’art. 2043 c.c.',
    });
    const summary = within(report).getByRole('region', { name: 'Riepilogo' });
    expect(within(summary).getByText('Citazioni alterate').nextSibling).toHaveTextContent('1');

    const references = within(report).getByRole('region', { name: /Riferimenti normativi/ });
    const items = within(references).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.status)).toEqual([
      'verified',
      'abrogated',
      'not_found',
      'outside_corpus',
    ]);
    expect(items[0]).toHaveTextContent('Verificato');
    expect(items[1]).toHaveTextContent('Abrogato');
    expect(items[2]).toHaveTextContent('Articolo inesistente');
    expect(items[3]).toHaveTextContent('Atto non presente nella banca dati');
    expect(items[3]).not.toHaveTextContent('inesistente');
    await user.click(within(items[0]!).getByText('Testo dell’articolo'));
    expect(within(items[0]!).getByText(ART_2043)).toBeVisible();
    expect(items[0]).toHaveTextContent('Testo vigente al 24 agosto 2025');
    expect(within(items[2]!).queryByText('Testo dell’articolo')).toBeNull();

    const quotations = within(report).getByRole('region', { name: /Citazioni testuali/ });
    expect(quotations).toHaveTextContent('Citazione difforme dal testo');
    expect(quotations.querySelector('del')).toHaveTextContent('doloso o');
    expect(quotations).toHaveTextContent('«Qualunque fatto doloso o colposo, che cagiona ad altri un danno»');

    const judgments = within(report).getByRole('region', { name: /Giurisprudenza/ });
    expect(judgments).toHaveTextContent('Cass. civ., sez. III, n. 12345/2023 — Non verificabile sui codici');
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Word' })).toBeEnabled();
  });

  it('shows the server’s Italian field message on a 422', async () => {
    stubBriefApi(() =>
      jsonResponse(422, {
        message: 'Il testo dell’atto supera il limite di 300.000 caratteri.',
        errors: { text: ['Il testo dell’atto supera il limite di 300.000 caratteri.'] },
      }),
    );
    const user = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Testo dell’atto' }, { timeout: 5000 }),
      'testo',
    );
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('supera il limite di 300.000 caratteri');
  });

  it('sends an uploaded file as multipart instead of the text', async () => {
    const api = stubBriefApi(() => jsonResponse(200, SAMPLE_REPORT));
    const user = renderPage();
    const input = await screen.findByLabelText('Oppure carica un file (PDF, DOCX)', {}, { timeout: 5000 });
    await user.upload(input, new File(['%PDF-1.7'], 'atto.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('textbox', { name: 'Testo dell’atto' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await screen.findByTestId('brief-report');
    const body = api.requests('/api/brief-verifications')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('atto.pdf');
  });
});

describe('the report of an uploaded brief', () => {
  it('is named after the file checked, which heads it, not after a file chosen since', async () => {
    const downloads = captureDownloads();
    stubBriefApi(() => jsonResponse(200, SAMPLE_REPORT));
    const user = renderPage();
    const input = await screen.findByLabelText('Oppure carica un file (PDF, DOCX)', {}, { timeout: 5000 });
    await user.upload(
      input,
      new File(['%PDF-1.7'], 'Ricorso Rossi – bozza.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await screen.findByTestId('brief-report');
    await user.upload(input, new File(['%PDF-1.7'], 'altro.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('altro.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 5000 });
    expect(downloads[0]!.name).toMatch(/^verifica-atto-ricorso-rossi-bozza-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await getDocumentProxy(await bytesOf(downloads[0]!.blob));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Atto verificato: Ricorso Rossi – bozza.pdf');

    await user.click(screen.getByRole('button', { name: 'Word' }));
    await waitFor(() => expect(downloads).toHaveLength(2), { timeout: 5000 });
    expect(downloads[1]!.name).toMatch(/^verifica-atto-ricorso-rossi-bozza-\d{4}-\d{2}-\d{2}\.docx$/);
  });
});

describe('the downloadable report', () => {
  it('lists every section with the statuses, the stored texts and the differences', () => {
    const blocks = reportBlocks(SAMPLE_REPORT, new Date('2026-01-01T10:00:00Z'));
    const text = blocks.map((block) => block.text).join('\n');
    expect(text).toContain('art. 2043 c.c. — Verificato');
    expect(text).toContain('art. 9999 c.c. — Articolo inesistente');
    expect(text).toContain('art. 2 della L. 431/1998 — Atto non presente nella banca dati');
    expect(text).toContain(ART_2043);
    expect(text).toContain('Qualunque fatto [-doloso o-] colposo che cagiona ad altri un danno');
    expect(text).toContain('Cass. civ., sez. III, n. 12345/2023 — Non verificabile sui codici');
    expect(diffAsText([{ kind: 'added', text: 'proprie' }])).toBe('{+proprie+}');
  });

  it('is a PDF', () => {
    const bytes = new Uint8Array(reportPdfBytes(SAMPLE_REPORT));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
