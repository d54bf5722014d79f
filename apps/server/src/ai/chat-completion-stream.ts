import type { Readable } from 'node:stream';
import { APIError } from 'openai';

/** The parts of a chat.completion.chunk the pipeline reads. */
export interface CompletionChunk {
  choices?: Array<{ delta?: { content?: string | null; reasoning_content?: string | null } | null }>;
  usage?: ReportedUsage | null;
  error?: unknown;
}

/**
 * Usage as OpenAI reports it, plus DeepSeek's cache field and the cache writes of OpenRouter
 * (`prompt_tokens_details.cache_write_tokens`) and Anthropic's compatibility layer
 * (`cache_creation_input_tokens`).
 */
export interface ReportedUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  prompt_tokens_details?: { cached_tokens?: number | null; cache_write_tokens?: number | null } | null;
  prompt_cache_hit_tokens?: number;
  cache_creation_input_tokens?: number | null;
}

/** Called for each chunk; a returned promise pauses the reading until it settles (backpressure). */
export type OnChunk = (chunk: CompletionChunk) => void | Promise<void>;

/**
 * Incremental parser of the server-sent events of a streamed chat completion: text in, parsed
 * `data:` payloads out, until `[DONE]`. An `{"error": …}` payload is thrown as the SDK's APIError
 * (no status), as the SDK does.
 */
export class CompletionStreamParser {
  private buffer = '';
  /** `[DONE]` was seen: whatever follows is ignored. */
  done = false;

  feed(text: string, out: CompletionChunk[]): void {
    if (this.done) return;
    let buffer = this.buffer + text;
    if (buffer.includes('\r')) buffer = buffer.replace(/\r\n?/g, '\n');
    let start = 0;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      this.block(buffer.slice(start, end), out);
      if (this.done) {
        this.buffer = '';
        return;
      }
      start = end + 2;
      end = buffer.indexOf('\n\n', start);
    }
    this.buffer = start ? buffer.slice(start) : buffer;
  }

  /** The body ended: a last event without its blank line still counts. */
  end(out: CompletionChunk[]): void {
    if (!this.done && this.buffer) this.block(this.buffer.replace(/\r\n?/g, '\n'), out);
    this.buffer = '';
  }

  private block(block: string, out: CompletionChunk[]): void {
    const data = dataOf(block);
    if (data === null) return;
    if (data === '[DONE]') {
      this.done = true;
      return;
    }
    const chunk = JSON.parse(data) as CompletionChunk;
    if (chunk.error) throw new APIError(undefined, chunk.error as object, undefined, undefined);
    out.push(chunk);
  }
}

/** The data of one event block (its `data:` lines joined), or null when it has none. */
function dataOf(block: string): string | null {
  // The common case, one `data: {…}` line, without splitting.
  if (block.startsWith('data: ') && !block.includes('\n')) return block.slice(6);
  let data: string | null = null;
  for (const line of block.split('\n')) {
    if (!line.startsWith('data:')) continue; // comments (":"), event:, id:, retry:
    const value = line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5);
    data = data === null ? value : `${data}\n${value}`;
  }
  return data;
}

/**
 * Reads a streamed chat completion's body to its end, handing each chunk to `onChunk`. After
 * `[DONE]` the body is still read to its end rather than cancelled: a finished body leaves the
 * connection reusable. Rejects with what the body failed with (an AbortError when aborted). An
 * error payload rejects once the chunks before it, even those of the same network read, are handed
 * over: text the model sent is never lost (nor taken for a failure before the first token, retried).
 *
 * The SDK's own iterator copies every network read into a new buffer and passes it through three
 * async generators and a web stream; at thousands of concurrent streams that cost more than the
 * rest of the pipeline per chunk. Here the socket's data events (chat-completion-request.ts hands
 * over node:http's body) drive the parser directly, without a promise per chunk.
 */
export function consumeCompletionBody(source: Readable, onChunk: OnChunk): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const parser = new CompletionStreamParser();
    const queue: CompletionChunk[] = [];
    let waiting = false;
    let ended = false;
    let settled = false;
    /** An error payload (or unparsable data) met while parsing: thrown once the queue is delivered. */
    let failure: { error: unknown } | null = null;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.destroy();
      reject(error);
    };
    const deliver = () => {
      while (queue.length && !settled) {
        const chunk = queue.shift()!;
        let wait: void | Promise<void>;
        try {
          wait = onChunk(chunk);
        } catch (error) {
          return fail(error);
        }
        if (wait) {
          waiting = true;
          source.pause();
          wait.then(() => {
            waiting = false;
            source.resume();
            deliver();
          }, fail);
          return;
        }
      }
      if (failure && !settled) return fail(failure.error);
      if (ended && !settled) {
        settled = true;
        resolve();
      }
    };

    source.setEncoding('utf8');
    source.on('data', (text: string) => {
      if (settled || failure) return;
      try {
        parser.feed(text, queue);
      } catch (error) {
        failure = { error };
      }
      if (!waiting) deliver();
    });
    source.once('end', () => {
      if (!failure) {
        try {
          parser.end(queue);
        } catch (error) {
          failure = { error };
        }
      }
      ended = true;
      if (!waiting) deliver();
    });
    // Like fetch: a connection lost while reading the body is a TypeError ("terminated").
    source.once('error', (error) => fail(new TypeError('terminated', { cause: error })));
    source.once('close', () => {
      if (!source.readableEnded) fail(new TypeError('terminated'));
    });
  });
}
