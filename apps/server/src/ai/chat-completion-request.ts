import { APIError } from 'openai';
import { createHttpFetch } from './http-fetch';

export interface ChatCompletionEndpoint {
  /** The API's base URL, e.g. https://api.openai.com/v1 (the path /chat/completions is added). */
  baseUrl: string;
  /** Sent as a bearer token; local servers (Ollama, llama.cpp) take any. */
  apiKey: string;
}

/** Sends one request body; resolves with the response once its status is 2xx. */
export type ChatCompletionRequest = (body: object, signal: AbortSignal) => Promise<Response>;

/**
 * POST {baseUrl}/chat/completions straight through our node:http fetch. The SDK's request path
 * (options, header merging, its logger's formatting, a dozen awaits) took ~0.4 ms before the request
 * was written, on the way to every answer's first token (traced with bench/chat-stream.mjs); the
 * SDK still shapes the failures (APIError.generate, as its client does), so mapLlmError reads a 429,
 * a 400 or a 503 exactly as before. Connection failures are fetch's TypeError, an abort its
 * AbortError.
 */
export function createChatCompletionRequest({
  baseUrl,
  apiKey,
}: ChatCompletionEndpoint): ChatCompletionRequest {
  const httpFetch = createHttpFetch();
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${apiKey}`,
    'user-agent': 'Brocardo',
  };
  return async (body, signal) => {
    const response = await httpFetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
    if (response.ok) return response;
    const text = await response.text().catch((error: unknown) => String(error));
    const json = parsedObject(text);
    throw APIError.generate(response.status, json, json ? undefined : text, response.headers);
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
