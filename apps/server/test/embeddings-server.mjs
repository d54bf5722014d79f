// A local server speaking the OpenAI embeddings protocol (POST /v1/embeddings). Its vectors are
// deterministic: each lower-cased word is hashed into one of `dimensions` buckets (a bag of words),
// so texts sharing words are near each other. Plain ESM with no dependencies, like openai-server.mjs;
// the types are in embeddings-server.d.mts.
import http from 'node:http';

const DEFAULT_DIMENSIONS = 64;

/** FNV-1a, 32 bits. */
function hash(word) {
  let value = 0x811c9dc5;
  for (let i = 0; i < word.length; i += 1) {
    value ^= word.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function fixtureWords(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The fixture's vector of a text (not normalised: the client normalises). */
export function fixtureVector(text, dimensions = DEFAULT_DIMENSIONS) {
  const vector = new Array(dimensions).fill(0);
  for (const word of fixtureWords(text)) {
    const h = hash(word);
    vector[h % dimensions] += h & 0x80000000 ? -1 : 1;
  }
  // Never the zero vector (a text without words).
  if (vector.every((value) => value === 0)) vector[0] = 1;
  return vector;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    req.on('data', (part) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * @param {import('./embeddings-server.d.mts').EmbeddingsServerOptions} [options]
 * @returns {Promise<import('./embeddings-server.d.mts').EmbeddingsServer>}
 */
export async function startEmbeddingsServer(options = {}) {
  const requests = [];
  const sockets = new Set();
  let failure = null;
  let delayMs = 0;
  let hanging = false;
  let inputs = 0;

  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/embeddings')) {
      return sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    }
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return sendJson(res, 400, { error: { message: 'invalid JSON', type: 'invalid_request_error' } });
    }
    const input = typeof body.input === 'string' ? [body.input] : body.input;
    if (!Array.isArray(input) || input.length === 0 || !input.every((item) => typeof item === 'string')) {
      return sendJson(res, 400, {
        error: { message: 'input must be strings', type: 'invalid_request_error' },
      });
    }
    requests.push({
      model: body.model,
      inputs: input,
      dimensions: body.dimensions,
      encodingFormat: body.encoding_format,
      authorization: req.headers.authorization,
    });
    inputs += input.length;
    if (hanging) return; // never answers: the client's timeout must fire
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure) {
      return sendJson(res, failure.status, {
        error: { message: failure.message ?? 'scripted failure', type: 'server_error', code: null },
      });
    }
    const dimensions = body.dimensions ?? options.dimensions ?? DEFAULT_DIMENSIONS;
    let tokens = 0;
    const data = input.map((text, index) => {
      tokens += fixtureWords(text).length;
      const vector = fixtureVector(text, dimensions);
      const embedding =
        body.encoding_format === 'base64'
          ? Buffer.from(Float32Array.from(vector).buffer).toString('base64')
          : vector;
      return { object: 'embedding', index, embedding };
    });
    sendJson(res, 200, {
      object: 'list',
      data,
      model: body.model,
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address();

  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    get inputs() {
      return inputs;
    },
    fail(status, message) {
      failure = status === null ? null : { status, message };
    },
    delay(ms) {
      delayMs = ms;
    },
    hang(on) {
      hanging = on;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
