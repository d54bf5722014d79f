import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appEvents, onAppEvent } from '../../lib/events';
import { jsonResponse } from '../../test/api-stub';
import { AI_UNAVAILABLE_REASON } from './ai-option-picker';
import {
  DIFFIDA_TEMPLATE,
  fakeLegalDocumentsApi,
  LEASE_TEMPLATE,
} from './test-support/fake-legal-documents-api';
import {
  field,
  generateButton,
  renderLegalDocuments,
  select,
  waitForForm,
} from './test-support/render-legal-documents';

const IBAN_ERROR =
  'Il campo «IBAN per il pagamento» non contiene un IBAN valido: controlla i caratteri (un IBAN italiano ne ha 27).';
const WITH_IBAN = {
  ...DIFFIDA_TEMPLATE,
  form_fields: [
    ...DIFFIDA_TEMPLATE.form_fields,
    { name: 'iban', label: 'IBAN per il pagamento', type: 'text', required: false, format: 'iban' } as const,
  ],
};

const templateOptions = () =>
  within(select('Modello'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Legal documents: the form', () => {
  it('shows the loading text, then the form and the empty list', async () => {
    fakeLegalDocumentsApi();
    renderLegalDocuments();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Generatore di Documenti Legali' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Caricamento documenti legali...')).toBeInTheDocument();
    await waitForForm();
    expect(screen.getByRole('heading', { name: 'I Tuoi Documenti' })).toBeInTheDocument();
    expect(screen.getByText('Nessun documento generato')).toBeInTheDocument();
    expect(field('Nome del documento')).toBeRequired();
    expect(select('Tipo di documento')).toBeRequired();
    expect(select('Area legale')).toBeRequired();
  });

  it('filters the templates by type and area once both are chosen', async () => {
    fakeLegalDocumentsApi();
    const { user } = renderLegalDocuments();
    await waitForForm();
    const all = [
      'Nessun modello (testo libero)',
      'Lettera di diffida e messa in mora',
      'Contratto di locazione abitativa',
    ];
    expect(templateOptions()).toEqual(all);
    await user.selectOptions(select('Tipo di documento'), 'Contratto');
    expect(templateOptions()).toEqual(all);
    await user.selectOptions(select('Area legale'), 'Diritto immobiliare');
    expect(templateOptions()).toEqual(['Nessun modello (testo libero)', 'Contratto di locazione abitativa']);
    await user.selectOptions(select('Tipo di documento'), 'Ricorso');
    expect(templateOptions()).toEqual(['Nessun modello (testo libero)']);
    expect(screen.getByText(/Nessun modello per questo tipo e quest’area/)).toBeInTheDocument();
  });

  it('renders the template fields by type; selecting resets them, clearing removes them', async () => {
    fakeLegalDocumentsApi();
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.selectOptions(select('Modello'), 'Lettera di diffida e messa in mora');
    expect(select('Tipo di documento')).toHaveValue('lettera_diffida');
    expect(select('Area legale')).toHaveValue('diritto_civile');
    expect(field('Creditore')).toBeRequired();
    expect(field('Creditore')).toHaveAttribute('placeholder', 'Mario Rossi');
    expect(field('PEC del debitore')).toHaveAttribute('type', 'email');
    expect(field('PEC del debitore')).not.toBeRequired();
    // Text, not a number input, which would refuse the Italian «12.500,00».
    expect(field('Importo dovuto (€)')).toHaveAttribute('inputmode', 'decimal');
    expect(field('Importo dovuto (€)')).toHaveAccessibleDescription('Importo in euro, ad esempio 12.500,00.');
    expect(screen.getByLabelText(/^Data di scadenza del pagamento/)).toHaveAttribute('type', 'date');
    expect(field('Titolo del credito')).toHaveAttribute('rows', '4');
    expect(within(select('Diffida ad adempiere con risoluzione')).getAllByRole('option')).toHaveLength(3);
    // With a template the content is optional: instructions for the model, or notes without it.
    expect(field("Istruzioni per l'AI (facoltative)")).not.toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'Nessuna AI (gratis)' }));
    expect(field('Note integrative (facoltative)')).not.toBeRequired();

    await user.type(field('Creditore'), 'Mario Rossi');
    await user.selectOptions(select('Modello'), 'Nessun modello (testo libero)');
    expect(screen.queryByRole('textbox', { name: 'Creditore' })).toBeNull();
    expect(field('Contenuto del documento')).toBeRequired();
    await user.selectOptions(select('Modello'), 'Lettera di diffida e messa in mora');
    expect(field('Creditore')).toHaveValue('');
  });

  it('shows what is missing and sends nothing', async () => {
    const api = fakeLegalDocumentsApi();
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.click(generateButton());
    expect(screen.getByText('Il nome del documento è obbligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Il tipo di documento è obbligatorio.')).toBeInTheDocument();
    expect(screen.getByText("L'area legale è obbligatoria.")).toBeInTheDocument();
    expect(
      screen.getByText('Senza un modello il contenuto del documento è obbligatorio.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Nome del documento')).toHaveFocus());

    await user.type(field('Nome del documento'), 'Diffida Rossi');
    await user.selectOptions(select('Modello'), 'Lettera di diffida e messa in mora');
    await user.type(field('PEC del debitore'), 'non-una-pec');
    await user.click(generateButton());
    expect(screen.getByText('Il campo «Creditore» è obbligatorio.')).toBeInTheDocument();
    expect(
      screen.getByText('Il campo «PEC del debitore» deve contenere un indirizzo email valido.'),
    ).toBeInTheDocument();
    expect(field('Creditore')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', /^\/api\/legal-documents$/)).toHaveLength(0);
  });

  it('checks a value when its field is left, and on submit, with the server’s words under the field', async () => {
    const api = fakeLegalDocumentsApi({ templates: [WITH_IBAN, LEASE_TEMPLATE] });
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.type(field('Nome del documento'), 'Diffida Rossi');
    await user.selectOptions(select('Modello'), 'Lettera di diffida e messa in mora');
    const iban = field('IBAN per il pagamento');
    expect(iban).toHaveAccessibleDescription('IBAN di 27 caratteri, es. IT60 X054 2811 1010 0000 0123 456.');

    await user.type(iban, 'IT60 X054 2811 1010 0000 0123 457');
    expect(screen.queryByText(IBAN_ERROR)).toBeNull();
    await user.tab();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(expect.stringContaining(IBAN_ERROR));
    // Typing again clears it; a right IBAN passes.
    await user.clear(iban);
    expect(iban).not.toHaveAttribute('aria-invalid');
    await user.type(iban, 'IT60 X054 2811 1010 0000 0123 456');
    await user.tab();
    expect(screen.queryByText(IBAN_ERROR)).toBeNull();
    // An amount is checked the same way; an empty required field waits for the submit.
    await user.type(field('Importo dovuto (€)'), '12.500,505');
    await user.tab();
    expect(field('Importo dovuto (€)')).toHaveAccessibleDescription(
      expect.stringContaining('Il campo «Importo dovuto (€)» può avere al massimo due decimali.'),
    );
    await user.click(field('Creditore'));
    await user.tab();
    expect(screen.queryByText('Il campo «Creditore» è obbligatorio.')).toBeNull();

    await user.clear(iban);
    await user.type(iban, 'IT00 1234');
    await user.click(generateButton());
    expect(iban).toHaveAccessibleDescription(expect.stringContaining(IBAN_ERROR));
    expect(screen.getByText('Il campo «Creditore» è obbligatorio.')).toBeInTheDocument();
    expect(api.calls('POST', /^\/api\/legal-documents$/)).toHaveLength(0);
  });

  it('shows Base and Avanzata at the server’s costs, the defaults when the call fails', async () => {
    fakeLegalDocumentsApi({ pointCosts: { legal_document_simple: 12, legal_document_complex: 30 } });
    renderLegalDocuments();
    await waitForForm();
    expect(await screen.findByRole('radio', { name: 'Base (12 punti)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Avanzata (30 punti)' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Nessuna AI (gratis)' })).not.toBeChecked();
  });

  it('falls back to 10 and 20 points when the costs cannot be read', async () => {
    fakeLegalDocumentsApi({ pointCosts: null });
    renderLegalDocuments();
    await waitForForm();
    expect(screen.getByRole('radio', { name: 'Base (10 punti)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Avanzata (20 punti)' })).toBeInTheDocument();
  });

  it('without a model Base and Avanzata are unavailable, with the reason, and Nessuna AI is chosen', async () => {
    fakeLegalDocumentsApi({ aiProvider: 'extractive' });
    renderLegalDocuments();
    await waitForForm();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Nessuna AI (gratis)' })).toBeChecked());
    const basic = screen.getByRole('radio', { name: 'Base (10 punti)' });
    expect(basic).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Avanzata (20 punti)' })).toBeDisabled();
    expect(basic).toHaveAccessibleDescription(expect.stringContaining(AI_UNAVAILABLE_REASON));
  });

  it('generates: toast, form reset, the new document listed from the answer, points-updated announced', async () => {
    const api = fakeLegalDocumentsApi();
    const pointsUpdated = vi.fn();
    const unsubscribe = onAppEvent(appEvents.pointsUpdated, pointsUpdated);
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.type(field('Nome del documento'), 'Diffida Rossi');
    await user.selectOptions(select('Modello'), 'Lettera di diffida e messa in mora');
    await user.type(field('Creditore'), 'Mario Rossi');
    await user.type(field('Debitore'), 'Beta S.r.l.');
    await user.type(field('Importo dovuto (€)'), '12.500,00');
    await user.type(screen.getByLabelText(/^Data di scadenza del pagamento/), '2025-02-01');
    await user.click(screen.getByRole('radio', { name: 'Nessuna AI (gratis)' }));
    await user.click(generateButton());

    expect(await screen.findByText('Documento generato con successo!')).toBeInTheDocument();
    expect(api.calls('POST', /^\/api\/legal-documents$/)).toEqual([
      {
        document_name: 'Diffida Rossi',
        document_type: 'lettera_diffida',
        legal_area: 'diritto_civile',
        template_id: 1,
        template_data: {
          creditore_nome: 'Mario Rossi',
          debitore_nome: 'Beta S.r.l.',
          importo: '12.500,00',
          data_scadenza: '2025-02-01',
        },
        custom_content: null,
        ai_option: 'none',
        matter_id: null,
      },
    ]);
    expect(field('Nome del documento')).toHaveValue('');
    expect(select('Modello')).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Creditore' })).toBeNull();
    expect(await screen.findByRole('button', { name: /^Diffida Rossi/ })).toBeInTheDocument();
    // The list shows the POST's answer: it is not read again; a free document leaves the balance as it was.
    expect(api.calls('GET', /^\/api\/legal-documents\?/)).toHaveLength(1);
    expect(pointsUpdated).toHaveBeenCalledTimes(1);
    expect(api.requests('/api/points/dashboard')).toHaveLength(1);
    unsubscribe();
  });

  it('generates with AI: the balance the answer carries is shown, not read again', async () => {
    const api = fakeLegalDocumentsApi();
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.type(field('Nome del documento'), 'Parere Rossi');
    await user.selectOptions(select('Tipo di documento'), 'Parere legale');
    await user.selectOptions(select('Area legale'), 'Diritto civile');
    await user.type(field('Contenuto del documento'), 'Il cliente chiede se può recedere dal contratto.');
    await user.click(screen.getByRole('radio', { name: 'Base (10 punti)' }));
    await user.click(generateButton());

    expect(await screen.findByText('Documento generato con successo!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Parere Rossi/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('points-value')[0]).toHaveAttribute('title', '90 punti'),
    );
    expect(api.requests('/api/points/dashboard')).toHaveLength(1);
    expect(api.calls('GET', /^\/api\/legal-documents\?/)).toHaveLength(1);
  });

  it('shows the progress while the model drafts, and the button waits', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeLegalDocumentsApi({
      create: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.type(field('Nome del documento'), 'Parere');
    await user.selectOptions(select('Tipo di documento'), 'Parere legale');
    await user.selectOptions(select('Area legale'), 'Diritto civile');
    await user.type(field('Contenuto del documento'), 'Il cliente chiede se il contratto è risolto.');
    await user.click(generateButton());
    const progress = await screen.findByTestId('generation-progress');
    expect(within(progress).getByRole('status')).toHaveTextContent(/L'AI cerca le fonti nel Database Legale/);
    expect(screen.getByRole('button', { name: 'Generazione in corso…' })).toBeDisabled();
    expect(field('Nome del documento')).toBeDisabled();
    answer(
      jsonResponse(503, {
        message: 'Nessun modello AI generativo è configurato.',
        error_code: 'LEGAL_DOCUMENT_AI_UNAVAILABLE',
      }),
    );
    expect(await screen.findByTestId('generation-error')).toHaveTextContent(
      'Nessun modello AI generativo è configurato.',
    );
    expect(field('Nome del documento')).toHaveValue('Parere');
    expect(api.calls('POST', /^\/api\/legal-documents$/)[0]).toMatchObject({ ai_option: 'basic' });
  });

  it('402 opens the insufficient-points modal with the figures; upgrading goes to /subscription', async () => {
    fakeLegalDocumentsApi({
      create: () =>
        jsonResponse(402, {
          message: 'Punti insufficienti.',
          error_code: 'INSUFFICIENT_POINTS',
          error_type: 'insufficient_points',
          points_info: { required: 20, current_balance: 5, shortfall: 15 },
        }),
    });
    const { user, router } = renderLegalDocuments();
    await waitForForm();
    await user.type(field('Nome del documento'), 'Ricorso');
    await user.selectOptions(select('Tipo di documento'), 'Ricorso');
    await user.selectOptions(select('Area legale'), 'Diritto civile');
    await user.type(field('Contenuto del documento'), 'Fatti del ricorso.');
    await user.click(screen.getByRole('radio', { name: 'Avanzata (20 punti)' }));
    await user.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: 'Punti insufficienti' });
    expect(within(dialog).getByTestId('points-required')).toHaveTextContent('20');
    expect(within(dialog).getByTestId('points-shortfall')).toHaveTextContent('15');
    expect(screen.queryByTestId('generation-error')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Aggiorna piano' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('a 422 puts the server’s messages on their fields', async () => {
    fakeLegalDocumentsApi({
      create: () =>
        jsonResponse(422, {
          message: 'I dati inviati non sono validi.',
          error_code: 'VALIDATION_FAILED',
          errors: { 'template_data.importo': ['Il campo «Importo dovuto (€)» deve contenere un numero.'] },
        }),
    });
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.type(field('Nome del documento'), 'Diffida');
    await user.selectOptions(select('Modello'), 'Lettera di diffida e messa in mora');
    await user.type(field('Creditore'), 'Mario Rossi');
    await user.type(field('Debitore'), 'Beta');
    await user.type(field('Importo dovuto (€)'), '5');
    await user.type(screen.getByLabelText(/^Data di scadenza del pagamento/), '2025-02-01');
    await user.click(generateButton());
    expect(
      await screen.findByText('Il campo «Importo dovuto (€)» deve contenere un numero.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('generation-error')).toHaveTextContent('I dati inviati non sono validi.');
  });

  it('an answer without a message shows the generic generation error', async () => {
    fakeLegalDocumentsApi({ create: () => new Response('', { status: 500 }) });
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.type(field('Nome del documento'), 'Istanza');
    await user.selectOptions(select('Tipo di documento'), 'Istanza');
    await user.selectOptions(select('Area legale'), 'Diritto civile');
    await user.type(field('Contenuto del documento'), 'Testo.');
    await user.click(generateButton());
    expect(await screen.findByTestId('generation-error')).toHaveTextContent(
      'Errore durante la generazione del documento',
    );
  });

  it('tells when templates or documents cannot be loaded; the form still works without templates', async () => {
    fakeLegalDocumentsApi({ templates: 'error', listFails: true });
    renderLegalDocuments();
    await waitForForm();
    const banner = screen.getByTestId('page-error');
    expect(banner).toHaveTextContent('Errore durante il caricamento dei modelli');
    expect(banner).toHaveTextContent('Errore durante il caricamento dei documenti');
    expect(screen.queryByRole('combobox', { name: 'Modello' })).toBeNull();
    expect(field('Contenuto del documento')).toBeRequired();
  });
});
