import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { type ChatEvent, parseChatEvent, readSseData, streamChat } from './chat-stream';

/** A body that delivers exactly these byte chunks, one read at a time. */
function byteStream(chunks: Uint8Array<ArrayBuffer>[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[index];
      index += 1;
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

/** Splits the UTF-8 bytes of `text` at the given byte offsets. */
function splitBytes(text: string, offsets: number[]): Uint8Array<ArrayBuffer>[] {
  const bytes = new TextEncoder().encode(text);
  const cuts = [0, ...offsets, bytes.length];
  return cuts.slice(1).map((end, index) => bytes.slice(cuts[index], end));
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

const chunk = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  });

describe('readSseData', () => {
  it('yields each data payload, whatever the chunk boundaries', async () => {
    const text = 'data: {"a":1}\n\ndata: {"b":2}\n\n: a comment\nevent: x\ndata: [DONE]\n\n';
    const whole = await collect(readSseData(byteStream(splitBytes(text, []))));
    expect(whole).toEqual(['{"a":1}', '{"b":2}', '[DONE]']);
    // Every possible single cut, and a cut between every byte.
    const length = new TextEncoder().encode(text).length;
    for (let cut = 1; cut < length; cut += 1) {
      expect(await collect(readSseData(byteStream(splitBytes(text, [cut]))))).toEqual(whole);
    }
    const everyByte = Array.from({ length: length - 1 }, (_, index) => index + 1);
    expect(await collect(readSseData(byteStream(splitBytes(text, everyByte))))).toEqual(whole);
  });

  it('keeps multi-byte characters whole when their bytes arrive in different chunks', async () => {
    const text = 'data: {"t":"Perché è così? Costa 5 €"}\n\n';
    const bytes = new TextEncoder().encode(text);
    // 'é' is 2 bytes, '€' is 3: cut inside each of them.
    const eAcute = bytes.indexOf(0xc3);
    const euro = bytes.indexOf(0xe2);
    const payloads = await collect(
      readSseData(byteStream(splitBytes(text, [eAcute + 1, euro + 1, euro + 2]))),
    );
    expect(payloads).toEqual(['{"t":"Perché è così? Costa 5 €"}']);
  });

  it('accepts CRLF and CR line ends, even with CRLF split across chunks', async () => {
    const text = 'data: uno\r\n\r\ndata: due\r\rdata: tre\r\n\r\n';
    const cr = new TextEncoder().encode(text).indexOf(0x0d);
    expect(await collect(readSseData(byteStream(splitBytes(text, [cr + 1]))))).toEqual(['uno', 'due', 'tre']);
  });

  it('joins the data lines of one event and delivers a last event without its blank line', async () => {
    const text = 'data: riga 1\ndata:riga 2\n\ndata: ultimo';
    expect(await collect(readSseData(byteStream(splitBytes(text, [5]))))).toEqual([
      'riga 1\nriga 2',
      'ultimo',
    ]);
  });
});

describe('parseChatEvent', () => {
  it('reads model chunks and typed events, and skips anything else', () => {
    expect(parseChatEvent(chunk('Ciao'))).toEqual({ type: 'delta', content: 'Ciao' });
    expect(parseChatEvent(chunk(''))).toBeUndefined();
    expect(parseChatEvent('{"type":"expanded_query","content":"art. 2043"}')).toEqual({
      type: 'expanded_query',
      content: 'art. 2043',
    });
    expect(
      parseChatEvent('{"type":"error","message":"x","error_code":"LLM_ERROR","refunded":true}'),
    ).toMatchObject({
      type: 'error',
      refunded: true,
    });
    expect(parseChatEvent('{"type":"sconosciuto"}')).toBeUndefined();
    expect(parseChatEvent('non json')).toBeUndefined();
    expect(parseChatEvent('[1,2]')).toBeUndefined();
  });
});

function sseResponse(payloads: string[]): Response {
  const text = payloads.map((payload) => `data: ${payload}\n\n`).join('');
  return new Response(byteStream(splitBytes(text, [7, 40, 41])), {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
  });
}

describe('streamChat', () => {
  it('posts the question with the token and yields the events until [DONE]', async () => {
    localStorage.setItem('auth_token', 'tok');
    const info = {
      type: 'response_info',
      mode: 'standard',
      provider: 'openai',
      extractive: false,
      model: 'gpt',
      points_charged: 2,
      balance: 98,
    };
    const api = stubApi(() =>
      sseResponse([JSON.stringify(info), chunk('Buon'), chunk('giorno'), '[DONE]', chunk('dopo la fine')]),
    );
    const events: ChatEvent[] = [];
    for await (const event of streamChat('/api/chat', { message: 'Ciao', conversation_id: 3 }))
      events.push(event);

    expect(events).toEqual([info, { type: 'delta', content: 'Buon' }, { type: 'delta', content: 'giorno' }]);
    const [request] = api.requests('/api/chat');
    expect(request?.body).toEqual({ message: 'Ciao', conversation_id: 3 });
    expect(request?.headers.get('Accept')).toBe('text/event-stream');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('throws the HTTP error of a refused question with its body', async () => {
    stubApi(() =>
      jsonResponse(402, {
        message: 'Punti insufficienti',
        error_code: 'INSUFFICIENT_POINTS',
        points_info: { required: 2, current_balance: 0, shortfall: 2 },
      }),
    );
    const consume = async () => {
      for await (const _ of streamChat('/api/chat', { message: 'Ciao' })) {
        // nothing
      }
    };
    await expect(consume()).rejects.toMatchObject({
      status: 402,
      errorCode: 'INSUFFICIENT_POINTS',
      body: { points_info: { required: 2, current_balance: 0, shortfall: 2 } },
    });
  });

  it('stops with an AbortError when the signal aborts mid-stream', async () => {
    const controller = new AbortController();
    stubApi((_path, init) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(streamController) {
          streamController.enqueue(encoder.encode(`data: ${chunk('Parziale')}\n\n`));
          init.signal?.addEventListener('abort', () => streamController.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const received: string[] = [];
    const consume = async () => {
      for await (const event of streamChat('/api/chat', { message: 'Ciao' }, controller.signal)) {
        if (event.type === 'delta') received.push(event.content);
        controller.abort();
      }
    };
    await expect(consume()).rejects.toMatchObject({ name: 'AbortError' });
    expect(received).toEqual(['Parziale']);
  });
});
