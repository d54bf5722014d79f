import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesOf } from '../../test/blob-bytes';
import { captureDownloads } from '../../test/capture-downloads';
import { AI_DRAFT_NOTE } from './export/ai-note';
import { fakeLegalDocumentsApi } from './test-support/fake-legal-documents-api';
import { renderLegalDocuments, waitForForm } from './test-support/render-legal-documents';
import { legalDocument, SAMPLE_LETTER } from './test-support/sample-letter';

const pdfFailure = vi.hoisted(() => ({ fail: false }));
vi.mock('./export/pdf-export', async (importOriginal) => {
  const original = await importOriginal<typeof import('./export/pdf-export')>();
  return {
    ...original,
    pdfBlob: (...args: Parameters<typeof original.pdfBlob>) => {
      if (pdfFailure.fail) throw new Error('font non disponibile');
      return original.pdfBlob(...args);
    },
  };
});

async function openDownload(title: string) {
  const { user } = renderLegalDocuments();
  await waitForForm();
  await user.click(await screen.findByRole('button', { name: `Scarica «${title}»` }));
  const dialog = await screen.findByRole('dialog', { name: 'Scarica il documento' });
  return { user, dialog };
}

beforeEach(() => {
  pdfFailure.fail = false;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Legal documents: downloads', () => {
  it('names the file after the title by default, the custom name sanitised', async () => {
    const downloads = captureDownloads();
    fakeLegalDocumentsApi({ documents: [legalDocument({ id: 3, title: 'Diffida Rossi' })] });
    const { user, dialog } = await openDownload('Diffida Rossi');
    expect(within(dialog).getByTestId('file-name-preview')).toHaveTextContent('«Diffida Rossi»');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nome del file (facoltativo)' }),
      'Diffida: Rossi/Beta?*"<x>|\\',
    );
    expect(within(dialog).getByTestId('file-name-preview')).toHaveTextContent(
      '«Diffida_ Rossi_Beta____x___»',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Testo (.txt)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('Diffida_ Rossi_Beta____x___.txt');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scarica il documento' })).toBeNull());
  });

  it('the text file is UTF-8 with a BOM, accents intact, no Markdown marks', async () => {
    const downloads = captureDownloads();
    fakeLegalDocumentsApi({ documents: [legalDocument({ id: 3, title: 'Diffida Rossi' })] });
    const { user, dialog } = await openDownload('Diffida Rossi');
    await user.click(within(dialog).getByRole('button', { name: 'Testo (.txt)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const bytes = await bytesOf(downloads[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toMatch(/^\uFEFFDiffida Rossi\r\n/);
    expect(text).toContain('credito di € 12.500,00');
    expect(text).toContain('àèéìòù ÀÈÉÌÒÙ');
    expect(text).toContain('«bonario»');
    expect(text).not.toContain('**');
    expect(downloads[0]!.blob.type).toBe('text/plain;charset=utf-8');
  });

  it('downloads the PDF and the Word file under the chosen name', async () => {
    const downloads = captureDownloads();
    fakeLegalDocumentsApi({ documents: [legalDocument({ id: 3, title: 'Diffida Rossi' })] });
    const { user, dialog } = await openDownload('Diffida Rossi');
    await user.click(within(dialog).getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 5000 });
    expect(downloads[0]!.name).toBe('Diffida Rossi.pdf');
    expect(new TextDecoder().decode((await bytesOf(downloads[0]!.blob)).slice(0, 5))).toBe('%PDF-');

    await user.click(await screen.findByRole('button', { name: 'Scarica «Diffida Rossi»' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Scarica il documento' })).getByRole('button', {
        name: 'Word (.docx)',
      }),
    );
    await waitFor(() => expect(downloads).toHaveLength(2), { timeout: 5000 });
    expect(downloads[1]!.name).toBe('Diffida Rossi.docx');
    expect([...(await bytesOf(downloads[1]!.blob)).slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('ends the file of a document the model drafted with the AI note, not that of a filled template', async () => {
    const downloads = captureDownloads();
    const drafted = { ai_enhanced: true, enhancement_options: [], ai_option: 'enhanced' as const };
    const filled = { ai_enhanced: false, enhancement_options: [], ai_option: 'none' as const };
    fakeLegalDocumentsApi({
      documents: [
        legalDocument({ id: 7, title: 'Bozza AI', metadata: drafted }),
        legalDocument({ id: 8, title: 'Da modello', metadata: filled }),
      ],
    });
    const { user, dialog } = await openDownload('Bozza AI');
    await user.click(within(dialog).getByRole('button', { name: 'Testo (.txt)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Scarica «Da modello»' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Scarica il documento' })).getByRole('button', {
        name: 'Testo (.txt)',
      }),
    );
    await waitFor(() => expect(downloads).toHaveLength(2));
    const [ai, template] = await Promise.all(
      downloads.map(async ({ blob }) => new TextDecoder().decode(await bytesOf(blob))),
    );
    expect(ai!.endsWith(`\r\n${AI_DRAFT_NOTE}\r\n`)).toBe(true);
    expect(template).not.toContain(AI_DRAFT_NOTE);
  });

  it('says so when the content is empty, and downloads nothing', async () => {
    const downloads = captureDownloads();
    fakeLegalDocumentsApi({ documents: [legalDocument({ id: 4, title: 'Vuoto', generated_content: '  ' })] });
    const { user, dialog } = await openDownload('Vuoto');
    await user.click(within(dialog).getByRole('button', { name: 'PDF' }));
    expect(await within(dialog).findByTestId('download-notice')).toHaveTextContent(
      'Contenuto del documento non disponibile',
    );
    expect(downloads).toHaveLength(0);
  });

  it('falls back to the text file when the PDF cannot be made', async () => {
    const downloads = captureDownloads();
    pdfFailure.fail = true;
    fakeLegalDocumentsApi({ documents: [legalDocument({ id: 3, title: 'Diffida Rossi' })] });
    const { user, dialog } = await openDownload('Diffida Rossi');
    await user.click(within(dialog).getByRole('button', { name: 'PDF' }));
    expect(await within(dialog).findByTestId('download-notice')).toHaveTextContent(
      'Errore nella generazione del file DOCX/PDF. Verrà scaricato come file di testo.',
    );
    expect(downloads.map((download) => download.name)).toEqual(['Diffida Rossi.txt']);
  });

  it('offers Word with revisions only for a revised document', async () => {
    captureDownloads();
    fakeLegalDocumentsApi({
      documents: [
        legalDocument({
          id: 5,
          title: 'Rivisto',
          status: 'reviewed',
          original_content: SAMPLE_LETTER.replace('Mario', 'Marco'),
        }),
        legalDocument({ id: 6, title: 'Generato' }),
      ],
    });
    const { user, dialog } = await openDownload('Rivisto');
    expect(within(dialog).getByRole('button', { name: 'Word con revisioni (.docx)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await user.click(screen.getByRole('button', { name: 'Scarica «Generato»' }));
    const second = await screen.findByRole('dialog', { name: 'Scarica il documento' });
    expect(within(second).queryByRole('button', { name: 'Word con revisioni (.docx)' })).toBeNull();
  });
});
