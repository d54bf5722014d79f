import { jsPDF } from 'jspdf';
import { type Block, bodyBlocks, type InlineRun, type RunLine } from '../../../lib/markdown-blocks';
import { toWinAnsi } from '../../../lib/win-ansi';
import { AI_DRAFT_NOTE } from './ai-note';
import type { ExportInput } from './export-input';
import { type FirmDecorations, firmDecorations } from './letterhead';

/**
 * Spec 2 §9 PDF output: A4, Times (jsPDF's built-in serif), title 16 pt, body 12 pt, text 170 mm wide
 * (20 mm margins); headings bold and larger, lists indented with their markers as written, page
 * numbers "Pagina N di M" at the foot of every page.
 */

const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const MARGIN = 20;
export const PDF_TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MM_PER_PT = 25.4 / 72;
const LINE_SPACING = 1.45;
const TITLE_SIZE = 16;
const BODY_SIZE = 12;
const HEADING_SIZES: Readonly<Record<number, number>> = { 1: 14, 2: 13 };
const LIST_INDENT = 6;
const QUOTE_INDENT = 8;
const FOOTER_SIZE = 9;
const LETTERHEAD_NAME_SIZE = 13;
const LETTERHEAD_DETAILS_SIZE = 9;

type FontStyle = 'normal' | 'bold' | 'italic' | 'bolditalic';

const styleOf = (bold: boolean, italic: boolean): FontStyle =>
  bold ? (italic ? 'bolditalic' : 'bold') : italic ? 'italic' : 'normal';

const lineHeight = (size: number) => size * MM_PER_PT * LINE_SPACING;

/** A piece of a laid-out line: text in one style, at an x offset from the line's start. */
interface Piece {
  text: string;
  style: FontStyle;
  x: number;
}

class PdfWriter {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  /** The baseline of the last line written. */
  private y = MARGIN;

  private measure(text: string, style: FontStyle, size: number): number {
    this.doc.setFont('times', style);
    this.doc.setFontSize(size);
    return this.doc.getTextWidth(text);
  }

  /** Moves down by `height`, starting a new page when the line would cross the bottom margin. */
  private advance(height: number): void {
    if (this.y + height > PAGE_HEIGHT - MARGIN) {
      this.doc.addPage();
      this.y = MARGIN;
    }
    this.y += height;
  }

  /** Starts a new page unless `height` still fits (a heading stays with the lines under it). */
  keepTogether(height: number): void {
    if (this.y + height > PAGE_HEIGHT - MARGIN && this.y > MARGIN) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  space(height: number): void {
    if (this.y > MARGIN) this.y = Math.min(this.y + height, PAGE_HEIGHT - MARGIN);
  }

  /** Word wrap over styled runs: each returned line is its pieces, measured in `size`. */
  private wrap(runs: RunLine, width: number, size: number, force?: Partial<InlineRun>): Piece[][] {
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let x = 0;
    const push = (text: string, style: FontStyle, textWidth: number) => {
      const last = line.at(-1);
      if (last && last.style === style) last.text += text;
      else line.push({ text, style, x });
      x += textWidth;
    };
    const breakLine = () => {
      const last = line.at(-1);
      if (last) last.text = last.text.trimEnd();
      lines.push(line);
      line = [];
      x = 0;
    };
    for (const run of runs) {
      const style = styleOf(force?.bold ?? run.bold, force?.italic ?? run.italic);
      for (const token of toWinAnsi(run.text).split(/(\s+)/)) {
        if (token === '') continue;
        const spaces = /^\s+$/.test(token);
        if (spaces) {
          if (line.length > 0) push(' ', style, this.measure(' ', style, size));
          continue;
        }
        let word = token;
        let wordWidth = this.measure(word, style, size);
        if (x + wordWidth > width && line.length > 0) breakLine();
        // A word longer than the whole line (an IBAN, a URL) is cut where it must be.
        while (wordWidth > width) {
          let cut = word.length - 1;
          while (cut > 1 && this.measure(word.slice(0, cut), style, size) > width) cut -= 1;
          push(word.slice(0, cut), style, 0);
          breakLine();
          word = word.slice(cut);
          wordWidth = this.measure(word, style, size);
        }
        push(word, style, wordWidth);
      }
    }
    if (line.length > 0 || lines.length === 0) breakLine();
    return lines;
  }

  /** Writes text lines at `left`; `marker` (a list's "3." or "•") goes before the first line. */
  write(
    lines: readonly RunLine[],
    options: { size?: number; left?: number; force?: Partial<InlineRun>; marker?: string } = {},
  ): void {
    const size = options.size ?? BODY_SIZE;
    const left = MARGIN + (options.left ?? 0);
    const markerText = options.marker ? toWinAnsi(options.marker) : null;
    const markerWidth = markerText ? Math.max(this.measure(`${markerText} `, 'normal', size), 6) : 0;
    const textLeft = left + markerWidth;
    let first = true;
    for (const source of lines) {
      for (const pieces of this.wrap(source, MARGIN + PDF_TEXT_WIDTH - textLeft, size, options.force)) {
        this.advance(lineHeight(size));
        if (markerText && first) {
          this.doc.setFont('times', 'normal');
          this.doc.text(markerText, left, this.y);
        }
        first = false;
        for (const piece of pieces) {
          if (piece.text === '') continue;
          this.doc.setFont('times', piece.style);
          this.doc.setFontSize(size);
          this.doc.text(piece.text, textLeft + piece.x, this.y);
        }
      }
    }
  }

  title(text: string): void {
    this.doc.setFont('times', 'bold');
    this.doc.setFontSize(TITLE_SIZE);
    const lines: string[] = this.doc.splitTextToSize(toWinAnsi(text), PDF_TEXT_WIDTH);
    for (const line of lines) {
      this.advance(lineHeight(TITLE_SIZE));
      this.doc.text(line, PAGE_WIDTH / 2, this.y, { align: 'center' });
    }
  }

  /** A short centred rule between sections; `full` spans the text width (under the letterhead). */
  rule(full = false): void {
    this.advance(lineHeight(BODY_SIZE) / 2);
    this.doc.setLineWidth(0.2);
    const inset = full ? 0 : PDF_TEXT_WIDTH / 3;
    this.doc.line(MARGIN + inset, this.y, MARGIN + PDF_TEXT_WIDTH - inset, this.y);
  }

  /** The firm's name in bold, its address and contacts in small type, a rule across the page. */
  letterhead({ name, details }: NonNullable<FirmDecorations['letterhead']>): void {
    const plain = (text: string) => [[{ text, bold: false, italic: false }]];
    if (name) this.write(plain(name), { size: LETTERHEAD_NAME_SIZE, force: { bold: true } });
    for (const line of details) this.write(plain(line), { size: LETTERHEAD_DETAILS_SIZE });
    this.space(0.5);
    this.rule(true);
    this.space(8);
  }

  /** Lines flush right, kept together on one page. */
  signature(lines: readonly string[]): void {
    this.space(8);
    this.keepTogether(lines.length * lineHeight(BODY_SIZE));
    this.doc.setFont('times', 'normal');
    this.doc.setFontSize(BODY_SIZE);
    for (const line of lines) {
      this.advance(lineHeight(BODY_SIZE));
      this.doc.text(toWinAnsi(line), MARGIN + PDF_TEXT_WIDTH, this.y, { align: 'right' });
    }
  }

  /** A closing note in small italic type, apart from the text (the AI note). */
  note(text: string): void {
    this.space(8);
    this.write([[{ text, bold: false, italic: true }]], { size: FOOTER_SIZE });
  }

  pageNumbers(): void {
    const total = this.doc.getNumberOfPages();
    for (let page = 1; page <= total; page += 1) {
      this.doc.setPage(page);
      this.doc.setFont('times', 'normal');
      this.doc.setFontSize(FOOTER_SIZE);
      this.doc.text(`Pagina ${page} di ${total}`, PAGE_WIDTH / 2, PAGE_HEIGHT - MARGIN / 2, {
        align: 'center',
      });
    }
  }
}

function writeBlock(writer: PdfWriter, block: Block, previous: Block | null): void {
  switch (block.kind) {
    case 'heading': {
      const size = HEADING_SIZES[block.level] ?? BODY_SIZE;
      writer.space(previous ? 4 : 0);
      writer.keepTogether(lineHeight(size) + 2 * lineHeight(BODY_SIZE));
      writer.write([block.runs], { size, force: { bold: true } });
      writer.space(1.5);
      break;
    }
    case 'paragraph':
      writer.write(block.lines);
      writer.space(2.5);
      break;
    case 'list-item':
      writer.write(block.lines, { left: LIST_INDENT * (block.depth + 1), marker: block.marker });
      writer.space(1.2);
      break;
    case 'quote':
      writer.write(block.lines, { left: QUOTE_INDENT, force: { italic: true } });
      writer.space(2.5);
      break;
    case 'rule':
      writer.rule();
      writer.space(3);
      break;
  }
}

/** The PDF's bytes. */
export function buildPdf(input: ExportInput): ArrayBuffer {
  const writer = new PdfWriter();
  writer.doc.setProperties({ title: input.title, creator: 'Brocardo' });
  writer.doc.setLanguage('it');
  const { letterhead, signature } = firmDecorations(input.firmProfile, input.content);
  if (letterhead) writer.letterhead(letterhead);
  writer.title(input.title);
  writer.space(6);
  let previous: Block | null = null;
  for (const block of bodyBlocks(input.content, input.title)) {
    writeBlock(writer, block, previous);
    previous = block;
  }
  if (signature) writer.signature(signature);
  if (input.aiDrafted) writer.note(AI_DRAFT_NOTE);
  writer.pageNumbers();
  return writer.doc.output('arraybuffer');
}

export function pdfBlob(input: ExportInput): Blob {
  return new Blob([buildPdf(input)], { type: 'application/pdf' });
}
