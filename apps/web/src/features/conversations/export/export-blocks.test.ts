import { AI_ANSWERS_NOTICE, type ConversationExportResponse } from '@brocardo/shared';
import { Packer } from 'docx';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  type AnswerOutline,
  APPENDIX_HEADING,
  EXTRACTIVE_EXPORT_NOTICE,
  exportBlocks,
  exportFileName,
} from './export-blocks';
import { conversationDocxDocument, conversationPdfBytes } from './export-files';

const ARTICLE_TEXT =
  'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.';

const data: ConversationExportResponse = {
  conversation: {
    id: 1,
    title: 'Responsabilità civile',
    created_at: '2025-03-10T10:00:00.000Z',
    updated_at: '2025-03-10T10:05:00.000Z',
  },
  exported_at: '2025-03-11T09:00:00.000Z',
  messages: [
    {
      id: 1,
      role: 'user',
      content: 'Chi risponde del danno?',
      created_at: '2025-03-10T10:00:00.000Z',
      interrupted: false,
      answered_by: null,
    },
    {
      id: 2,
      role: 'assistant',
      content: 'Risponde chi lo cagiona.\n\nVedi art. 2043 c.c.',
      created_at: '2025-03-10T10:01:00.000Z',
      interrupted: true,
      answered_by: { kind: 'model', model: 'modello-test' },
    },
  ],
  appendix: {
    articles: [
      {
        identifier: 'cc-2043',
        title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
        act_name: 'Codice civile',
        text: ARTICLE_TEXT,
        vigente_al: '2025-01-31',
        abrogated: false,
        cited: true,
      },
    ],
    web_sources: [
      { title: 'Cass. 123/2024', url: 'https://example.org/a', published_at: '2024-05-02', cited: true },
    ],
    unverified: [{ text: 'art. 5 L. 392/1978', message_id: 2, reason: 'outside_corpus' }],
  },
};

/** Stands for the chat's renderer: paragraphs by blank lines, '### ' a heading, '> ' a quotation. */
const outline: AnswerOutline = (markdown) =>
  markdown
    .split('\n\n')
    .map((text) =>
      text.startsWith('### ')
        ? { kind: 'heading', text: text.slice(4) }
        : text.startsWith('> ')
          ? { kind: 'quote', text: text.slice(2) }
          : { kind: 'paragraph', text },
    );

describe('the conversation export', () => {
  it('lays out the messages, then the appendix with each article verbatim, its date, the web sources and the unverified citations', () => {
    const blocks = exportBlocks(data, outline);
    const texts = blocks.map((block) => block.text);
    expect(blocks[0]).toEqual({ kind: 'title', text: 'Responsabilità civile' });
    expect(texts).toContain('Chi risponde del danno?');
    expect(texts).toContain('Risposta interrotta.');
    const appendix = texts.indexOf(APPENDIX_HEADING);
    expect(appendix).toBeGreaterThan(texts.indexOf('Vedi art. 2043 c.c.'));
    expect(blocks).toContainEqual({ kind: 'quote', text: ARTICLE_TEXT });
    expect(texts).toContain('Codice civile, testo vigente al 31/01/2025');
    expect(texts).toContain('Cass. 123/2024 — https://example.org/a, 2024-05-02');
    expect(texts).toContain('art. 5 L. 392/1978: atto non presente nella banca dati');
  });

  it('writes an answer as the chat lays it out, a question as typed', () => {
    const answered = {
      ...data,
      messages: [
        { ...data.messages[0]!, content: '### Non un titolo\n\n> nemmeno una citazione' },
        { ...data.messages[1]!, content: '### Norme\n\n> Qualunque fatto doloso\n\n- dolo\n- colpa' },
      ],
    };
    const body = exportBlocks(answered, outline).slice(3, 11);
    expect(body).toEqual([
      { kind: 'label', text: expect.stringMatching(/^Domanda — /) },
      { kind: 'paragraph', text: '### Non un titolo' },
      { kind: 'paragraph', text: '> nemmeno una citazione' },
      { kind: 'label', text: expect.stringMatching(/^Risposta — /) },
      { kind: 'label', text: 'Norme' },
      { kind: 'quote', text: 'Qualunque fatto doloso' },
      { kind: 'paragraph', text: '- dolo' },
      { kind: 'paragraph', text: '- colpa' },
    ]);
  });

  it('says the answers come from AI, and who wrote each: the model or the extractive responder', () => {
    const extractive = {
      ...data,
      messages: [
        ...data.messages,
        { ...data.messages[1]!, id: 3, answered_by: { kind: 'extractive' as const } },
      ],
    };
    const blocks = exportBlocks(extractive, outline);
    expect(blocks[2]).toEqual({ kind: 'note', text: AI_ANSWERS_NOTICE });
    const answerLabels = blocks
      .filter((block) => block.kind === 'label' && block.text.startsWith('Risposta'))
      .map((block) => block.text);
    expect(answerLabels[0]).toMatch(/ · generata con l'intelligenza artificiale \(modello-test\)$/);
    expect(answerLabels[1]).toMatch(/ · Risposta estrattiva: nessun modello AI configurato$/);
  });

  it('does not say the answers come from AI where every answer quoted the sources by rule', () => {
    const onlyExtractive = {
      ...data,
      messages: data.messages.map((message) =>
        message.role === 'assistant' ? { ...message, answered_by: { kind: 'extractive' as const } } : message,
      ),
    };
    expect(exportBlocks(onlyExtractive, outline)[2]).toEqual({
      kind: 'note',
      text: EXTRACTIVE_EXPORT_NOTICE,
    });
    // A conversation without answers yet keeps the AI disclosure.
    const questionOnly = { ...data, messages: data.messages.slice(0, 1) };
    expect(exportBlocks(questionOnly, outline)[2]).toEqual({ kind: 'note', text: AI_ANSWERS_NOTICE });
  });

  it('lists a principal source the answer did not cite, marked as consulted', () => {
    const consulted = {
      ...data.appendix.articles[0]!,
      identifier: 'cc-1325',
      title: 'art. 1325 c.c. — Indicazione dei requisiti',
      cited: false,
    };
    const withConsulted = {
      ...data,
      appendix: { ...data.appendix, articles: [...data.appendix.articles, consulted] },
    };
    const labels = exportBlocks(withConsulted, outline)
      .filter((block) => block.kind === 'label')
      .map((block) => block.text);
    expect(labels).toContain('art. 2043 c.c. — Risarcimento per fatto illecito');
    expect(labels).toContain(
      'art. 1325 c.c. — Indicazione dei requisiti (fonte principale consultata, non citata)',
    );
  });

  it('says when nothing was cited', () => {
    const empty = { ...data, appendix: { articles: [], web_sources: [], unverified: [] } };
    expect(exportBlocks(empty, outline).at(-1)).toEqual({ kind: 'note', text: 'Nessuna fonte citata.' });
  });

  it('builds a PDF and a Word file, and a file name from the title', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(conversationPdfBytes(data, outline)));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(APPENDIX_HEADING);
    expect(flat).toContain(ARTICLE_TEXT);
    const docx = await Packer.toBuffer(conversationDocxDocument(data, outline));
    expect([...docx.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    expect(exportFileName('Responsabilità civile / 2025', 'pdf')).toBe('Responsabilità-civile-2025.pdf');
    expect(exportFileName('Perché è nulla? «Àlfa»', 'docx')).toBe('Perché-è-nulla-Àlfa.docx');
    // Cut between words, with the export's day (in Rome: 23:30 UTC on the 10th is the 11th).
    expect(
      exportFileName(
        'Il condominio risponde dei danni da infiltrazioni provenienti dal lastrico solare?',
        'pdf',
        '2025-03-10T23:30:00.000Z',
      ),
    ).toBe('Il-condominio-risponde-dei-danni-da-infiltrazioni-2025-03-11.pdf');
  });
});
