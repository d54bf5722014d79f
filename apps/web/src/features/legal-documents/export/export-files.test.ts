import { Packer } from 'docx';
import JSZip from 'jszip';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '../../../lib/win-ansi';
import { SAMPLE_INPUT } from '../test-support/sample-letter';
import { buildDocx, DOCX_FONT } from './docx-export';
import { buildTrackedChangesDocx, REVISION_AUTHOR } from './docx-tracked-changes';
import { endsWithSignature, firmDecorations } from './letterhead';
import { buildPdf, PDF_TEXT_WIDTH } from './pdf-export';
import { buildTxt } from './txt-export';

const MM = 72 / 25.4;

interface PdfLine {
  text: string;
  x: number;
  width: number;
  fontSize: number;
  page: number;
}

async function pdfLines(bytes: ArrayBuffer): Promise<{ lines: PdfLine[]; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const lines: PdfLine[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      lines.push({
        text: item.str,
        x: item.transform[4],
        width: item.width,
        fontSize: item.transform[0],
        page,
      });
    }
  }
  return { lines, pages: pdf.numPages };
}

async function docxXml(document: ReturnType<typeof buildDocx>) {
  const zip = await JSZip.loadAsync(await Packer.toBuffer(document));
  const read = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve('');
  return {
    body: await read('word/document.xml'),
    styles: await read('word/styles.xml'),
    settings: await read('word/settings.xml'),
  };
}

describe('PDF', () => {
  it('holds the text with its accents, « », € and the clause numbers, Times 16/12, 170 mm wide', async () => {
    const { lines } = await pdfLines(buildPdf(SAMPLE_INPUT));
    const text = lines.map((line) => line.text).join('\n');
    expect(text).toContain('Diffida Rossi / Beta');
    expect(text).toContain('Mario Rossi');
    expect(text).toContain('€ 12.500,00');
    expect(text).toContain('àèéìòù ÀÈÉÌÒÙ');
    expect(text).toContain('«bonario»');
    expect(text).toContain('1° febbraio 2025');
    expect(text).toMatch(/Oggetto: diffida ad adempiere/);
    for (const marker of ['1.', '2.', 'a)', '•'])
      expect(lines.some((line) => line.text === marker)).toBe(true);
    expect(text).toContain('Pagina 1 di 1');

    const title = lines.find((line) => line.text === 'Diffida Rossi / Beta');
    expect(title?.fontSize).toBeCloseTo(16);
    expect(lines.find((line) => line.text.startsWith('scrivo in nome'))?.fontSize).toBeCloseTo(12);
    for (const line of lines) {
      expect(line.x).toBeGreaterThanOrEqual(20 * MM - 0.5);
      expect(line.x + line.width).toBeLessThanOrEqual((20 + PDF_TEXT_WIDTH) * MM + 0.5);
    }
  });

  it('breaks a long text into numbered pages', async () => {
    const long = Array.from(
      { length: 120 },
      (_, index) => `${index + 1}. Clausola numero ${index + 1}.`,
    ).join('\n');
    const { lines, pages } = await pdfLines(buildPdf({ ...SAMPLE_INPUT, content: long }));
    expect(pages).toBeGreaterThan(1);
    expect(lines.some((line) => line.text === `Pagina ${pages} di ${pages}`)).toBe(true);
    expect(lines.some((line) => line.text.startsWith('120.'))).toBe(true);
  });

  it('writes characters WinAnsi cannot hold as their nearest equivalent', () => {
    expect(toWinAnsi('≥ 10 → art. 2\u202fc.c. «è» € ’ Œ')).toBe('>= 10 -> art. 2 c.c. «è» € ’ Œ');
    expect(toWinAnsi('ł')).toBe('?');
  });
});

describe('Word', () => {
  it('has real headings, the names, the amount, the accents, Times New Roman 12 and an Italian date line', async () => {
    const { body, styles } = await docxXml(buildDocx(SAMPLE_INPUT));
    expect(body).toContain('<w:pStyle w:val="Title"/>');
    expect(body).toContain('<w:pStyle w:val="Heading1"/>');
    expect(body).toContain('<w:pStyle w:val="Heading2"/>');
    expect(body).toContain('Mario Rossi');
    expect(body).toContain('Società Beta S.r.l.');
    expect(body).toContain('€ 12.500,00');
    expect(body).toContain('àèéìòù ÀÈÉÌÒÙ');
    expect(body).toContain('Lettera di diffida — 10 marzo 2025');
    expect(body).toMatch(/<w:t[^>]*>1\.\t<\/w:t>/);
    expect(body).toMatch(/<w:t[^>]*>a\)\t<\/w:t>/);
    expect(styles).toContain(`w:ascii="${DOCX_FONT}"`);
    expect(styles).toContain('<w:sz w:val="24"/>');
  });

  it('shows the edits as revisions against the first text', async () => {
    const revised = SAMPLE_INPUT.content
      .replace('€ 12.500,00', '€ 13.000,00')
      .replace('2. fattura n. 15 del 10 gennaio 2025;\n', '')
      .replace('Avv. Anna Bianchi', 'Avv. Anna Bianchi\nAvv. Luca Verdi');
    const { body, settings } = await docxXml(
      buildTrackedChangesDocx({ ...SAMPLE_INPUT, content: revised, originalContent: SAMPLE_INPUT.content }),
    );
    expect(body).toMatch(
      new RegExp(`<w:ins [^>]*w:author="${REVISION_AUTHOR}"[^>]*w:date="2025-03-10T09:30:00Z"`),
    );
    expect(body).toMatch(/<w:del [^>]*w:author="Brocardo"/);
    expect(body).toMatch(/<w:delText[^>]*>12\.500,00<\/w:delText>/);
    expect(body).toMatch(/<w:ins [^>]*><w:r><w:t[^>]*>13\.000,00<\/w:t>/);
    expect(body).toMatch(/<w:delText[^>]*>2\. fattura n\. 15 del 10 gennaio 2025;<\/w:delText>/);
    expect(body).toMatch(/<w:t[^>]*>Avv\. Luca Verdi<\/w:t>/);
    expect(settings).toContain('<w:trackRevisions');
  });
});

describe('Text', () => {
  it('is UTF-8 with a BOM, CRLF lines, without Markdown marks, the list markers kept', () => {
    const text = buildTxt(SAMPLE_INPUT);
    expect(text.startsWith('\uFEFFDiffida Rossi / Beta\r\n\r\n')).toBe(true);
    expect(text).toContain(
      "Oggetto: diffida ad adempiere e costituzione in mora ai sensi dell'art. 1219 c.c.",
    );
    expect(text).toContain('Raccomandata A/R anticipata a mezzo PEC');
    expect(text).not.toContain('**');
    expect(text).not.toMatch(/^#/m);
    expect(text).toContain('\r\n1. fattura n. 12');
    expect(text).toContain('\r\n    • consegna eseguita');
    expect(text).toContain('Spett.le\r\nSocietà Beta S.r.l.\r\nVia Roma 1');
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('keeps the lines to fill in and a lone star or underscore, emphasis still dropped', () => {
    const content =
      'Per presa visione, Niccolò Bellò: ____________________\n\nData ___/___/______, **firma** _leggibile_\n\n2 * 3 fa 6 __ davvero';
    const text = buildTxt({ ...SAMPLE_INPUT, content });
    expect(text).toContain('Per presa visione, Niccolò Bellò: ____________________\r\n');
    expect(text).toContain('Data ___/___/______, firma leggibile\r\n');
    expect(text).toContain('2 * 3 fa 6 __ davvero');
  });

  it('does not repeat the title when the text opens with it', () => {
    const text = buildTxt({ ...SAMPLE_INPUT, content: '# Diffida  Rossi / beta\n\nTesto.' });
    expect(text).toBe('\uFEFFDiffida Rossi / Beta\r\n\r\nTesto.\r\n');
  });
});

const FIRM_PROFILE = {
  firm_name: 'Studio Legale Bianchi & Associati',
  address: 'Corso Magenta 10, 20123 Milano',
  pec: 'segreteria@pec.studiobianchi.it',
  phone: '+39 02 1234567',
  vat_number: '12345678903',
  lawyer_name: 'Niccolò Fabbri',
  foro: 'Forlì',
};
const NO_PROFILE = {
  firm_name: '',
  address: '',
  pec: '',
  phone: '',
  vat_number: '',
  lawyer_name: '',
  foro: '',
};
/** The sample letter, signed by Anna Bianchi: not the profile's lawyer, so the block is added. */
const WITH_PROFILE = { ...SAMPLE_INPUT, firmProfile: FIRM_PROFILE };
const DETAILS = [
  'Corso Magenta 10, 20123 Milano',
  'Tel. +39 02 1234567 · PEC segreteria@pec.studiobianchi.it · P.IVA 12345678903',
];

describe('Letterhead and signature from the «Profilo dello studio»', () => {
  it('PDF: the firm in bold above the title, its details in small type, the signature flush right at the end', async () => {
    const { lines } = await pdfLines(buildPdf(WITH_PROFILE));
    const texts = lines.map((line) => line.text);
    const firm = texts.indexOf('Studio Legale Bianchi & Associati');
    expect(firm).toBeGreaterThanOrEqual(0);
    expect(firm).toBeLessThan(texts.indexOf('Diffida Rossi / Beta'));
    expect(lines[firm]?.fontSize).toBeCloseTo(13);
    // The middle dot and the accents survive the WinAnsi encoding.
    for (const detail of DETAILS) {
      const line = lines.find((candidate) => candidate.text === detail);
      expect(line?.fontSize).toBeCloseTo(9);
    }
    const signature = texts.indexOf('Avv. Niccolò Fabbri');
    expect(signature).toBeGreaterThan(texts.indexOf('PEC: anna.bianchi@pec.it'));
    expect(texts[signature + 1]).toBe('Foro di Forlì');
    const right = (20 + PDF_TEXT_WIDTH) * MM;
    for (const line of [lines[signature]!, lines[signature + 1]!]) {
      expect(line.x + line.width).toBeCloseTo(right, 0);
    }
  });

  it('Word: the letterhead before the title with a rule under it, the signature right-aligned at the end', async () => {
    const { body } = await docxXml(buildDocx(WITH_PROFILE));
    const firm = body.indexOf('>Studio Legale Bianchi &amp; Associati<');
    expect(firm).toBeGreaterThan(0);
    expect(firm).toBeLessThan(body.indexOf('<w:pStyle w:val="Title"/>'));
    for (const detail of DETAILS) expect(body).toContain(`>${detail}<`);
    expect(body).toMatch(/<w:pBdr><w:bottom w:val="single"[^>]*\/><\/w:pBdr>/);
    const signature = body.indexOf('>Avv. Niccolò Fabbri<');
    expect(signature).toBeGreaterThan(body.indexOf('PEC: anna.bianchi@pec.it'));
    expect(body.indexOf('>Foro di Forlì<')).toBeGreaterThan(signature);
    expect(body.slice(body.lastIndexOf('<w:p>', signature), signature)).toContain('<w:jc w:val="right"/>');
  });

  it('Text: the letterhead and the signature as plain lines', () => {
    const text = buildTxt(WITH_PROFILE);
    expect(
      text.startsWith(
        `\uFEFFStudio Legale Bianchi & Associati\r\n${DETAILS.join('\r\n')}\r\n\r\nDiffida Rossi / Beta`,
      ),
    ).toBe(true);
    expect(text.endsWith('\r\nAvv. Niccolò Fabbri\r\nForo di Forlì\r\n')).toBe(true);
  });

  it('adds neither when the profile is empty or missing', async () => {
    for (const input of [SAMPLE_INPUT, { ...SAMPLE_INPUT, firmProfile: NO_PROFILE }]) {
      const { lines } = await pdfLines(buildPdf(input));
      expect(lines[0]?.text).toBe('Diffida Rossi / Beta');
      expect(lines.some((line) => line.text.startsWith('Foro di'))).toBe(false);
      const { body } = await docxXml(buildDocx(input));
      expect(body).not.toContain('<w:pBdr>');
      expect(body).not.toContain('<w:jc w:val="right"/>');
      expect(buildTxt(input)).toBe(buildTxt(SAMPLE_INPUT));
    }
  });

  it('signs only once: no block when the text already ends with the lawyer’s name', async () => {
    const signedByHer = { ...SAMPLE_INPUT, firmProfile: { ...FIRM_PROFILE, lawyer_name: 'Anna Bianchi' } };
    const { lines } = await pdfLines(buildPdf(signedByHer));
    expect(lines.filter((line) => line.text.includes('Anna Bianchi'))).toHaveLength(1);
    expect(lines.some((line) => line.text === 'Studio Legale Bianchi & Associati')).toBe(true);
    const { body } = await docxXml(buildDocx(signedByHer));
    expect(body).not.toContain('Foro di Forlì');
    expect(endsWithSignature('Testo.\n\n**Avv. ANNA  BIANCHI**\nPEC: anna@pec.it\n', 'Anna Bianchi')).toBe(
      true,
    );
    expect(endsWithSignature('L’Avv. Anna Bianchi scrive.\n\nSegue testo.', 'Paolo Gialli')).toBe(false);
  });

  it('heads with the lawyer when there is no firm name, and keeps short details on one line', () => {
    expect(
      firmDecorations({ ...NO_PROFILE, lawyer_name: 'Anna Bianchi', pec: 'anna@pec.it' }, 'Testo.'),
    ).toEqual({
      letterhead: { name: 'Avv. Anna Bianchi', details: ['PEC anna@pec.it'] },
      signature: ['Avv. Anna Bianchi'],
    });
  });
});
