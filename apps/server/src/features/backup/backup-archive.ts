import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, type Pack, pack } from 'tar-stream';

/**
 * A backup archive is a gzip-compressed POSIX tar (ustar, with pax records for long or non-ASCII
 * names and sizes of 8 GiB or more), written and read by tar-stream: `tar -tzf` lists it, and
 * neither side holds a whole entry in memory. fflate's zip was the other candidate; it has no
 * zip64, so 4 GiB of uploads would not fit.
 */
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
  const tar = pack();
  const gzip = createGzip();
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  // An error on either side destroys the other: a failed write never leaves a wait hanging.
  tar.pipe(gzip, () => {});
  const written = pipeline(gzip, out);
  // A write error surfaces on the next write or on close, never as an unhandled rejection.
  written.catch(() => {});

  /** Waits for `step`, or fails as soon as the file cannot be written, with the file's own error. */
  async function settled(step: Promise<unknown>): Promise<void> {
    try {
      if (out.errored) throw out.errored;
      await Promise.race([step, written]);
    } catch (error) {
      throw out.errored ?? error;
    }
  }

  return {
    async addBytes(name, bytes) {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await settled(
        new Promise<void>((resolve, reject) =>
          tar.entry(header(name, bytes.length), buffer, done(resolve, reject)),
        ),
      );
    },
    async addFile(name, file, size) {
      let entry!: Sink;
      const added = new Promise<void>((resolve, reject) => {
        entry = tar.entry(header(name, size), done(resolve, reject));
      });
      // Its errors reach the callback.
      added.catch(() => {});
      entry.on('error', () => {});
      try {
        let position = 0;
        while (position < size) {
          const buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK, size - position));
          const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
          if (bytesRead === 0) throw new Error(`il file ${name} si è accorciato durante la copia`);
          if (!entry.write(buffer.subarray(0, bytesRead))) await settled(once(entry, 'drain'));
          position += bytesRead;
        }
        entry.end(undefined);
      } catch (error) {
        // An entry cut short would corrupt the archive: the whole archive is abandoned.
        entry.destroy(error as Error);
        throw error;
      }
      await settled(added);
    },
    async close() {
      tar.finalize();
      await settled(written);
    },
  };
}

type Sink = ReturnType<Pack['entry']>;

function header(name: string, size: number) {
  return {
    name,
    size,
    type: 'file' as const,
    mode: 0o600,
    // tar-stream writes a pax path by itself for long or non-ASCII names; a large size needs asking.
    ...(size > USTAR_MAX_SIZE ? { pax: { size: String(size) } } : {}),
  };
}

function done(resolve: () => void, reject: (error: Error) => void) {
  return (error?: Error | null) => (error ? reject(error) : resolve());
}

export class ArchiveFormatError extends Error {}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes, in pieces; must be consumed before the next entry is read. */
  chunks(): AsyncGenerator<Buffer>;
}

/** tar-stream's own errors, as restore reports them; any other error (zlib, the file) is kept as is. */
const TAR_ERRORS = new Map([
  ['Unexpected end of data', 'archivio troncato'],
  ['Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?', 'non è un archivio tar'],
  ['Invalid tar header: unknown format.', 'non è un archivio tar'],
  ['Invalid header', 'dimensione non valida'],
  ['Header exceeds max size', 'intestazione pax non valida'],
]);

function formatError(error: unknown): unknown {
  const message =
    error instanceof Error && !(error instanceof ArchiveFormatError) && TAR_ERRORS.get(error.message);
  return message ? new ArchiveFormatError(message, { cause: error }) : error;
}

/** The archive's regular files, in order. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const entries = extract();
  for (const stream of [input, gunzip]) stream.on('error', (error: Error) => entries.destroy(error));
  input.pipe(gunzip).pipe(entries);
  try {
    for await (const stream of entries) {
      const { name, size, type } = stream.header;
      if (type === 'directory') continue;
      if (type !== 'file') throw new ArchiveFormatError(`voce di tipo non previsto: ${name}`);
      if (!Number.isSafeInteger(size)) throw new ArchiveFormatError('dimensione non valida');
      // One iterator for the reader and for skipping what it left: ending it early would end the archive.
      const pieces = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      yield {
        name,
        size,
        async *chunks() {
          try {
            for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
          } catch (error) {
            throw formatError(error);
          }
        },
      };
      // An entry its reader left unread is skipped.
      while (!(await pieces.next()).done) {}
    }
  } catch (error) {
    throw formatError(error);
  } finally {
    input.destroy();
    gunzip.destroy();
    entries.destroy();
  }
}
