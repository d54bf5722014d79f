import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  docxFile,
  emptyFile,
  legacyDocFile,
  plainZip,
  renamedExecutable,
  textPdf,
  xlsFile,
  xlsxFile,
  zipBombDocx,
} from '../../../../test/document-fixtures';
import { detectDocumentType } from './detect-type';
import { sheetjs } from './sheetjs';

const sheets = [
  {
    name: 'Foglio1',
    rows: [
      ['Cliente', 'Importo'],
      ['Rossi', 10],
    ],
  },
];

function compoundFile(streams: Record<string, number>): Uint8Array {
  const XLSX = sheetjs();
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [name, size] of Object.entries(streams))
    XLSX.CFB.utils.cfb_add(cfb, name, Buffer.alloc(size, 7));
  return new Uint8Array(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer);
}

describe('detectDocumentType', () => {
  it('recognises each supported type by its content', async () => {
    expect(detectDocumentType(await textPdf(['Atto di citazione.']))).toBe('PDF');
    expect(detectDocumentType(await docxFile({ heading: 'Ricorso', paragraphs: ['Testo.'] }))).toBe('DOCX');
    expect(detectDocumentType(await xlsxFile(sheets))).toBe('XLSX');
    expect(detectDocumentType(xlsFile(sheets))).toBe('XLS');
  });

  it('finds %PDF- anywhere in the first 1024 bytes, not later', async () => {
    const pdf = await textPdf(['Testo.']);
    const prefixed = (n: number) => new Uint8Array([...new Uint8Array(n).fill(0x20), ...pdf]);
    expect(detectDocumentType(prefixed(1000))).toBe('PDF');
    expect(detectDocumentType(prefixed(1020))).toBeNull();
  });

  it('reads the zip central directory, not the file name or the first entry', () => {
    const docxLike = zipSync({ 'a.txt': new Uint8Array(10), 'word/document.xml': new Uint8Array(10) });
    const xlsxLike = zipSync({
      '[Content_Types].xml': new Uint8Array(1),
      'xl/workbook.xml': new Uint8Array(1),
    });
    expect(detectDocumentType(docxLike)).toBe('DOCX');
    expect(detectDocumentType(xlsxLike)).toBe('XLSX');
    // A zip bomb is still recognised (detection never inflates anything).
    expect(detectDocumentType(zipBombDocx(64))).toBe('DOCX');
  });

  it('tells a legacy workbook from other compound files', () => {
    expect(detectDocumentType(compoundFile({ Workbook: 5000 }))).toBe('XLS');
    expect(detectDocumentType(compoundFile({ Book: 5000 }))).toBe('XLS');
    expect(detectDocumentType(legacyDocFile())).toBeNull();
    expect(detectDocumentType(compoundFile({ EncryptionInfo: 300, EncryptedPackage: 9000 }))).toBeNull();
  });

  it('refuses executables, empty files, plain zips, .doc files and text', () => {
    expect(detectDocumentType(renamedExecutable('elf'))).toBeNull();
    expect(detectDocumentType(renamedExecutable('mz'))).toBeNull();
    expect(detectDocumentType(emptyFile())).toBeNull();
    expect(detectDocumentType(plainZip())).toBeNull();
    expect(detectDocumentType(legacyDocFile())).toBeNull();
    expect(detectDocumentType(new TextEncoder().encode('Gentile avvocato, le scrivo per…'))).toBeNull();
  });

  it('never throws on truncated or random bytes', async () => {
    const samples = [await docxFile({ heading: 'T', paragraphs: ['P'] }), xlsFile(sheets), plainZip()];
    for (const sample of samples) {
      for (const length of [1, 4, 8, 30, 100, 511, 512, 600, sample.length - 22, sample.length - 1]) {
        expect(() => detectDocumentType(sample.subarray(0, length))).not.toThrow();
      }
    }
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed & 0xff;
    };
    for (const header of [[0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], []]) {
      for (let i = 0; i < 50; i++) {
        const bytes = Uint8Array.from({ length: 700 + i * 37 }, random);
        bytes.set(header);
        expect(() => detectDocumentType(bytes)).not.toThrow();
      }
    }
    // A central directory that claims entries beyond the end of the file.
    const zip = plainZip();
    const view = new DataView(zip.buffer);
    view.setUint16(zip.length - 12, 0xffff, true);
    expect(detectDocumentType(zip)).toBeNull();
  });

  it('does not read a view beyond its own bytes', async () => {
    const pdf = await textPdf(['Testo.']);
    const backing = new Uint8Array(pdf.length + 100);
    backing.set(pdf, 100);
    expect(detectDocumentType(backing.subarray(100))).toBe('PDF');
    expect(detectDocumentType(backing.subarray(0, 50))).toBeNull();
  });
});
