import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { createChatCompletionRequest } from './chat-completion-request';
import { type CompletionChunk, consumeCompletionBody } from './chat-completion-stream';

/** A body delivered in the given pieces (split anywhere, as the network does). */
function body(...pieces: Array<string | Uint8Array>): Readable {
  return Readable.from(
    pieces.map((piece) => Buffer.from(piece)),
    { objectMode: false },
  );
}

async function collect(stream: Readable) {
  const chunks: CompletionChunk[] = [];
  await consumeCompletionBody(stream, (chunk) => {
    chunks.push(chunk);
  });
  return chunks;
}

const chunk = (content: string) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] });

describe('consumeCompletionBody', () => {
  it('parses data events split across reads, including multi-byte characters cut in half', async () => {
    const text = `data: ${chunk('perché')}\n\ndata: ${chunk('è')}\n\ndata: [DONE]\n\n`;
    const bytes = Buffer.from(text);
    const cut = Buffer.byteLength(text.slice(0, text.indexOf('ché') + 2)) + 1; // inside the two bytes of "é"
    const chunks = await collect(body(bytes.subarray(0, cut), bytes.subarray(cut)));
    expect(chunks.map((c) => c.choices?.[0]?.delta?.content)).toEqual(['perché', 'è']);
  });

  it('stops at [DONE], ignores comments and other fields, accepts CRLF and "data:" without a space', async () => {
    const chunks = await collect(
      body(
        ': keep-alive\r\n\r\n',
        `event: message\r\nid: 1\r\ndata:${chunk('a')}\r\n\r\n`,
        'data: [DONE]\n\n',
        `data: ${chunk('dopo')}\n\n`,
      ),
    );
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.choices?.[0]?.delta?.content).toBe('a');
  });

  it('reads a last event without its blank line, and usage-only chunks', async () => {
    const chunks = await collect(body(`data: {"choices":[],"usage":{"prompt_tokens":3}}`));
    expect(chunks).toEqual([{ choices: [], usage: { prompt_tokens: 3 } }]);
  });

  it('hands over the chunks read with an error payload before throwing it, however slowly they are taken', async () => {
    const sameRead = `data: ${chunk('Secondo ')}\n\ndata: {"error":{"message":"overloaded"}}\n\n`;
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(sameRead); // one write: one network read on the other side
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const request = createChatCompletionRequest({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'x' });
      const response = await request({}, new AbortController().signal);
      const texts: string[] = [];
      const failure = await consumeCompletionBody(response, async (c) => {
        // An answer that takes its time with each piece (the backpressure path).
        await new Promise((resolve) => setTimeout(resolve, 5));
        texts.push(c.choices?.[0]?.delta?.content ?? '');
      }).catch((e: unknown) => e);
      expect(texts).toEqual(['Secondo ']);
      expect(failure).toBeInstanceOf(APIError);
    } finally {
      server.close();
    }
  });

  it('throws an error payload as an APIError without status', async () => {
    const error = await collect(body('data: {"error":{"message":"overloaded"}}\n\n')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBeUndefined();
  });
});

describe('after [DONE]', () => {
  it('reads the body to its end instead of destroying it (the connection stays reusable)', async () => {
    const stream = body(`data: ${chunk('x')}\n\ndata: [DONE]\n\n`, ': trailing comment\n\n');
    expect(await collect(stream)).toHaveLength(1);
    expect(stream.readableEnded).toBe(true);
    expect(stream.destroyed && !stream.readableEnded).toBe(false);
  });
});
