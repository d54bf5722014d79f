// Revisione tabellare (issue 28): 25 documents × 5 columns answered by the fixture model, over HTTP
// against the built server. The documents are generated Word contracts uploaded through
// POST /api/reviews/:id/documents; once all are read, POST /start queues the 125 cells and the clock
// runs until the last cell is done. Figures: time to the last cell, the server's CPU time over that
// span (from /proc), and the most model requests in flight at once (the bounded pool: at most
// REVIEW_CELL_CONCURRENCY per process). The fixture answers each cell after BENCH_REVIEW_MODEL_MS
// (default 200 ms) of simulated model latency, quoting a sentence of the document, so every cell must
// come back verified.
//
//   node bench/review.mjs

import { pathToFileURL } from 'node:url';
import { Document, Packer, Paragraph } from 'docx';
import { startOpenAiServer } from '../apps/server/test/openai-server.mjs';
import {
  BENCH_ADMIN,
  cpuSecondsOf,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  removeTempDir,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { heading, printFigure, round } from './lib/report.mjs';

const DOCUMENTS = 25;
const COLUMNS = [
  { label: 'Durata', question: 'Qual è la durata del contratto?', keyword: 'durata' },
  { label: 'Canone', question: 'Qual è il canone mensile?', keyword: 'canone' },
  { label: 'Recesso', question: 'Come si può recedere?', keyword: 'recedere' },
  { label: 'Foro', question: 'Quale foro è competente?', keyword: 'foro' },
  { label: 'Deposito', question: 'A quanto ammonta il deposito cauzionale?', keyword: 'deposito' },
];
const POOL = Number.parseInt(process.env.BENCH_REVIEW_POOL ?? '4', 10);
const MODEL_MS = Number.parseInt(process.env.BENCH_REVIEW_MODEL_MS ?? '200', 10);
const GOAL_MS = 30_000;

function contractParagraphs(n) {
  const filler =
    'Le parti dichiarano di aver letto e compreso ogni clausola del presente contratto e di accettarla integralmente. ';
  return [
    `Contratto di locazione numero ${n} tra il locatore e il conduttore.`,
    filler.repeat(6),
    `Il contratto ha durata di ${2 + (n % 6)} anni a decorrere dal primo gennaio.`,
    `Il canone mensile è pari a euro ${500 + n * 10}, da versare entro il giorno cinque.`,
    filler.repeat(6),
    'Il conduttore può recedere dal contratto con preavviso di sei mesi.',
    `Il deposito cauzionale è pari a tre mensilità del canone.`,
    `Per ogni controversia è competente in via esclusiva il Foro di Città ${n}.`,
  ];
}

async function contract(n) {
  const doc = new Document({
    sections: [{ children: contractParagraphs(n).map((text) => new Paragraph(text)) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function fixtureAnswer(body) {
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  const question = /^Domanda: (.*)$/m.exec(user)?.[1] ?? '';
  const document = /<<<(DOCUMENTO-[0-9a-f]+)\n([\s\S]*?)\n\1>>>/.exec(user)?.[2] ?? '';
  const keyword = COLUMNS.find((column) => column.question === question)?.keyword ?? '';
  const quote =
    document
      .replace(/\s+/g, ' ')
      .split(/(?<=\.)\s+/)
      .find((sentence) => sentence.toLowerCase().includes(keyword)) ?? '';
  return {
    firstChunkDelayMs: MODEL_MS,
    chunks: [JSON.stringify({ answer: quote.slice(0, 60), quote })],
    usage: { prompt_tokens: 700, completion_tokens: 60 },
  };
}

async function call(port, token, method, path, body) {
  const headers = { authorization: `Bearer ${token}` };
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`http://${HOST}:${port}${path}`, { method, headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The most requests whose [received, closed] spans overlap. */
function peakOverlap(requests) {
  const events = requests.flatMap((request) => [
    [request.receivedAt, 1],
    [request.closedAt ?? Number.POSITIVE_INFINITY, -1],
  ]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  for (const [, delta] of events) {
    current += delta;
    peak = Math.max(peak, current);
  }
  return peak;
}

export async function runReview() {
  heading(`Revisione tabellare: ${DOCUMENTS} documents × ${COLUMNS.length} columns, fixture model`);
  ensureBuilt();
  const llm = await startOpenAiServer({ scenario: fixtureAnswer });
  const dataDir = await makeTempDir();
  const port = await freePort();
  const product = spawnProduct(dataDir, port, {
    env: {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_API_KEY: 'bench',
      LLM_MODEL: 'modello-bench',
      REVIEW_CELL_CONCURRENCY: String(POOL),
      REVIEW_POLL_INTERVAL_MS: '500',
      DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  try {
    await waitReady(product, port, '/readyz', performance.now());
    const token = (await call(port, '', 'POST', '/api/login', BENCH_ADMIN)).token;
    const { review } = await call(port, token, 'POST', '/api/reviews', { title: 'Bench' });
    for (let n = 1; n <= DOCUMENTS; n += 1) {
      const form = new FormData();
      form.append('file', new Blob([await contract(n)]), `contratto-${n}.docx`);
      await call(port, token, 'POST', `/api/reviews/${review.id}/documents`, form);
    }
    await call(port, token, 'POST', `/api/reviews/${review.id}/columns`, {
      columns: COLUMNS.map(({ label, question }) => ({ label, question })),
    });
    const readStarted = performance.now();
    for (;;) {
      const { review: current } = await call(port, token, 'GET', `/api/reviews/${review.id}`);
      if (current.documents_list.every((document) => document.status !== 'processing')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readMs = performance.now() - readStarted;

    const cpuBefore = cpuSecondsOf(product.pid);
    const started = performance.now();
    const start = await call(port, token, 'POST', `/api/reviews/${review.id}/start`);
    let cells;
    for (;;) {
      const { review: current } = await call(port, token, 'GET', `/api/reviews/${review.id}`);
      cells = current.cells;
      if (cells.every((cell) => cell.status === 'done' || cell.status === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lastCellMs = performance.now() - started;
    const cpu = cpuSecondsOf(product.pid) - cpuBefore;
    const verified = cells.filter((cell) => cell.status === 'done' && cell.verified).length;
    const peak = peakOverlap(llm.requests);
    if (start.queued !== DOCUMENTS * COLUMNS.length || verified !== start.queued) {
      throw new Error(
        `expected ${DOCUMENTS * COLUMNS.length} verified cells, got ${verified} of ${start.queued}`,
      );
    }
    console.log(
      `  documents read in ${round(readMs)} ms; ${verified} cells verified; model ${MODEL_MS} ms per cell, pool ${POOL}`,
    );
    const figures = [
      {
        name: `review ${DOCUMENTS}×${COLUMNS.length}: time to the last cell`,
        value: `${round(lastCellMs)} ms`,
        goal: `≤ ${GOAL_MS} ms`,
        pass: lastCellMs <= GOAL_MS,
      },
      {
        name: 'review: server CPU over that span',
        value: `${round(cpu, 2)} s (${round((100 * cpu * 1000) / lastCellMs)} % of one core)`,
        goal: 'none',
        pass: true,
      },
      {
        name: 'review: model requests in flight at once (peak)',
        value: String(peak),
        goal: `≤ ${POOL} (REVIEW_CELL_CONCURRENCY)`,
        pass: peak <= POOL,
      },
    ];
    for (const figure of figures) printFigure(figure);
    return { figures, data: { readMs: round(readMs), lastCellMs: round(lastCellMs), cpu, peak, pool: POOL } };
  } finally {
    await stop(product);
    await removeTempDir(dataDir);
    await llm.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runReview();
}
