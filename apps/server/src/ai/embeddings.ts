import OpenAI from 'openai';
import type { Config } from '../config';
import { createHttpFetch } from './http-fetch';

/** Inputs per request (OpenAI accepts up to 2,048; local servers are slower with large batches). */
export const EMBEDDING_BATCH_SIZE = 64;
/** Longer inputs are cut: the heading and the opening of an article carry its subject. */
export const EMBEDDING_INPUT_MAX_CHARS = 2_000;
const DEFAULT_TIMEOUT_MS = 60_000;

export interface EmbedOptions {
  timeoutMs?: number;
  /** Retries of a failed request (the SDK's backoff); default 2. */
  maxRetries?: number;
}

export interface Embedder {
  /**
   * The key stored vectors are filed under: the model name, with the dimensions when they are
   * asked for (the same model at another size gives other vectors).
   */
  readonly model: string;
  /** One L2-normalised vector per input, in order. */
  embed(inputs: readonly string[], options?: EmbedOptions): Promise<Float32Array[]>;
}

export type EmbeddingsConfig = Pick<
  Config,
  'EMBEDDINGS_BASE_URL' | 'EMBEDDINGS_API_KEY' | 'EMBEDDINGS_MODEL' | 'EMBEDDINGS_DIMENSIONS'
>;

export function normalise(vector: ArrayLike<number>): Float32Array {
  const result = Float32Array.from(vector);
  let sum = 0;
  for (const value of result) sum += value * value;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < result.length; i += 1) result[i] = result[i]! / norm;
  return result;
}

/**
 * Any OpenAI-compatible embeddings endpoint (OpenAI, Mistral, Ollama, vLLM, llama.cpp, TEI…) through
 * the official SDK; null when EMBEDDINGS_BASE_URL is unset.
 */
export function createEmbedder(config: EmbeddingsConfig): Embedder | null {
  const baseURL = config.EMBEDDINGS_BASE_URL;
  const name = config.EMBEDDINGS_MODEL;
  if (!baseURL || !name) return null;
  const client = new OpenAI({
    baseURL,
    // Local servers take any key; the SDK refuses to start without one.
    apiKey: config.EMBEDDINGS_API_KEY ?? 'none',
    timeout: DEFAULT_TIMEOUT_MS,
    fetch: createHttpFetch(),
  });
  const dimensions = config.EMBEDDINGS_DIMENSIONS;

  async function request(inputs: string[], options: EmbedOptions): Promise<Float32Array[]> {
    const response = await client.embeddings.create(
      {
        model: name!,
        input: inputs,
        // The SDK otherwise asks for base64, which several OpenAI-compatible servers ignore or refuse.
        encoding_format: 'float',
        ...(dimensions ? { dimensions } : {}),
      },
      { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxRetries: options.maxRetries ?? 2 },
    );
    const data = response.data;
    if (!Array.isArray(data) || data.length !== inputs.length) {
      throw new Error(
        `embeddings endpoint returned ${data?.length ?? 0} vectors for ${inputs.length} inputs`,
      );
    }
    const vectors: Float32Array[] = new Array(inputs.length);
    data.forEach((item, position) => {
      const at = typeof item.index === 'number' ? item.index : position;
      if (!Array.isArray(item.embedding) || item.embedding.length === 0 || at < 0 || at >= inputs.length) {
        throw new Error('embeddings endpoint returned a malformed vector');
      }
      vectors[at] = normalise(item.embedding);
    });
    const size = vectors[0]?.length;
    if (vectors.some((vector) => vector?.length !== size)) {
      throw new Error('embeddings endpoint returned vectors of different sizes');
    }
    return vectors;
  }

  return {
    model: dimensions ? `${name}@${dimensions}` : name,
    async embed(inputs, options = {}) {
      const vectors: Float32Array[] = [];
      for (let from = 0; from < inputs.length; from += EMBEDDING_BATCH_SIZE) {
        const batch = inputs
          .slice(from, from + EMBEDDING_BATCH_SIZE)
          // Some servers refuse an empty input.
          .map((input) => input.slice(0, EMBEDDING_INPUT_MAX_CHARS).trim() || '-');
        vectors.push(...(await request(batch, options)));
      }
      return vectors;
    },
  };
}
