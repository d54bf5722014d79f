// Ricerca Web through POST /api/chat-with-web against local stand-ins (the SearXNG fixture of the
// integration tests serving the result pages, and the OpenAI-compatible upstream), measured
// against calling them directly in the same run:
//   (a) request → web_search_results, pages not read (WEB_SEARCH_FETCH_PAGES=0), vs the search alone;
//   (b) the same with the top 3 pages read, vs the search followed by the 3 pages fetched in parallel;
//   (c) web_search_results → the answer's first token, vs the upstream's own time to first token.
// The model picks the keywords first (one upstream call), as it does whenever a model is configured.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { startWebSearchServer } from '../apps/server/test/web-search-server.mjs';
import { FIRST_CHUNK } from './fixtures/openai-upstream.mjs';
import { jsonPostOptions, postJson, timeToFirstToken } from './lib/http-client.mjs';
import {
  BENCH_ADMIN,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  removeTempDir,
  spawnNode,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { heading, percentile, printTable, round } from './lib/report.mjs';

const UPSTREAM = new URL('./fixtures/openai-upstream.mjs', import.meta.url).pathname;
const QUESTION = 'Ultime sentenze della Cassazione sulla responsabilità del custode ex art. 2051 c.c.';
const SAMPLES = Math.max(10, Number.parseInt(process.env.BENCH_WEB_SAMPLES ?? '', 10) || 100);
const WARMUP = 10;

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
      .on('error', reject);
  });
}

/** One question: ms to the web_search_results event and from it to the first token. */
function askTimed(port, token, conversationId) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({
      message: QUESTION,
      conversation_id: conversationId,
      useWebSearch: true,
    });
    const started = performance.now();
    const headers = { authorization: `Bearer ${token}` };
    const req = http.request(jsonPostOptions(port, '/api/chat-with-web', payload, headers), (res) => {
      let seen = '';
      let results = null;
      let firstToken = null;
      res.setEncoding('utf8');
      res.on('data', (part) => {
        seen += part;
        const now = performance.now();
        if (results === null && seen.includes('"type":"web_search_results"')) results = now - started;
        if (firstToken === null && seen.includes('"object":"chat.completion.chunk"'))
          firstToken = now - started;
      });
      res.on('end', () => {
        if (res.statusCode !== 200 || results === null || firstToken === null)
          reject(new Error(`HTTP ${res.statusCode}: ${seen.slice(0, 300)}`));
        else resolve({ results, afterResults: firstToken - results });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

async function measureProduct({ fetchPages, search, upstreamPort }) {
  const dataDir = await makeTempDir();
  const port = await freePort();
  const product = spawnProduct(dataDir, port, {
    env: {
      ...(process.env.BENCH_WEB_NO_MODEL ? {} : { LLM_BASE_URL: `http://${HOST}:${upstreamPort}/v1` }),
      LLM_API_KEY: 'bench',
      LLM_MODEL: 'bench-model',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
      POINTS_COST_WEB_SEARCH_QUERY: '0',
      WEB_SEARCH_PROVIDER: 'searxng',
      SEARXNG_URL: search.url,
      WEB_FETCH_ALLOWED_HOSTS: search.hostPort,
      WEB_SEARCH_FETCH_PAGES: String(fetchPages),
    },
  });
  try {
    await waitReady(product, port, '/readyz', performance.now());
    const token = JSON.parse((await postJson(port, '/api/login', BENCH_ADMIN)).text).token;
    const auth = { authorization: `Bearer ${token}` };
    const conversationId = JSON.parse(
      (await postJson(port, '/api/conversations', { title: 'Bench' }, auth)).text,
    ).id;
    for (let i = 0; i < WARMUP; i += 1) await askTimed(port, token, conversationId);
    const toResults = [];
    const afterResults = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const timed = await askTimed(port, token, conversationId);
      toResults.push(timed.results);
      afterResults.push(timed.afterResults);
    }
    return { toResults: summary(toResults), afterResults: summary(afterResults) };
  } finally {
    await stop(product);
    await removeTempDir(dataDir);
  }
}

async function measureDirect(search, upstreamPort) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const searchOnly = [];
  const withPages = [];
  const upstreamTtft = [];
  const body = { model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'ttft' }] };
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const started = performance.now();
    await get(`${search.url}/search?q=${encodeURIComponent(QUESTION)}&format=json`);
    const searched = performance.now() - started;
    await Promise.all(
      ['cassazione', 'injection', 'cassazione'].map((name) => get(`${search.url}/pages/${name}`)),
    );
    const paged = performance.now() - started;
    const ttft = await timeToFirstToken(agent, upstreamPort, '/v1/chat/completions', body, {}, FIRST_CHUNK);
    if (i < WARMUP) continue;
    searchOnly.push(searched);
    withPages.push(paged);
    upstreamTtft.push(ttft);
  }
  agent.destroy();
  return {
    searchOnly: summary(searchOnly),
    withPages: summary(withPages),
    upstreamTtft: summary(upstreamTtft),
  };
}

export async function runWebSearch() {
  ensureBuilt();
  heading('Ricerca Web: POST /api/chat-with-web vs the search provider and the model called directly');
  const search = await startWebSearchServer();
  const upstreamPort = await freePort();
  const upstream = spawnNode([UPSTREAM], { PORT: String(upstreamPort), HOST });
  try {
    await waitReady(upstream, upstreamPort, '/healthz', performance.now());
    const direct = await measureDirect(search, upstreamPort);
    const snippets = await measureProduct({ fetchPages: 0, search, upstreamPort });
    const pages = await measureProduct({ fetchPages: 3, search, upstreamPort });
    const fmt = (s) => `${round(s.p50, 2)} / ${round(s.p99, 2)}`;
    const added = (a, b) => ({ p50: a.p50 - b.p50, p99: a.p99 - b.p99 });
    const addedSnippets = added(snippets.toResults, direct.searchOnly);
    const addedPages = added(pages.toResults, direct.withPages);
    const addedFirstToken = added(snippets.afterResults, direct.upstreamTtft);
    console.log(`  ${SAMPLES} questions per configuration, one at a time, after ${WARMUP} warm-up questions`);
    printTable([
      ['measure', 'direct p50 / p99 (ms)', 'through the server p50 / p99 (ms)', 'added p50 / p99 (ms)'],
      [
        'request → web_search_results, snippets',
        fmt(direct.searchOnly),
        fmt(snippets.toResults),
        fmt(addedSnippets),
      ],
      [
        'request → web_search_results, 3 pages read',
        fmt(direct.withPages),
        fmt(pages.toResults),
        fmt(addedPages),
      ],
      [
        'web_search_results → first token',
        fmt(direct.upstreamTtft),
        fmt(snippets.afterResults),
        fmt(addedFirstToken),
      ],
    ]);
    console.log("  (the server's figures include the model's keyword call before the search)");
    const figures = [
      {
        name: 'web search added time to results, p50 / p99',
        value: `${fmt(addedSnippets)} ms`,
        goal: 'none (reported)',
        pass: null,
      },
      {
        name: 'web search with 3 pages added time to results, p50 / p99',
        value: `${fmt(addedPages)} ms`,
        goal: 'none (reported)',
        pass: null,
      },
      {
        name: 'web search first token after results, added p50 / p99',
        value: `${fmt(addedFirstToken)} ms`,
        goal: 'none (reported)',
        pass: null,
      },
    ];
    return { figures, data: { samples: SAMPLES, direct, snippets, pages } };
  } finally {
    await stop(upstream);
    await search.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWebSearch();
}
