import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLegalDocumentsApi } from './test-support/fake-legal-documents-api';
import { renderLegalDocuments, waitForForm } from './test-support/render-legal-documents';
import { legalDocument } from './test-support/sample-letter';

const AI_DOCUMENT = legalDocument({
  id: 7,
  title: 'Parere sulla risoluzione',
  document_type: 'parere',
  generated_content:
    '# Parere sulla risoluzione\n\n## Fatto\n\nIl contratto è stato risolto ai sensi dell’art. 1453 c.c. e dell’art. 9999 c.c.\n',
  metadata: {
    ai_enhanced: true,
    enhancement_options: [],
    ai_option: 'enhanced',
    unverified_references: [{ text: 'art. 9999 c.c.', reason: 'Articolo inesistente nel codice civile.' }],
    enhancement_notes: ['Precisato il termine di adempimento.'],
    sources: [
      { identifier: 'cc-1453', title: 'art. 1453 c.c. — Risolubilità del contratto per inadempimento' },
    ],
  },
});

async function openViewer(title: string) {
  const { user, ...view } = renderLegalDocuments();
  await waitForForm();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog, ...view };
}

describe('Legal documents: the list and the viewer', () => {
  it('lists each document with its type, area, Italian date, status label and named icons', async () => {
    fakeLegalDocumentsApi({
      documents: [AI_DOCUMENT, legalDocument({ id: 8, title: 'Diffida Beta', status: 'finalized' })],
    });
    renderLegalDocuments();
    await waitForForm();
    const cards = await screen.findAllByTestId('document-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Parere sulla risoluzione');
    expect(cards[0]).toHaveTextContent('Parere legale · Diritto civile · AI avanzata');
    expect(cards[0]).toHaveTextContent(/10 marzo 2025/);
    expect(within(cards[0]!).getByTestId('document-status')).toHaveTextContent('Generato');
    expect(within(cards[1]!).getByTestId('document-status')).toHaveTextContent('Finalizzato');
    expect(
      within(cards[0]!).getByRole('button', { name: 'Scarica «Parere sulla risoluzione»' }),
    ).toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('button', { name: 'Elimina «Parere sulla risoluzione»' }),
    ).toBeInTheDocument();
  });

  it('asks before deleting; Elimina deletes and confirms', async () => {
    const api = fakeLegalDocumentsApi({ documents: [AI_DOCUMENT] });
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.click(await screen.findByRole('button', { name: 'Elimina «Parere sulla risoluzione»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminare il documento?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Sei sicuro di voler eliminare questo documento?'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.calls('DELETE', /legal-documents\/7$/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Elimina «Parere sulla risoluzione»' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminare il documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Documento eliminato con successo!')).toBeInTheDocument();
    expect(await screen.findByText('Nessun documento generato')).toBeInTheDocument();
    expect(api.calls('DELETE', /legal-documents\/7$/)).toHaveLength(1);
  });

  it('pages the list, and goes back a page when its last document is deleted', async () => {
    const documents = Array.from({ length: 11 }, (_, index) =>
      legalDocument({ id: 100 + index, title: `Atto ${index + 1}` }),
    );
    fakeLegalDocumentsApi({ documents });
    const { user } = renderLegalDocuments();
    await waitForForm();
    expect(await screen.findAllByTestId('document-card')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Pagine dei documenti' });
    expect(pages).toHaveTextContent('Pagina 1 di 2');
    await user.click(within(pages).getByRole('button', { name: 'Successivi' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina «Atto 11»' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminare il documento?' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('document-card')).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Pagine dei documenti' })).toBeNull();
  });

  it('shows the text, the unverified references, the AI review’s changes and the sources', async () => {
    fakeLegalDocumentsApi({ documents: [AI_DOCUMENT] });
    const { user, dialog } = await openViewer('Parere sulla risoluzione');
    const content = within(dialog).getByTestId('document-content');
    expect(within(content).getByRole('heading', { name: 'Fatto' })).toBeInTheDocument();
    const marked = content.querySelector('.unverified-reference');
    expect(marked).toHaveTextContent('art. 9999 c.c.');
    const references = within(dialog).getByTestId('unverified-references');
    expect(
      within(references).getByRole('heading', { name: 'Riferimenti non verificati' }),
    ).toBeInTheDocument();
    expect(references).toHaveTextContent('art. 9999 c.c. — Articolo inesistente nel codice civile.');
    expect(within(dialog).getByRole('heading', { name: 'Modifiche della revisione AI' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('enhancement-notes')).toHaveTextContent(
      'Precisato il termine di adempimento.',
    );
    expect(within(dialog).getByTestId('document-sources')).toHaveTextContent(
      'art. 1453 c.c. — Risolubilità del contratto',
    );
    expect(within(dialog).getByRole('button', { name: 'Scarica' })).toBeInTheDocument();
    // The footer's Chiudi (the header's × has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Parere sulla risoluzione' })).toBeNull(),
    );
  });

  it('lists the acts outside the database apart, with a neutral mark in the text', async () => {
    const OUTSIDE = 'Atto non presente nella banca dati';
    fakeLegalDocumentsApi({
      documents: [
        legalDocument({
          id: 9,
          title: 'Locazione Verdi',
          document_type: 'contratto',
          generated_content:
            '# Contratto di locazione\n\nAi sensi dell’art. 5 della L. 392/1978 e della L. 431/1998; si veda l’art. 1455 c.c.\n',
          metadata: {
            ai_enhanced: false,
            enhancement_options: [],
            ai_option: 'none',
            unverified_references: [
              { text: 'art. 5 della L. 392/1978', reason: OUTSIDE, act: 'L. 392/1978' },
              { text: 'L. 431/1998', reason: OUTSIDE, act: 'L. 431/1998' },
            ],
          },
        }),
      ],
    });
    const { dialog } = await openViewer('Locazione Verdi');
    expect(within(dialog).getByTestId('outside-references')).toHaveTextContent(
      'Riferimenti fuori banca dati: L. 392/1978, L. 431/1998 (atto non presente nella banca dati',
    );
    // Not among the unverified references, and not marked as one in the text.
    expect(within(dialog).queryByTestId('unverified-references')).toBeNull();
    const content = within(dialog).getByTestId('document-content');
    expect(content.querySelector('.unverified-reference')).toBeNull();
    const marked = [...content.querySelectorAll('.outside-reference')];
    expect(marked.map((node) => node.textContent)).toEqual(['art. 5 della L. 392/1978', 'L. 431/1998']);
    expect(marked[0]).toHaveAttribute('title', 'L. 392/1978: atto non presente nella banca dati');
  });

  it('Modifica → Salva makes the document Revisionato with the version sent', async () => {
    const api = fakeLegalDocumentsApi({ documents: [AI_DOCUMENT] });
    const { user, dialog } = await openViewer('Parere sulla risoluzione');
    await user.click(within(dialog).getByRole('button', { name: 'Modifica' }));
    const editor = await within(dialog).findByRole('textbox', { name: 'Testo del documento (Markdown)' });
    expect(editor).toHaveValue(AI_DOCUMENT.generated_content);
    await user.clear(editor);
    await user.type(editor, '# Parere{Enter}{Enter}Testo rivisto dal socio.');
    expect(
      within(within(dialog).getByRole('region', { name: 'Anteprima' })).getByText('Testo rivisto dal socio.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await within(dialog).findByText(/Modifiche salvate/)).toBeInTheDocument();
    expect(api.calls('PUT', /legal-documents\/7$/)).toEqual([
      { generated_content: '# Parere\n\nTesto rivisto dal socio.', version: 1 },
    ]);
    expect(within(dialog).getByTestId('document-status')).toHaveTextContent('Revisionato');
    expect(within(dialog).getByText('Versione 2')).toBeInTheDocument();
    expect(within(dialog).getByTestId('document-content')).toHaveTextContent('Testo rivisto dal socio.');
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('document-card')[0]!).getByTestId('document-status'),
      ).toHaveTextContent('Revisionato'),
    );

    await user.click(within(dialog).getByText('Versioni precedenti'));
    await user.click(await within(dialog).findByRole('button', { name: /^Versione 1 — / }));
    expect(within(dialog).getByTestId('old-version-note')).toHaveTextContent('Stai leggendo la versione 1');
    expect(within(dialog).getByTestId('document-content')).toHaveTextContent('Il contratto è stato risolto');
  });

  it('a stale version says so, and reloading shows the newer text with the unsaved one aside', async () => {
    const api = fakeLegalDocumentsApi({ documents: [AI_DOCUMENT] });
    const { user, dialog } = await openViewer('Parere sulla risoluzione');
    await user.click(within(dialog).getByRole('button', { name: 'Modifica' }));
    const editor = await within(dialog).findByRole('textbox', { name: 'Testo del documento (Markdown)' });
    await user.type(editor, 'Mia aggiunta.');
    // Another tab saved meanwhile.
    api.documents[0] = {
      ...api.documents[0]!,
      generated_content: 'Testo salvato altrove.',
      version: 2,
      status: 'reviewed',
    };
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const stale = await within(dialog).findByTestId('stale-version');
    expect(stale).toHaveTextContent('Il documento è stato salvato nel frattempo');
    await user.click(within(stale).getByRole('button', { name: 'Ricarica la versione più recente' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Testo del documento (Markdown)' })).toHaveValue(
        'Testo salvato altrove.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Il tuo testo non salvato' })).toHaveValue(
      `${AI_DOCUMENT.generated_content}Mia aggiunta.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.calls('PUT', /legal-documents\/7$/).at(-1)).toMatchObject({ version: 2 }));
  });

  it('keeps unsaved edits when the viewer is closed with Esc, and resumes them', async () => {
    fakeLegalDocumentsApi({ documents: [AI_DOCUMENT] });
    const { user, dialog } = await openViewer('Parere sulla risoluzione');
    await user.click(within(dialog).getByRole('button', { name: 'Modifica' }));
    const editor = await within(dialog).findByRole('textbox', { name: 'Testo del documento (Markdown)' });
    await waitFor(() => expect(editor).toHaveFocus());
    await user.type(editor, 'Bozza in corso.');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Parere sulla risoluzione' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: /^Parere sulla risoluzione/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Parere sulla risoluzione' });
    expect(
      await within(reopened).findByRole('textbox', { name: 'Testo del documento (Markdown)' }),
    ).toHaveValue(`${AI_DOCUMENT.generated_content}Bozza in corso.`);
    await user.click(within(reopened).getByRole('button', { name: 'Annulla modifiche' }));
    await waitFor(() => expect(within(reopened).getByRole('button', { name: 'Modifica' })).toHaveFocus());
  });

  it('Finalizza asks, then the document is read-only', async () => {
    const api = fakeLegalDocumentsApi({ documents: [AI_DOCUMENT] });
    const { user, dialog } = await openViewer('Parere sulla risoluzione');
    await user.click(within(dialog).getByRole('button', { name: 'Finalizza' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalizzare il documento?' });
    await user.click(within(confirm).getByRole('button', { name: 'Finalizza' }));
    expect(await within(dialog).findByTestId('finalized-note')).toHaveTextContent('sola lettura');
    expect(within(dialog).getByTestId('document-status')).toHaveTextContent('Finalizzato');
    expect(within(dialog).queryByRole('button', { name: 'Modifica' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Finalizza' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Scarica' })).toBeInTheDocument();
    expect(api.calls('POST', /legal-documents\/7\/finalize$/)).toHaveLength(1);
  });

  it('warns with the D.M. 110/2023 rule when a civil filing nears its length limit', async () => {
    const longAppeal = legalDocument({
      id: 9,
      title: 'Ricorso lungo',
      document_type: 'ricorso',
      generated_content: `# Ricorso\n\n## Fatto\n\n${'a'.repeat(75_000)}\n`,
    });
    fakeLegalDocumentsApi({ documents: [longAppeal] });
    const { dialog } = await openViewer('Ricorso lungo');
    const warnings = within(dialog).getByTestId('filing-warnings');
    expect(warnings).toHaveTextContent('Limiti di lunghezza degli atti (D.M. 110/2023)');
    expect(warnings).toHaveTextContent('art. 3, comma 1, lett. a), del D.M. 110/2023');
  });

  it('files an opened document under a matter later, from the viewer', async () => {
    const matter = {
      id: 5,
      client_name: 'Beta S.p.A.',
      name: 'Recupero crediti',
      reference: null,
      court: null,
      counterparty: null,
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-01T10:00:00.000Z',
      counts: { conversations: 0, documents: 0, legal_documents: 0, case_strategies: 0 },
      points_used_month: 0,
    };
    const api = fakeLegalDocumentsApi({ documents: [AI_DOCUMENT], matters: [matter] });
    const { user, dialog } = await openViewer('Parere sulla risoluzione');
    const picker = within(dialog).getByRole('combobox', { name: 'Pratica' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Beta S.p.A. — Recupero crediti');
    await waitFor(() =>
      expect(api.fetch.mock.calls.some(([input]) => String(input).endsWith('/api/matters/filing'))).toBe(
        true,
      ),
    );
    const filing = api.fetch.mock.calls.find(([input]) => String(input).endsWith('/api/matters/filing'))!;
    expect(JSON.parse(String(filing[1]?.body))).toEqual({ kind: 'legal_document', id: '7', matter_id: 5 });
    await waitFor(() => expect(picker).toHaveValue('5'));
  });
});
