// A local server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions, streamed
// as server-sent events or as one JSON body), driven by scripted scenarios. Used by the integration
// tests, the e2e harness and bench/chat-stream.mjs, so it is plain ESM with no dependencies; the
// types are in openai-server.d.mts.
import http from 'node:http';

const DEFAULT_SCENARIO = {
  chunks: ['Ciao', ', sono', ' un modello', ' di prova.'],
  usage: { prompt_tokens: 100, completion_tokens: 4, cached_tokens: 0 },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function usageObject(usage, style) {
  const base = {
    prompt_tokens: usage.prompt_tokens,
    completion_tokens: usage.completion_tokens,
    total_tokens: usage.prompt_tokens + usage.completion_tokens,
  };
  const cached = usage.cached_tokens ?? 0;
  const written = usage.cache_write_tokens;
  if (style === 'anthropic') {
    return {
      ...base,
      prompt_tokens_details: { cached_tokens: cached },
      cache_creation_input_tokens: written ?? 0,
    };
  }
  if (style === 'deepseek') {
    return {
      ...base,
      prompt_cache_hit_tokens: cached,
      prompt_cache_miss_tokens: usage.prompt_tokens - cached,
    };
  }
  if (style === 'none') return base;
  // OpenRouter's shape: cache writes beside the cached tokens (only when the scenario reports some).
  const details =
    written === undefined
      ? { cached_tokens: cached }
      : { cached_tokens: cached, cache_write_tokens: written };
  return { ...base, prompt_tokens_details: details };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    req.on('data', (part) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

/** The content of chunk `index` of a scenario. */
function chunkText(scenario, index) {
  return typeof scenario.chunk === 'function' ? scenario.chunk(index) : scenario.chunks[index];
}

function chunkCount(scenario) {
  return typeof scenario.chunk === 'function' ? (scenario.chunkCount ?? 1) : scenario.chunks.length;
}

/**
 * @param {import('./openai-server.d.mts').OpenAiServerOptions} [options]
 * @returns {Promise<import('./openai-server.d.mts').OpenAiServer>}
 */
export async function startOpenAiServer(options = {}) {
  const queue = [];
  let fallback = options.scenario ?? DEFAULT_SCENARIO;
  const record = options.record ?? true;
  const requests = [];
  const sockets = new Set();
  let served = 0;

  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'invalid JSON', type: 'invalid_request_error' } }));
      return;
    }
    served += 1;
    const index = served;
    let resolveClosed;
    const entry = {
      index,
      body,
      model: body.model,
      messages: body.messages,
      stream: body.stream === true,
      streamOptions: body.stream_options,
      authorization: req.headers.authorization,
      receivedAt: performance.now(),
      closedEarly: false,
      completed: false,
      closed: new Promise((resolve) => {
        resolveClosed = resolve;
      }),
    };
    if (record) requests.push(entry);
    res.on('close', () => {
      entry.completed = res.writableFinished;
      entry.closedEarly = !res.writableFinished;
      entry.closedAt = performance.now();
      resolveClosed();
    });

    const next = queue.length ? queue.shift() : fallback;
    const scenario = typeof next === 'function' ? next(body, index) : next;
    if (scenario.headersDelayMs) await sleep(scenario.headersDelayMs);
    if (res.destroyed) return;
    if (scenario.failure) {
      const { status, message = 'scripted failure', retryAfter } = scenario.failure;
      const headers = { 'content-type': 'application/json' };
      if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
      res.writeHead(status, headers);
      res.end(JSON.stringify({ error: { message, type: 'server_error', code: null } }));
      return;
    }
    if (scenario.hang === 'before-headers') return; // never answers; the client must give up
    if (entry.stream) streamAnswer(res, body, scenario, index);
    else answerJson(res, body, scenario, index);
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address();
  const host = options.host ?? '127.0.0.1';

  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    /** Scenarios for the next requests, in order; after them the default applies again. */
    enqueue(...scenarios) {
      queue.push(...scenarios);
    },
    setDefault(scenario) {
      fallback = scenario;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = options.scenario ?? DEFAULT_SCENARIO;
    },
    get served() {
      return served;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function streamAnswer(res, body, scenario, index) {
  const id = `chatcmpl-fixture-${index}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model;
  const frame = (delta, finishReason = null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  if (scenario.hang === 'after-headers') {
    res.flushHeaders();
    return;
  }
  const count = chunkCount(scenario);
  const firstDelay = scenario.firstChunkDelayMs ?? 0;
  const delay = scenario.chunkDelayMs ?? 0;
  let sent = 0;
  // The role chunk goes out at once, as OpenAI's does; the first text follows after firstDelay.
  let pending = frame({ role: 'assistant', content: '' });

  const finish = () => {
    let tail = frame({}, 'stop');
    if (body.stream_options?.include_usage && scenario.usage) {
      tail += `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [],
        usage: usageObject(scenario.usage, scenario.usageStyle),
      })}\n\n`;
    }
    res.end(`${tail}data: [DONE]\n\n`);
  };

  const step = () => {
    if (res.destroyed) return;
    if (scenario.dropAfter !== undefined && sent >= scenario.dropAfter) {
      if (pending) res.write(pending);
      res.socket?.destroy();
      return;
    }
    // Stalls mid-stream: the connection stays open, nothing more is ever written.
    if (scenario.stallAfter !== undefined && sent >= scenario.stallAfter) {
      if (pending) res.write(pending);
      return;
    }
    if (scenario.errorAfter !== undefined && sent >= scenario.errorAfter) {
      res.end(
        `${pending}data: ${JSON.stringify({ error: { message: 'scripted mid-stream error', type: 'server_error' } })}\n\n`,
      );
      return;
    }
    if (sent >= count) {
      if (pending) res.write(pending);
      finish();
      return;
    }
    pending += frame({ content: chunkText(scenario, sent) });
    sent += 1;
    res.write(pending);
    pending = '';
    if (sent >= count && !delay) return step();
    setTimeout(step, delay);
  };

  if (firstDelay > 0) {
    res.write(pending);
    pending = '';
    setTimeout(step, firstDelay);
  } else step();
}

function answerJson(res, body, scenario, index) {
  const send = () => {
    if (res.destroyed) return;
    const content = Array.from({ length: chunkCount(scenario) }, (_, i) => chunkText(scenario, i)).join('');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-fixture-${index}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: scenario.usage ? usageObject(scenario.usage, scenario.usageStyle) : undefined,
      }),
    );
  };
  if (scenario.hang) return;
  setTimeout(send, scenario.firstChunkDelayMs ?? 0);
}
