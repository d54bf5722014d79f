import { Packer } from 'docx';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { legalDocument, SAMPLE_INPUT } from '../test-support/sample-letter';
import { AI_DRAFT_NOTE, draftedWithAi } from './ai-note';
import { buildDocx } from './docx-export';
import { buildTrackedChangesDocx } from './docx-tracked-changes';
import { buildPdf } from './pdf-export';
import { buildTxt } from './txt-export';

const DRAFTED = { ...SAMPLE_INPUT, aiDrafted: true };

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function docxBody(document: ReturnType<typeof buildDocx>): Promise<string> {
  const zip = await JSZip.loadAsync(await Packer.toBuffer(document));
  return (await zip.file('word/document.xml')?.async('string')) ?? '';
}

describe('the AI note (L. 132/2025 art. 13)', () => {
  it('tells AI content by the stored ai_option, or ai_enhanced on older rows', () => {
    const metadata = (overrides: object) =>
      legalDocument({ metadata: { ...legalDocument().metadata, ...overrides } }).metadata;
    expect(draftedWithAi(metadata({ ai_option: 'none' }))).toBe(false);
    expect(draftedWithAi(metadata({}))).toBe(false);
    expect(draftedWithAi(metadata({ ai_option: 'basic', ai_enhanced: true }))).toBe(true);
    expect(draftedWithAi(metadata({ ai_option: 'enhanced', ai_enhanced: true }))).toBe(true);
    expect(draftedWithAi(metadata({ ai_enhanced: true }))).toBe(true);
  });

  it('ends the text file, after the signature, when the model drafted the text', () => {
    const text = buildTxt({ ...DRAFTED, firmProfile: { ...PROFILE } });
    expect(text.endsWith(`Foro di Forlì\r\n\r\n${AI_DRAFT_NOTE}\r\n`)).toBe(true);
    // The document's own text is untouched: the same file, the note aside.
    expect(buildTxt(DRAFTED)).toBe(`${buildTxt(SAMPLE_INPUT)}\r\n${AI_DRAFT_NOTE}\r\n`);
  });

  it('closes the PDF, after the signature', async () => {
    const text = await pdfText(buildPdf({ ...DRAFTED, firmProfile: { ...PROFILE } }));
    expect(text).toContain(AI_DRAFT_NOTE);
    expect(text.indexOf(AI_DRAFT_NOTE)).toBeGreaterThan(text.indexOf('Foro di Forlì'));
  });

  it('is the last paragraph of both Word files, in italics and not as a revision', async () => {
    for (const document of [
      buildDocx(DRAFTED),
      buildTrackedChangesDocx({
        ...DRAFTED,
        originalContent: SAMPLE_INPUT.content.replace('12.500', '13.000'),
      }),
    ]) {
      const body = await docxBody(document);
      const last = body.slice(body.lastIndexOf('<w:p>'));
      expect(last).toContain(`>${AI_DRAFT_NOTE}<`);
      expect(last).toContain('<w:i/>');
      expect(last).not.toContain('<w:ins ');
    }
  });

  it('is absent from every file of a template filled without the model', async () => {
    expect(buildTxt(SAMPLE_INPUT)).not.toContain('intelligenza artificiale');
    expect(await pdfText(buildPdf(SAMPLE_INPUT))).not.toContain('intelligenza artificiale');
    expect(await docxBody(buildDocx(SAMPLE_INPUT))).not.toContain('intelligenza artificiale');
    const tracked = buildTrackedChangesDocx({ ...SAMPLE_INPUT, originalContent: SAMPLE_INPUT.content });
    expect(await docxBody(tracked)).not.toContain('intelligenza artificiale');
  });
});

const PROFILE = {
  firm_name: 'Studio Legale Bianchi',
  address: '',
  pec: '',
  phone: '',
  vat_number: '',
  lawyer_name: 'Niccolò Fabbri',
  foro: 'Forlì',
};
