/** Builds every document fixture in code (no binary blobs in the repository). */

import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { sheetjs } from '../src/features/documents/extraction/sheetjs';

type Cell = string | number | Date | null;
export interface SheetFixture {
  name: string;
  rows: Cell[][];
}

function pdfBytes(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 72, ...options, autoFirstPage: false });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/**
 * A text PDF, one page per entry. Blank lines separate paragraphs; a paragraph starting with `# ` is
 * a 14 pt bold heading. `lineGap` adds that many points between lines (12 ≈ double spacing).
 */
export function textPdf(
  pages: string[],
  { lineGap = 0, ...options }: PDFKit.PDFDocumentOptions & { lineGap?: number } = {},
): Promise<Uint8Array> {
  return pdfBytes(options, (doc) => {
    for (const page of pages) {
      doc.addPage();
      for (const paragraph of page.split(/\n{2,}/)) {
        const heading = paragraph.startsWith('# ');
        doc.font(heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(heading ? 14 : 12);
        doc.text(heading ? paragraph.slice(2) : paragraph, { lineGap, align: 'justify', paragraphGap: 6 });
      }
    }
  });
}

export function encryptedPdf(): Promise<Uint8Array> {
  return textPdf(['Contenuto riservato dello studio.'], { userPassword: 'segreto', ownerPassword: 'admin' });
}

let fontRegistered = false;

/** An A4 page rendered at 300 DPI as a PNG (black DejaVu Sans text on white). */
export function scannedPagePng(lines: string[]): Buffer {
  if (!fontRegistered) {
    GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'DejaVu Sans');
    fontRegistered = true;
  }
  const canvas = createCanvas(2480, 3508);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = '50px "DejaVu Sans"'; // 12 pt at 300 DPI
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => {
    ctx.fillText(line, 300, 300 + i * 80);
  });
  return canvas.toBuffer('image/png');
}

/** A scanned page: one full-page image, no text layer. */
export function scannedPdf(lines: string[]): Promise<Uint8Array> {
  return mixedPdf([{ scan: lines }]);
}

/** Pages of text (a string) and scanned pages (`{ scan: lines }`), in order. */
export function mixedPdf(pages: (string | { scan: string[] })[]): Promise<Uint8Array> {
  const images = pages.map((page) => (typeof page === 'string' ? null : scannedPagePng(page.scan)));
  return pdfBytes({}, (doc) => {
    pages.forEach((page, i) => {
      doc.addPage();
      const image = images[i];
      if (image) doc.image(image, 0, 0, { width: doc.page.width, height: doc.page.height });
      else
        doc
          .font('Helvetica')
          .fontSize(12)
          .text(page as string);
    });
  });
}

export interface DocxFixture {
  heading: string;
  paragraphs: string[];
  subheading?: string;
  listItems?: string[];
  table?: string[][];
}

export async function docxFile(spec: DocxFixture): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: spec.heading, heading: HeadingLevel.HEADING_1 }),
    ...spec.paragraphs.map(
      (text) => new Paragraph({ children: [new TextRun(text)], alignment: AlignmentType.BOTH }),
    ),
  ];
  if (spec.subheading)
    children.push(new Paragraph({ text: spec.subheading, heading: HeadingLevel.HEADING_2 }));
  for (const item of spec.listItems ?? []) children.push(new Paragraph({ text: item, bullet: { level: 0 } }));
  if (spec.table) {
    children.push(
      new Table({
        rows: spec.table.map(
          (row) =>
            new TableRow({ children: row.map((text) => new TableCell({ children: [new Paragraph(text)] })) }),
        ),
      }),
    );
  }
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export async function xlsxFile(sheets: SheetFixture[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    sheet.rows.forEach((row, r) => {
      row.forEach((value, c) => {
        if (value === null) return;
        const cell = ws.getCell(r + 1, c + 1);
        cell.value = value;
        if (value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
      });
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function xlsFile(sheets: SheetFixture[]): Uint8Array {
  const XLSX = sheetjs();
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows, { cellDates: true, dateNF: 'dd/mm/yyyy' });
    XLSX.utils.book_append_sheet(workbook, ws, sheet.name);
  }
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);
}

/** A Compound File holding a `WordDocument` stream, i.e. shaped like a legacy .doc. */
export function legacyDocFile(): Uint8Array {
  const XLSX = sheetjs();
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, 'WordDocument', Buffer.alloc(4096, 1));
  XLSX.CFB.utils.cfb_add(cfb, '1Table', Buffer.alloc(4096, 2));
  return new Uint8Array(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer);
}

export function plainZip(): Uint8Array {
  return zipSync({ 'note.txt': new TextEncoder().encode('Appunti della riunione.') });
}

/** Assembles a minimal PDF from object bodies, computing the xref offsets. */
function handWrittenPdf(objects: string[]): Uint8Array {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

export function pdfWithJavaScript(): Uint8Array {
  const content = 'BT /F1 12 Tf 72 760 Td (Il contratto di locazione \xe8 stato firmato a Torino.) Tj ET';
  return handWrittenPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(init) 5 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('pwned'\\); this.exportDataObject\\({cName: 'x'}\\);) >>",
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

/** A text PDF whose xref table and startxref offset are garbage. */
export async function brokenXrefPdf(
  pages = ['Prima pagina del ricorso per decreto ingiuntivo.', 'Seconda pagina: conclusioni.'],
): Promise<Uint8Array> {
  const bytes = Buffer.from(await textPdf(pages, { compress: false }));
  const text = bytes.toString('latin1');
  const xref = text.lastIndexOf('\nxref\n');
  const trailer = text.indexOf('trailer', xref);
  const garbled = `${text.slice(0, xref + 1)}xref\n0 9\n${'x7Z!q'.repeat((trailer - xref) / 5)}\n${text
    .slice(trailer)
    .replace(/startxref\s+\d+/, 'startxref\n987654321')}`;
  return new Uint8Array(Buffer.from(garbled, 'latin1'));
}

interface RawZipEntry {
  name: string;
  /** Raw DEFLATE data. */
  deflated: Uint8Array;
  crc: number;
  size: number;
}

/** A zip archive from already-compressed entries (sizes written as given: tests may make them lie). */
function zipArchive(entries: RawZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0, at + 6); // time, date
      header.writeUInt32LE(entry.crc >>> 0, at + 10);
      header.writeUInt32LE(entry.deflated.length, at + 14);
      header.writeUInt32LE(entry.size >>> 0, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, name, Buffer.from(entry.deflated));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

function deflatedEntry(name: string, text: string): RawZipEntry {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/**
 * A DOCX-shaped zip whose word/document.xml inflates to `decompressedMb` MB of zeros while the file
 * stays ~1 KB per MB. One 1 MB block, flushed to a byte boundary, is repeated: the test never holds
 * the inflated bytes. With `lie`, the headers declare the entry to be 1 KB.
 */
export function zipBombDocx(decompressedMb: number, { lie = false } = {}): Uint8Array {
  const megabyte = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(megabyte, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let i = 0; i < decompressedMb; i++) crc = crc32(megabyte, crc);
  const blocks: Buffer[] = Array.from({ length: decompressedMb }, () => block);
  const size = decompressedMb * megabyte.length;
  return zipArchive([
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    {
      name: 'word/document.xml',
      deflated: Buffer.concat([...blocks, deflateRawSync(Buffer.alloc(0))]),
      crc,
      size: lie ? 1024 : size,
    },
  ]);
}

export function renamedExecutable(kind: 'elf' | 'mz' = 'elf'): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(kind === 'elf' ? [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0] : [0x4d, 0x5a, 0x90, 0x00, 0x03]);
  return bytes;
}

export const emptyFile = (): Uint8Array => new Uint8Array(0);
