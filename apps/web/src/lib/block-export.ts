import { AlignmentType, Document, HeadingLevel, Paragraph, TextRun } from 'docx';
import { jsPDF } from 'jspdf';
import { toWinAnsi } from './win-ansi';

/**
 * A file to export as a list of blocks, laid out the same way in the PDF and in the Word file (the
 * conversation export, the Verifica atto report). A `quote` is a source's text, verbatim.
 */
export interface TextBlock {
  kind: 'title' | 'heading' | 'label' | 'paragraph' | 'quote' | 'note';
  text: string;
}

const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const MARGIN = 20;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MM_PER_PT = 25.4 / 72;
const QUOTE_INDENT = 8;

const PDF_STYLE: Record<
  TextBlock['kind'],
  { size: number; style: 'normal' | 'bold' | 'italic'; before: number }
> = {
  title: { size: 16, style: 'bold', before: 0 },
  heading: { size: 13, style: 'bold', before: 5 },
  label: { size: 11, style: 'bold', before: 3 },
  paragraph: { size: 11, style: 'normal', before: 1 },
  quote: { size: 10, style: 'normal', before: 1 },
  note: { size: 9, style: 'italic', before: 1 },
};

/** A4, Times, 20 mm margins, "Pagina N di M" at the foot: the layout of the generated documents. */
export function blocksPdfBytes(blocks: readonly TextBlock[]): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  let y = MARGIN;
  for (const block of blocks) {
    const { size, style, before } = PDF_STYLE[block.kind];
    const left = MARGIN + (block.kind === 'quote' ? QUOTE_INDENT : 0);
    doc.setFont('times', style);
    doc.setFontSize(size);
    const lines: string[] = doc.splitTextToSize(toWinAnsi(block.text), MARGIN + TEXT_WIDTH - left);
    const height = size * MM_PER_PT * 1.4;
    if (y > MARGIN) y += before;
    for (const line of lines) {
      if (y + height > PAGE_HEIGHT - MARGIN) {
        doc.addPage();
        y = MARGIN;
      }
      y += height;
      if (block.kind === 'title') doc.text(line, PAGE_WIDTH / 2, y, { align: 'center' });
      else doc.text(line, left, y);
    }
  }
  const total = doc.getNumberOfPages();
  for (let page = 1; page <= total; page += 1) {
    doc.setPage(page);
    doc.setFont('times', 'normal');
    doc.setFontSize(9);
    doc.text(`Pagina ${page} di ${total}`, PAGE_WIDTH / 2, PAGE_HEIGHT - MARGIN / 2, { align: 'center' });
  }
  return doc.output('arraybuffer');
}

function docxParagraph(block: TextBlock): Paragraph {
  switch (block.kind) {
    case 'title':
      return new Paragraph({
        heading: HeadingLevel.TITLE,
        alignment: AlignmentType.CENTER,
        text: block.text,
      });
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_1, text: block.text });
    case 'label':
      return new Paragraph({
        children: [new TextRun({ text: block.text, bold: true })],
        spacing: { before: 160 },
      });
    case 'quote':
      return new Paragraph({
        children: [new TextRun({ text: block.text, size: 22 })],
        indent: { left: 567 },
      });
    case 'note':
      return new Paragraph({ children: [new TextRun({ text: block.text, italics: true, size: 20 })] });
    default:
      return new Paragraph({ children: [new TextRun({ text: block.text })] });
  }
}

/** The Word file: Times New Roman, real headings, the sources' texts indented. */
export function blocksDocxDocument(blocks: readonly TextBlock[]): Document {
  return new Document({
    styles: {
      default: { document: { run: { font: 'Times New Roman', size: 24, language: { value: 'it-IT' } } } },
    },
    sections: [{ children: blocks.map(docxParagraph) }],
  });
}
