import { levels, symbols } from 'pino';
import SonicBoom from 'sonic-boom';

/** From `warn` up a line is written at once. */
const WARN_LEVEL = levels.values.warn as number;
/** Lines are held until this much is pending, or `FLUSH_AFTER_MS` has passed since the first one. */
const FLUSH_AT_CHARS = 16 * 1024;
const FLUSH_AFTER_MS = 1_000;

/**
 * The server's log destination: info lines (one access line per request) are held and written in
 * batches, as nginx does with `access_log … buffer= flush=`; a warning or an error is written at
 * once, with everything before it, so the lines keep their order and a failure is never held back.
 * A write per line cost about a quarter of a cached read's CPU (LOG_LEVEL=warn against info in
 * bench/conversations-throughput.mjs: 36 against 49 µs per request). Held lines are written when
 * the process exits (`exit` runs on a clean stop, process.exit and an uncaught exception); only a
 * process killed outright (SIGKILL, out of memory) loses its last second of info lines.
 */
export class BufferedLogSink {
  /** Asks pino to set `lastLevel` before each write (as it does for pino.multistream). */
  readonly [symbols.needsMetadataGsym] = true;
  lastLevel = 0;
  /** Joined once when written: appending to one string made a deep rope that was slow to flatten. */
  #pending: string[] = [];
  #pendingChars = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly destination: { write(text: string): unknown; flushSync?(): void }) {}

  /** pino's writes: it sets `lastLevel` first. */
  write(line: string): void {
    this.writeAt(this.lastLevel, line);
  }

  writeAt(level: number, line: string): void {
    this.#pending.push(line);
    this.#pendingChars += line.length;
    if (level >= WARN_LEVEL || this.#pendingChars >= FLUSH_AT_CHARS) this.flush();
    else this.#timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS).unref();
  }

  /** Writes whatever is held, synchronously. */
  flush(): void {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    if (this.#pending.length === 0) return;
    const text = this.#pending.join('');
    this.#pending = [];
    this.#pendingChars = 0;
    this.destination.write(text);
  }
}

let stdoutSink: BufferedLogSink | undefined;

/** The process's one sink on stdout (synchronous writes that wait out a full pipe), flushed on exit. */
export function bufferedStdout(): BufferedLogSink {
  if (!stdoutSink) {
    const sink = new BufferedLogSink(new SonicBoom({ fd: 1, sync: true }));
    process.once('exit', () => sink.flush());
    stdoutSink = sink;
  }
  return stdoutSink;
}
