import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { APIError } from 'openai';
import { headersOf, keptAliveAgents, sendHttpRequest, targetOf } from './http-fetch';

export interface ChatCompletionEndpoint {
  /** The API's base URL, e.g. https://api.openai.com/v1 (the path /chat/completions is added). */
  baseUrl: string;
  /** Sent as a bearer token; local servers (Ollama, llama.cpp) take any. */
  apiKey: string;
}

/** Sends one request body; resolves with the response's decoded body once its status is 2xx. */
export type ChatCompletionRequest = (body: object, signal: AbortSignal) => Promise<Readable>;

/**
 * POST {baseUrl}/chat/completions straight through node:http, on kept-alive connections. The SDK's
 * request path (options, header merging, its logger's formatting, a dozen awaits) took ~0.4 ms before
 * the request was written, and a fetch Response (its Headers, a web stream nobody reads) another
 * ~0.15 ms once the head arrived, on the way to every answer's first token (traced with
 * bench/chat-stream.mjs): the target and the headers are built once, the body is the Node stream.
 * The SDK still shapes the failures (APIError.generate, as its client does), so mapLlmError reads a
 * 429, a 400 or a 503 exactly as before. Connection failures are fetch's TypeError, an abort its
 * AbortError.
 */
export function createChatCompletionRequest({
  baseUrl,
  apiKey,
}: ChatCompletionEndpoint): ChatCompletionRequest {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const target = targetOf(url, 'POST', keptAliveAgents());
  const headers = {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    'content-type': 'application/json',
    authorization: `Bearer ${apiKey}`,
    'user-agent': 'Brocardo',
  };
  return async (body, signal) => {
    const payload = JSON.stringify(body);
    const { response, body: stream } = await sendHttpRequest(
      { ...target, headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) } },
      payload,
      signal,
    );
    const status = response.statusCode ?? 502;
    if (status >= 200 && status < 300) return stream;
    const message = await text(stream).catch((error: unknown) => String(error));
    const json = parsedObject(message);
    throw APIError.generate(status, json, json ? undefined : message, headersOf(response));
  };
}

function parsedObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
