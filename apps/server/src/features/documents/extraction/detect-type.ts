import type { UserDocumentType } from '@brocardo/shared';

/**
 * The document type judged from the content alone (never the file name), or null when it is not a
 * supported document. Reads only signatures and directories: nothing is decompressed, and garbage
 * yields null rather than an exception.
 */
export function detectDocumentType(bytes: Uint8Array): UserDocumentType | null {
  try {
    if (isPdf(bytes)) return 'PDF';
    if (startsWith(bytes, ZIP_LOCAL_HEADER)) return zipDocumentType(bytes);
    if (startsWith(bytes, CFB_SIGNATURE)) return cfbDocumentType(bytes);
  } catch {
    // A malformed directory is not a document we can read.
  }
  return null;
}

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_MARKER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - PDF_MARKER.length;
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF_MARKER, i)) return true;
  return false;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;

/** ZIP: the central directory decides (word/document.xml → DOCX, xl/workbook.xml → XLSX). */
function zipDocumentType(bytes: Uint8Array): UserDocumentType | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (names.has('word/document.xml')) return 'DOCX';
  if (names.has('xl/workbook.xml')) return 'XLSX';
  return null;
}

/** Lower-cased entry names listed in the central directory, or null if it cannot be found. */
function zipEntryNames(bytes: Uint8Array): Set<string> | null {
  const dv = view(bytes);
  const eocd = findEocd(dv);
  if (eocd < 0) return null;
  let count = dv.getUint16(eocd + 10, true);
  let offset = dv.getUint32(eocd + 16, true);
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    eocd >= 20 &&
    dv.getUint32(eocd - 20, true) === ZIP64_LOCATOR
  ) {
    const zip64 = Number(dv.getBigUint64(eocd - 12, true));
    if (zip64 + 56 > bytes.length || dv.getUint32(zip64, true) !== ZIP64_EOCD) return null;
    count = Number(dv.getBigUint64(zip64 + 32, true));
    offset = Number(dv.getBigUint64(zip64 + 48, true));
  }
  const names = new Set<string>();
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || dv.getUint32(offset, true) !== CENTRAL_HEADER)
      return names.size ? names : null;
    const nameLength = dv.getUint16(offset + 28, true);
    const extraLength = dv.getUint16(offset + 30, true);
    const commentLength = dv.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) break;
    names.add(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)).toLowerCase());
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The end-of-central-directory record sits in the last 22 + 65,535 bytes (its comment may be long). */
function findEocd(dv: DataView): number {
  const last = dv.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) {
    if (dv.getUint32(at, true) === EOCD && at + 22 + dv.getUint16(at + 20, true) <= dv.byteLength) return at;
  }
  return -1;
}

const FREE_SECTOR = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;

/**
 * OLE2 Compound File: a legacy Excel workbook keeps its data in a `Workbook` (BIFF8) or `Book`
 * (BIFF5) stream; anything else (a .doc's `WordDocument`, an encrypted OOXML package…) is refused.
 */
function cfbDocumentType(bytes: Uint8Array): UserDocumentType | null {
  const names = cfbStreamNames(bytes);
  if (names.has('workbook') || names.has('book')) return 'XLS';
  return null;
}

function cfbStreamNames(bytes: Uint8Array): Set<string> {
  const dv = view(bytes);
  const names = new Set<string>();
  if (bytes.length < 512) return names;
  const sectorShift = dv.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return names;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor(bytes.length / sectorSize); // upper bound for any chain's length
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;

  // The DIFAT lists the sectors holding the FAT: 109 entries in the header, the rest chained.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(dv.getUint32(0x4c + i * 4, true));
  let difat = dv.getUint32(0x44, true);
  const perSector = sectorSize / 4;
  for (let hops = 0; difat <= MAX_REGULAR_SECTOR && hops < sectorCount; hops++) {
    const at = sectorOffset(difat);
    if (at + sectorSize > bytes.length) break;
    for (let i = 0; i < perSector - 1; i++) fatSectors.push(dv.getUint32(at + i * 4, true));
    difat = dv.getUint32(at + sectorSize - 4, true);
  }
  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined || fatSector > MAX_REGULAR_SECTOR) return END_OF_CHAIN;
    const at = sectorOffset(fatSector) + (sector % perSector) * 4;
    return at + 4 <= bytes.length ? dv.getUint32(at, true) : END_OF_CHAIN;
  };

  let sector = dv.getUint32(0x30, true);
  for (let hops = 0; sector <= MAX_REGULAR_SECTOR && hops < sectorCount; hops++) {
    const at = sectorOffset(sector);
    if (at + sectorSize > bytes.length) break;
    for (let entry = at; entry < at + sectorSize; entry += 128) {
      const type = bytes[entry + 0x42];
      const nameBytes = dv.getUint16(entry + 0x40, true);
      if (type !== 2 || nameBytes < 2 || nameBytes > 64) continue; // 2 = stream
      let name = '';
      for (let i = 0; i < nameBytes - 2; i += 2) name += String.fromCharCode(dv.getUint16(entry + i, true));
      names.add(name.toLowerCase());
    }
    sector = nextSector(sector);
    if (sector === FREE_SECTOR) break;
  }
  return names;
}
