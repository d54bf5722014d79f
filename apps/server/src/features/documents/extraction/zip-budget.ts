import { Inflate } from 'fflate';
import { ExtractionFailure, FAILURE } from './types';

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Compressed bytes fed to the inflater at a time: DEFLATE expands at most ~1032×, so ≤ ~4 MB per step. */
const STEP = 4096;
const MAX_ENTRIES = 20_000;

interface Entry {
  method: number;
  compressedSize: number;
  localHeader: number;
}

class BudgetExceeded extends Error {}

/**
 * Throws the zip-bomb failure when the entries of a DOCX/XLSX would inflate to more than
 * `maxBytes` in total. Every entry the central directory lists is really inflated (declared sizes
 * are ignored; entries pointing at the same data count each time, as the parsers would read them),
 * and nothing inflated is kept. A structure this walk cannot follow is left to the parser to reject.
 */
export function assertZipWithinBudget(bytes: Uint8Array, maxBytes: number): void {
  const entries = centralDirectory(bytes);
  if (entries.length > MAX_ENTRIES) throw new ExtractionFailure(FAILURE.zipBomb);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  const count = (n: number) => {
    total += n;
    if (total > maxBytes) throw new BudgetExceeded();
  };
  try {
    for (const entry of entries) {
      const at = entry.localHeader;
      if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL_HEADER) continue;
      const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
      const end = Math.min(bytes.length, start + entry.compressedSize);
      if (start >= end) continue;
      if (entry.method === 0) count(end - start);
      else if (entry.method === 8) inflateCounting(bytes.subarray(start, end), count);
    }
  } catch (error) {
    if (error instanceof BudgetExceeded) throw new ExtractionFailure(FAILURE.zipBomb);
    throw error;
  }
}

/** fflate's inflater state: `f` is set once the final block began, `l` cleared when it is complete. */
type InflaterState = { s?: { f?: number; l?: unknown } };

function inflateCounting(data: Uint8Array, count: (n: number) => void): void {
  const inflater = new Inflate((chunk) => count(chunk.length));
  const state = (inflater as unknown as InflaterState).s;
  try {
    for (let i = 0; i < data.length; i += STEP) {
      inflater.push(data.subarray(i, i + STEP), i + STEP >= data.length);
      // Bytes after the end of the stream are never inflated; stop instead of queueing them up.
      if (state?.f && !state.l) break;
    }
  } catch (error) {
    if (error instanceof BudgetExceeded) throw error;
    // Invalid DEFLATE data: the parser will fail on it too, having inflated no more than we counted.
  }
}

function centralDirectory(bytes: Uint8Array): Entry[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (dv.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  let count = dv.getUint16(eocd + 10, true);
  let offset = dv.getUint32(eocd + 16, true);
  if (eocd >= 20 && dv.getUint32(eocd - 20, true) === ZIP64_LOCATOR) {
    const zip64 = Number(dv.getBigUint64(eocd - 12, true));
    if (zip64 + 56 <= bytes.length && dv.getUint32(zip64, true) === ZIP64_EOCD) {
      count = Number(dv.getBigUint64(zip64 + 32, true));
      offset = Number(dv.getBigUint64(zip64 + 48, true));
    }
  }
  const entries: Entry[] = [];
  for (let i = 0; i < count && entries.length <= MAX_ENTRIES; i++) {
    if (offset + 46 > bytes.length || dv.getUint32(offset, true) !== CENTRAL_HEADER) break;
    const nameLength = dv.getUint16(offset + 28, true);
    const extraLength = dv.getUint16(offset + 30, true);
    const entry: Entry = {
      method: dv.getUint16(offset + 10, true),
      compressedSize: dv.getUint32(offset + 20, true),
      localHeader: dv.getUint32(offset + 42, true),
    };
    readZip64Extra(dv, offset + 46 + nameLength, extraLength, entry, dv.getUint32(offset + 24, true));
    entries.push(entry);
    offset += 46 + nameLength + extraLength + dv.getUint16(offset + 32, true);
  }
  return entries;
}

/** ZIP64 extra field (0x0001): 8-byte values replace the 32-bit fields that are 0xFFFFFFFF, in order. */
function readZip64Extra(
  dv: DataView,
  start: number,
  length: number,
  entry: Entry,
  uncompressed: number,
): void {
  const end = Math.min(start + length, dv.byteLength);
  for (let at = start; at + 4 <= end; ) {
    const id = dv.getUint16(at, true);
    const size = dv.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > end) return null;
        const value = Number(dv.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (uncompressed === 0xffffffff) next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next() ?? entry.compressedSize;
      if (entry.localHeader === 0xffffffff) entry.localHeader = next() ?? entry.localHeader;
      return;
    }
    at += 4 + size;
  }
}
