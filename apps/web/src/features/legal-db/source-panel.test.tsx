import type { CitationSourceResponse } from '@brocardo/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { SourcePanel } from './source-panel';

beforeEach(() => {
  localStorage.setItem('auth_token', 'tok-source-panel');
});

function article(info: Partial<CitationSourceResponse['info']>): CitationSourceResponse {
  return {
    content: 'Le leggi sono interpretate secondo il significato proprio delle parole.',
    title: 'art. 12 disp. prel. — Interpretazione della legge',
    info: {
      source_type: 'legal',
      identifier: 'preleggi-12',
      act: 'preleggi',
      act_name: 'Preleggi (disposizioni sulla legge in generale)',
      article: '12',
      heading: 'Interpretazione della legge',
      path: ['CAPO II - DELL’APPLICAZIONE DELLA LEGGE IN GENERALE'],
      abrogated: false,
      vigente_al: '14 settembre 2026',
      source: 'Normattiva, edizione per articolo',
      ...info,
    },
  };
}

async function openPanel(body: CitationSourceResponse) {
  stubApi(() => jsonResponse(200, body));
  renderWithProviders(
    <SourcePanel request={{ sourceType: 'legal', identifier: body.info.identifier }} onClose={() => {}} />,
  );
  const panel = await screen.findByTestId('source-panel');
  await within(panel).findByTestId('source-text');
  return panel;
}

describe('SourcePanel, an act’s date and quality note', () => {
  it('shows the note under the consolidation date, as a warning', async () => {
    const note =
      'Testo copiato a mano da un’edizione per articolo: verificare su Normattiva prima di citarlo.';
    const panel = await openPanel(article({ note }));
    expect(within(panel).getByTestId('source-vigente').textContent).toBe(
      'Testo vigente al 14 settembre 2026',
    );
    const shown = within(panel).getByTestId('source-note');
    expect(shown.textContent).toBe(note);
    expect(shown.className).toMatch(/text-warning/);
    // Under the date, in reading order.
    const vigente = within(panel).getByTestId('source-vigente');
    expect(vigente.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the date alone when the act has no note', async () => {
    const panel = await openPanel(
      article({ identifier: 'l132-13', act: 'l132', article: '13', vigente_al: '31 dicembre 2025' }),
    );
    expect(within(panel).getByTestId('source-vigente').textContent).toBe('Testo vigente al 31 dicembre 2025');
    expect(within(panel).queryByTestId('source-note')).toBeNull();
  });
});
