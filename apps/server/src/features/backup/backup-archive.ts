import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup archive is a gzip-compressed POSIX tar (ustar, with pax records for long names and
 * sizes of 8 GiB or more): `tar -tzf` lists it, and neither side holds a whole entry in memory.
 * fflate's zip was the other candidate; it has no zip64, so 4 GiB of uploads would not fit.
 */
const BLOCK = 512;
const USTAR_MAX_SIZE = 8 ** 11 - 1;
const READ_CHUNK = 1 << 20;

export interface ArchiveWriter {
  addBytes(name: string, bytes: Uint8Array): Promise<void>;
  /** Copies `size` bytes of an open file (opened first: a file deleted meanwhile stays readable). */
  addFile(name: string, file: FileHandle, size: number): Promise<void>;
  /** Ends the archive and waits until every byte is on disk. */
  close(): Promise<void>;
}

export function createArchiveWriter(file: string): ArchiveWriter {
  const gzip = createGzip();
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  gzip.pipe(out);
  const written = finished(out);
  // A write error surfaces on the next write or on close, never as an unhandled rejection.
  written.catch(() => {});

  async function write(chunk: Uint8Array): Promise<void> {
    if (out.errored) throw out.errored;
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
  }

  async function header(name: string, size: number): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    if (nameBytes.length > 100 || size > USTAR_MAX_SIZE) {
      const records =
        paxRecord('path', name) + (size > USTAR_MAX_SIZE ? paxRecord('size', String(size)) : '');
      const body = Buffer.from(records, 'utf8');
      await write(headerBlock('PaxHeader', body.length, 'x'));
      await write(body);
      await write(padding(body.length));
    }
    await write(headerBlock(name, size, '0'));
  }

  return {
    async addBytes(name, bytes) {
      await header(name, bytes.length);
      await write(bytes);
      await write(padding(bytes.length));
    },
    async addFile(name, file, size) {
      await header(name, size);
      let position = 0;
      while (position < size) {
        const buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK, size - position));
        const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
        if (bytesRead === 0) throw new Error(`il file ${name} si è accorciato durante la copia`);
        await write(buffer.subarray(0, bytesRead));
        position += bytesRead;
      }
      await write(padding(size));
    },
    async close() {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await written;
    },
  };
}

function paxRecord(key: string, value: string): string {
  const text = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(text) + 1;
  // The length counts its own digits.
  while (String(length).length + Buffer.byteLength(text) !== length) length += 1;
  return `${length}${text}`;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

function headerBlock(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(Buffer.from(name, 'utf8').subarray(0, 100).toString('latin1'), 0, 100, 'latin1');
  block.write('0000600\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  block.write(`${Math.min(size, USTAR_MAX_SIZE).toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let checksum = 0;
  for (const byte of block) checksum += byte;
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<boolean> {
    while (this.length < wanted) {
      const next = await this.source.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  /** Up to `max` bytes (at least one), or null at the end of the stream. */
  async some(max: number): Promise<Buffer | null> {
    if (!(await this.fill(1))) return null;
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const taken = all.subarray(0, Math.min(max, all.length));
    const rest = all.subarray(taken.length);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  async exactly(size: number): Promise<Buffer> {
    if (!(await this.fill(size))) throw new ArchiveFormatError('archivio troncato');
    const parts: Buffer[] = [];
    let missing = size;
    while (missing > 0) {
      const part = (await this.some(missing))!;
      parts.push(part);
      missing -= part.length;
    }
    return Buffer.concat(parts);
  }
}

export class ArchiveFormatError extends Error {}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes, in pieces; must be consumed before the next entry is read. */
  chunks(): AsyncGenerator<Buffer>;
}

/** The archive's regular files, in order. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gunzip = createReadStream(file).pipe(createGunzip());
  const reader = new ChunkReader(gunzip[Symbol.asyncIterator]());
  let pax: Record<string, string> = {};
  try {
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) return;
      if (!block.subarray(257, 262).equals(Buffer.from('ustar'))) {
        throw new ArchiveFormatError('non è un archivio tar');
      }
      const type = String.fromCharCode(block[156]!);
      const size = pax.size ? Number(pax.size) : parseOctal(block.subarray(124, 136));
      const prefix = cString(block.subarray(345, 500));
      const name = pax.path ?? (prefix ? `${prefix}/` : '') + cString(block.subarray(0, 100));
      if (type === 'x') {
        pax = parsePax(await reader.exactly(size));
        await reader.exactly(padding(size).length);
        continue;
      }
      pax = {};
      if (type === '5') continue;
      if (type !== '0' && type !== '\0') throw new ArchiveFormatError(`voce di tipo non previsto: ${name}`);
      let remaining = size;
      yield {
        name,
        size,
        async *chunks() {
          while (remaining > 0) {
            const piece = await reader.some(remaining);
            if (!piece) throw new ArchiveFormatError('archivio troncato');
            remaining -= piece.length;
            yield piece;
          }
        },
      };
      // An entry its reader left unread is skipped.
      while (remaining > 0) {
        const piece = await reader.some(remaining);
        if (!piece) throw new ArchiveFormatError('archivio troncato');
        remaining -= piece.length;
      }
      await reader.exactly(padding(size).length);
    }
  } finally {
    gunzip.destroy();
  }
}

function cString(bytes: Buffer): string {
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
}

function parseOctal(bytes: Buffer): number {
  const value = Number.parseInt(cString(bytes).trim() || '0', 8);
  if (!Number.isSafeInteger(value)) throw new ArchiveFormatError('dimensione non valida');
  return value;
}

function parsePax(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let offset = 0;
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset);
    const length = Number.parseInt(body.subarray(offset, space).toString('ascii'), 10);
    if (space === -1 || !(length > 0)) throw new ArchiveFormatError('intestazione pax non valida');
    const record = body.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records[record.slice(0, equals)] = record.slice(equals + 1);
    offset += length;
  }
  return records;
}
