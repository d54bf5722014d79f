import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { type CompletionChunk, consumeCompletionStream } from './chat-completion-stream';
import { createHttpFetch } from './http-fetch';

/** A body delivered in the given pieces (split anywhere, as the network does). */
function body(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

/** Through the web-stream path (a plain Response); the Node path is covered by the chat tests. */
async function collect(stream: ReadableStream<Uint8Array>) {
  const chunks: CompletionChunk[] = [];
  await consumeCompletionStream(new Response(stream), (chunk) => {
    chunks.push(chunk);
  });
  return chunks;
}

const chunk = (content: string) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] });

describe('consumeCompletionStream', () => {
  it('parses data events split across reads, including multi-byte characters cut in half', async () => {
    const text = `data: ${chunk('perché')}\n\ndata: ${chunk('è')}\n\ndata: [DONE]\n\n`;
    const bytes = new TextEncoder().encode(text);
    const cut = text.indexOf('ché') + 2; // inside the two bytes of "é"
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const chunks = await collect(stream);
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

  it('hands over the chunks read with an error payload before throwing it (both paths)', async () => {
    const sameRead = `data: ${chunk('Secondo ')}\n\ndata: {"error":{"message":"overloaded"}}\n\n`;
    const web: string[] = [];
    const webError = await consumeCompletionStream(new Response(body(sameRead)), (c) => {
      web.push(c.choices?.[0]?.delta?.content ?? '');
    }).catch((e: unknown) => e);
    expect(web).toEqual(['Secondo ']);
    expect(webError).toBeInstanceOf(APIError);

    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(sameRead); // one write: one network read on the other side
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await createHttpFetch()(`http://127.0.0.1:${port}/v1/chat/completions`);
      const node: string[] = [];
      const nodeError = await consumeCompletionStream(response, async (c) => {
        // An answer that takes its time with each piece (the backpressure path).
        await new Promise((resolve) => setTimeout(resolve, 5));
        node.push(c.choices?.[0]?.delta?.content ?? '');
      }).catch((e: unknown) => e);
      expect(node).toEqual(['Secondo ']);
      expect(nodeError).toBeInstanceOf(APIError);
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
  it('reads the body to its end instead of cancelling it (the connection stays reusable)', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    let step = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        step += 1;
        if (step === 1) controller.enqueue(encoder.encode(`data: ${chunk('x')}\n\ndata: [DONE]\n\n`));
        else if (step === 2) controller.enqueue(encoder.encode(': trailing comment\n\n'));
        else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await collect(stream)).toHaveLength(1);
    expect(step).toBe(3);
    expect(cancelled).toBe(false);
  });
});
