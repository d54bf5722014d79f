import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { ocrEngine, openForRendering, renderPageForOcr } from './ocr';
import { cleanLine, joinLines, nonSpaceLength, plainTextParagraphs } from './text';
import {
  type ExtractedBlock,
  type ExtractedDocument,
  ExtractionFailure,
  type ExtractionOptions,
  FAILURE,
  SAFE_PDF_OPTIONS,
} from './types';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** A page with fewer non-space characters than this has no usable text layer. */
const MIN_PAGE_CHARS = 20;

interface Line {
  text: string;
  /** Baseline, left and right edge, in PDF units. */
  y: number;
  left: number;
  right: number;
  size: number;
}

export async function extractPdf(bytes: Uint8Array, options: ExtractionOptions): Promise<ExtractedDocument> {
  let pdf: PdfDocument;
  try {
    // No scripting, no eval: a PDF's JavaScript is never run, its text is simply read.
    pdf = await getDocumentProxy(bytes.slice(), SAFE_PDF_OPTIONS);
  } catch (error) {
    throw pdfFailure(error);
  }
  try {
    const pages: ExtractedBlock[][] = [];
    const needOcr: number[] = [];
    let readable = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      let blocks: ExtractedBlock[] = [];
      try {
        const page = await pdf.getPage(n);
        blocks = await pageBlocks(page, n);
        if (textLength(blocks) < MIN_PAGE_CHARS && (await drawsSomething(page))) {
          needOcr.push(n);
          // Fail as soon as it is certain, before looking through the rest of a long scan.
          if (!options.ocr) throw new ExtractionFailure(FAILURE.ocrUnavailable);
          if (needOcr.length > options.ocr.maxPages)
            throw new ExtractionFailure(tooManyScans(options.ocr.maxPages));
        }
        page.cleanup();
        readable++;
      } catch (error) {
        if (error instanceof ExtractionFailure || isPasswordError(error)) throw pdfFailure(error);
        // One broken page does not sink the document; it is skipped.
      }
      pages.push(blocks);
    }
    if (readable === 0 && pdf.numPages > 0) throw new ExtractionFailure(FAILURE.corrupt);
    const ocrPages = needOcr.length ? await ocrPagesInto(pages, needOcr, bytes, options) : 0;
    const blocks = pages.flat();
    if (textLength(blocks) === 0) throw new ExtractionFailure(FAILURE.noText);
    return { type: 'PDF', pageCount: pdf.numPages, ocrPages, blocks };
  } catch (error) {
    throw error instanceof ExtractionFailure ? error : pdfFailure(error);
  } finally {
    await pdf.destroy();
  }
}

async function ocrPagesInto(
  pages: ExtractedBlock[][],
  pageNumbers: number[],
  bytes: Uint8Array,
  options: ExtractionOptions,
): Promise<number> {
  const { ocr } = options;
  const engine = ocrEngine();
  if (!ocr || !(await engine.available(ocr))) throw new ExtractionFailure(FAILURE.ocrUnavailable);
  const pdf = await openForRendering(bytes);
  try {
    for (const n of pageNumbers) {
      const text = await engine.recognize(await renderPageForOcr(pdf, n), ocr);
      const blocks = plainTextParagraphs(text).map(
        (paragraph): ExtractedBlock => ({ page: n, text: paragraph, kind: 'paragraph' }),
      );
      // A few characters of text layer (a page number, a stamp) give way to the OCR of the whole page.
      if (textLength(blocks) > textLength(pages[n - 1] ?? [])) pages[n - 1] = blocks;
    }
  } finally {
    await pdf.destroy();
  }
  return pageNumbers.length;
}

const textLength = (blocks: ExtractedBlock[]) =>
  blocks.reduce((sum, block) => sum + nonSpaceLength(block.text), 0);

const tooManyScans = (max: number) =>
  `Il PDF contiene troppe pagine scansionate: l'OCR ne legge al massimo ${max} per documento.`;

let drawingOps: { images: Set<number>; path: number } | null = null;

/** Whether a page without text draws images (a scan) or many paths (text turned into outlines). */
async function drawsSomething(page: PdfPage): Promise<boolean> {
  if (!drawingOps) {
    const { OPS } = await getResolvedPDFJS();
    const images = new Set([
      OPS.paintImageXObject,
      OPS.paintInlineImageXObject,
      OPS.paintImageMaskXObject,
      OPS.paintImageXObjectRepeat,
      OPS.paintImageMaskXObjectRepeat,
      OPS.paintInlineImageXObjectGroup,
      OPS.paintImageMaskXObjectGroup,
    ]);
    drawingOps = { images, path: OPS.constructPath };
  }
  const { images, path } = drawingOps;
  const { fnArray } = await page.getOperatorList();
  let paths = 0;
  for (const fn of fnArray) {
    if (images.has(fn)) return true;
    if (fn === path && ++paths > 50) return true;
  }
  return false;
}

async function pageBlocks(page: PdfPage, pageNumber: number): Promise<ExtractedBlock[]> {
  const content = await page.getTextContent();
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    const size = Math.hypot(c, d) || item.height || 1;
    if (current && Math.abs(current.y - y) > size * 0.5 && item.str.trim()) {
      lines.push(current);
      current = null;
    }
    if (item.str) {
      current ??= { text: '', y, size, left: x, right: x };
      current.text += item.str;
      current.size = Math.max(current.size, size);
      current.left = Math.min(current.left, x);
      current.right = Math.max(current.right, x + item.width);
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return paragraphs(
    lines.filter((line) => cleanLine(line.text)),
    pageNumber,
  );
}

/**
 * Lines become paragraphs. A new one starts after a vertical gap clearly wider than the page's usual
 * line spacing, after a short line ending a sentence, at a change of font size, and around headings.
 */
function paragraphs(lines: Line[], page: number): ExtractedBlock[] {
  const bodySize = median(lines.map((line) => line.size)) ?? 12;
  const gaps = lines.slice(1).map((line, i) => lines[i]!.y - line.y);
  const lineGap = median(gaps.filter((gap) => gap > 0 && gap < bodySize * 3)) ?? bodySize * 1.2;
  const left =
    quantile(
      lines.map((line) => line.left),
      0.1,
    ) ?? 0;
  const right =
    quantile(
      lines.map((line) => line.right),
      0.9,
    ) ?? 0;
  const blocks: ExtractedBlock[] = [];
  let group: Line[] = [];
  const flush = (kind: ExtractedBlock['kind'] = 'paragraph') => {
    if (group.length) blocks.push({ page, text: joinLines(group.map((line) => line.text)), kind });
    group = [];
  };
  for (const line of lines) {
    if (isHeading(cleanLine(line.text), line.size, bodySize)) {
      flush();
      group = [line];
      flush('heading');
      continue;
    }
    const previous = group.at(-1);
    if (previous) {
      const gap = previous.y - line.y;
      const endsShort =
        /[.:;!?»”"]$/.test(previous.text.trim()) && previous.right < right - (right - left) * 0.15;
      const resized = Math.abs(line.size - previous.size) > bodySize * 0.25;
      if (
        gap > Math.max(lineGap * 1.3, previous.size * 1.1) ||
        gap < -previous.size ||
        endsShort ||
        resized
      ) {
        flush();
      }
    }
    group.push(line);
  }
  flush();
  return blocks;
}

function quantile(values: number[], q: number): number | undefined {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * q)];
}

const median = (values: number[]) => quantile(values, 0.5);

/** A short line set larger than the body text, or a short all-caps line ("CONCLUSIONI"). */
function isHeading(text: string, size: number, bodySize: number): boolean {
  if (text.length > 100 || !/\p{L}/u.test(text)) return false;
  if (size >= bodySize * 1.15) return true;
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 4 && text.length <= 80 && letters === letters.toUpperCase() && !/[.,;:]$/.test(text)
  );
}

function isPasswordError(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'PasswordException';
}

function pdfFailure(error: unknown): Error {
  if (error instanceof ExtractionFailure) return error;
  if (isPasswordError(error)) return new ExtractionFailure(FAILURE.encryptedPdf);
  return new ExtractionFailure(FAILURE.corrupt);
}
