import { afterEach, describe, expect, it, vi } from 'vitest';
import { BufferedLogSink } from './log-sink';

describe('BufferedLogSink', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function sinkWithWrites() {
    const writes: string[] = [];
    return { writes, sink: new BufferedLogSink({ write: (text: string) => writes.push(text) }) };
  }

  it('holds info lines and writes them together after a second', () => {
    vi.useFakeTimers();
    const { writes, sink } = sinkWithWrites();
    sink.writeAt(30, 'a\n');
    sink.writeAt(30, 'b\n');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a\nb\n']);
  });

  it('writes a warning at once, after the lines held before it', () => {
    vi.useFakeTimers();
    const { writes, sink } = sinkWithWrites();
    sink.writeAt(30, 'info\n');
    sink.lastLevel = 50; // as pino sets it before an error line
    sink.write('error\n');
    expect(writes).toEqual(['info\nerror\n']);
    vi.advanceTimersByTime(5_000);
    expect(writes).toHaveLength(1);
  });

  it('writes once 16 KiB are held, without waiting for the timer', () => {
    const { writes, sink } = sinkWithWrites();
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 15; i++) sink.writeAt(30, line);
    expect(writes).toEqual([]);
    sink.writeAt(30, line);
    expect(writes).toEqual([line.repeat(16)]);
    sink.flush();
    expect(writes).toHaveLength(1);
  });
});
