import { type ChatRequest, SSE_DONE, type TypedStreamEvent, typedStreamEvent } from '@brocardo/shared';
import { ApiError, apiFetchResponse } from '../../../lib/api-client';
import { isRecord } from '../../../lib/records';

/** A piece of model text (an OpenAI-style chunk's `choices[0].delta.content`). */
export interface DeltaEvent {
  type: 'delta';
  content: string;
}

/** What a chat stream yields: model text and the typed events (spec 1 §7 Chat streamed). */
export type ChatEvent = DeltaEvent | TypedStreamEvent;

/**
 * The `data` payloads of a server-sent-events body, in order (the HTML SSE rules that matter
 * here): events end at a blank line, lines end with CRLF, LF or CR, several `data:` lines of one
 * event are joined with a newline, comment lines (`:`) and other fields are skipped. The bytes are
 * decoded as a stream, so a character split across two network chunks (à, €) arrives whole.
 */
export async function* readSseData(body: ReadableStream<BufferSource>): AsyncGenerator<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let dataLines: string[] = [];

  function* takeLines(text: string): Generator<string> {
    for (const line of text.split('\n')) {
      if (line === '') {
        if (dataLines.length > 0) yield dataLines.join('\n');
        dataLines = [];
      } else if (line.startsWith('data')) {
        const rest = line.slice(4);
        if (rest === '') dataLines.push('');
        else if (rest.startsWith(':')) dataLines.push(rest.startsWith(': ') ? rest.slice(2) : rest.slice(1));
      }
      // Other fields (event:, id:, retry:) and comments (':') are not used by the chat streams.
    }
  }

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      let text = pending + value;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk to decide.
      const heldCr = text.endsWith('\r');
      if (heldCr) text = text.slice(0, -1);
      text = text.replace(/\r\n?/g, '\n');
      const lastBreak = text.lastIndexOf('\n');
      pending = text.slice(lastBreak + 1) + (heldCr ? '\r' : '');
      if (lastBreak >= 0) yield* takeLines(text.slice(0, lastBreak));
    }
    // The body ended: a last event without its blank line still counts.
    const rest = pending.replace(/\r\n?/g, '\n');
    yield* takeLines(`${rest}\n`);
  } finally {
    // Also when the consumer stops early: let the connection go.
    reader.cancel().catch(() => undefined);
  }
}

/** One `data:` payload as a chat event; undefined for anything unknown (skipped, not an error). */
export function parseChatEvent(data: string): ChatEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  if ('type' in value) {
    const parsed = typedStreamEvent.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }
  const choice = Array.isArray(value.choices) ? value.choices[0] : undefined;
  const delta = isRecord(choice) && isRecord(choice.delta) ? choice.delta : undefined;
  if (typeof delta?.content === 'string' && delta.content !== '')
    return { type: 'delta', content: delta.content };
  return undefined;
}

/**
 * POSTs a question to a streamed chat endpoint and yields its events until `data: [DONE]`.
 * An error before the stream (402, 422, 503, …) is thrown as ApiError; 401/409 end the session
 * through the API client. Aborting `signal` rejects the pending read with an AbortError.
 */
export async function* streamChat(
  path: string,
  body: ChatRequest,
  signal?: AbortSignal,
): AsyncGenerator<ChatEvent> {
  const response = await apiFetchResponse(path, {
    method: 'POST',
    body,
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) {
    throw new ApiError({ status: response.status, message: 'Il server non ha inviato la risposta.' });
  }
  for await (const data of readSseData(response.body)) {
    if (data.trim() === SSE_DONE) return;
    const event = parseChatEvent(data);
    if (event) yield event;
  }
}
