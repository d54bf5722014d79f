import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCaseStrategiesApi } from './test-support/fake-case-strategies-api';
import { renderCaseStrategy, waitForForm } from './test-support/render-case-strategy';
import { sampleCase } from './test-support/sample-case';

const details = () => within(screen.getByTestId('case-details'));
const editForm = () => within(screen.getByRole('form', { name: 'Modifica del caso' }));

async function openCase(title: string) {
  const { user, ...view } = renderCaseStrategy();
  await waitForForm();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
  await screen.findByTestId('case-details');
  return { user, ...view };
}

describe('Case strategy simulator: the details panel', () => {
  it('lists the cases with urgency, type, area and facts; selecting logs CASE_SELECTED', async () => {
    const api = fakeCaseStrategiesApi({ cases: [sampleCase({ id: 1, case_title: 'Rossi / Beta' })] });
    await openCase('Rossi / Beta');
    const card = screen.getByTestId('case-card');
    expect(card).toHaveTextContent('Urgenza alta');
    expect(card).toHaveTextContent('Civile · Diritto civile');
    expect(card).toHaveTextContent('Il fornitore non ha consegnato');
    expect(details().getByTestId('case-read-only')).toHaveTextContent('12.500,00 €');
    await waitFor(() => expect(api.activities()).toContain('CASE_SELECTED'));
  });

  it('Modifica → Annulla restores the form from the selected case and leaves edit mode', async () => {
    const api = fakeCaseStrategiesApi({ cases: [sampleCase({ id: 2, case_title: 'Caso Bianchi' })] });
    const { user } = await openCase('Caso Bianchi');
    await user.click(details().getByRole('button', { name: 'Modifica' }));
    const title = editForm().getByRole('textbox', { name: /Titolo del caso/ });
    await user.clear(title);
    await user.type(title, 'Titolo cambiato');
    await user.click(editForm().getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('form', { name: 'Modifica del caso' })).toBeNull();
    await user.click(details().getByRole('button', { name: 'Modifica' }));
    expect(editForm().getByRole('textbox', { name: /Titolo del caso/ })).toHaveValue('Caso Bianchi');
    expect(api.calls('PUT', /\/api\/case-strategies\/\d+$/)).toHaveLength(0);
    await waitFor(() => expect(api.activities()).toContain('CASE_EDIT_MODE_ENABLED'));
  });

  it('Salva e Rigenera sends the edits with regenerate_ai_analysis and leaves edit mode', async () => {
    const api = fakeCaseStrategiesApi({ cases: [sampleCase({ id: 3, case_title: 'Caso Verdi' })] });
    const { user } = await openCase('Caso Verdi');
    await user.click(details().getByRole('button', { name: 'Modifica' }));
    const facts = editForm().getByRole('textbox', { name: /Fatti del caso/ });
    await user.clear(facts);
    await user.type(facts, 'Fatti aggiornati.');
    await user.selectOptions(editForm().getByRole('combobox', { name: /Urgenza/ }), 'Critica');
    await user.click(editForm().getByRole('button', { name: /Salva e Rigenera/ }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Modifica del caso' })).toBeNull());
    const [body] = api.calls('PUT', /\/api\/case-strategies\/3$/);
    expect(body).toMatchObject({
      case_title: 'Caso Verdi',
      case_facts: 'Fatti aggiornati.',
      urgency_level: 'critica',
      regenerate_ai_analysis: true,
    });
    expect(details().getByTestId('probability-class')).toHaveTextContent('Probabilità bassa');
    expect(details().getByText('Fatti aggiornati.')).toBeInTheDocument();
    expect(api.activities()).toContain('CASE_EDIT_SAVE_AND_REGENERATE');
  });

  it('Rigenera Analisi sends regenerate_ai_analysis only', async () => {
    const api = fakeCaseStrategiesApi({ cases: [sampleCase({ id: 4, case_title: 'Caso Neri' })] });
    const { user } = await openCase('Caso Neri');
    await user.click(details().getByRole('button', { name: /Rigenera Analisi/ }));
    await waitFor(() => expect(details().getByTestId('probability')).toHaveTextContent('35%'));
    expect(api.calls('PUT', /\/api\/case-strategies\/4$/)).toEqual([{ regenerate_ai_analysis: true }]);
  });

  it('shows the outdated notice and the no-case-law text', async () => {
    fakeCaseStrategiesApi({
      cases: [
        sampleCase({
          id: 5,
          case_title: 'Caso vecchio',
          analysis_outdated: true,
          analysis: { ...sampleCase().analysis!, precedents: [] },
        }),
      ],
    });
    await openCase('Caso vecchio');
    expect(details().getByTestId('analysis-outdated')).toHaveTextContent(
      'Analisi non aggiornata ai dati modificati',
    );
    expect(details().getByTestId('no-case-law')).toBeInTheDocument();
  });

  it('says no relevant precedent was found when the search results were all off the subject', async () => {
    fakeCaseStrategiesApi({
      cases: [
        sampleCase({
          id: 8,
          case_title: 'Caso senza precedenti',
          analysis: { ...sampleCase().analysis!, precedents: [], discarded_precedents: 3 },
        }),
        sampleCase({
          id: 10,
          case_title: 'Caso con precedenti',
          analysis: { ...sampleCase().analysis!, discarded_precedents: 1 },
        }),
      ],
    });
    const { user } = await openCase('Caso senza precedenti');
    expect(details().getByTestId('no-case-law')).toHaveTextContent(
      'Nessun precedente pertinente trovato: 3 risultati della ricerca di giurisprudenza scartati perché non ' +
        'riguardano l’oggetto del caso.',
    );
    await user.click(screen.getByRole('button', { name: /^Caso con precedenti/ }));
    await waitFor(() => expect(details().getByTestId('precedents')).toBeInTheDocument());
    expect(details().queryByTestId('no-case-law')).toBeNull();
    expect(details().getByTestId('discarded-precedents')).toHaveTextContent(
      '1 risultato della ricerca di giurisprudenza scartato perché non riguarda l’oggetto del caso.',
    );
  });

  it('close clears the selection; deleting the selected case asks and clears it', async () => {
    const api = fakeCaseStrategiesApi({
      cases: [
        sampleCase({ id: 6, case_title: 'Caso Gialli' }),
        sampleCase({ id: 7, case_title: 'Caso Blu' }),
      ],
    });
    const { user } = await openCase('Caso Gialli');
    await user.click(details().getByRole('button', { name: 'Chiudi dettagli' }));
    expect(screen.queryByTestId('case-details')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Caso Gialli/ }));
    await user.click(screen.getByRole('button', { name: 'Elimina il caso «Caso Gialli»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il caso?' });
    expect(dialog).toHaveTextContent('Sei sicuro di voler eliminare questo caso?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByTestId('case-details')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Caso Gialli/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Caso Blu/ })).toBeInTheDocument();
    expect(api.calls('DELETE', /\/api\/case-strategies\/6$/)).toHaveLength(1);
  });

  it('shows the list error', async () => {
    fakeCaseStrategiesApi({ listFails: true });
    renderCaseStrategy();
    expect(await screen.findByTestId('page-error', {}, { timeout: 5000 })).toHaveTextContent(
      'Errore nel caricamento dei casi',
    );
  });
});
