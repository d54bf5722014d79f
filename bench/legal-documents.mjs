// The legal document generator, issue 16's figures:
//   (1) time to first visible text and to the completed document with the fixture model: the
//       generation (POST /api/legal-documents) is not streamed, so the first visible text IS the
//       completed document. ai_option 'basic' and 'enhanced' on the diffida template, measured
//       against the fixture model called directly in the same run (the same streamed answers);
//   (2) PDF and DOCX export of a 10-page document in Chromium (playwright-core): from the click on
//       the format's button in the download dialog to Playwright's `download` event.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { DRAFT_SYSTEM_PREFIX, LEGAL_DRAFT, REVIEW_SYSTEM_PREFIX } from './fixtures/openai-upstream.mjs';
import { postJson } from './lib/http-client.mjs';
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
  WEB_INDEX,
  waitReady,
} from './lib/proc.mjs';
import { heading, percentile, printFigure, printTable, round } from './lib/report.mjs';

const UPSTREAM = new URL('./fixtures/openai-upstream.mjs', import.meta.url).pathname;
const MODEL = 'bench-model';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Real costs: basic 10 points, enhanced 20; the admin has 10,000 (studio plan). */
const COSTS = { basic: 10, enhanced: 20 };
const BALANCE = 10_000;

const intFromEnv = (name, fallback, min, max) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : fallback;
};

/** The diffida template's fields, filled as a lawyer would (values are strings, as the form sends). */
const DIFFIDA_VALUES = {
  creditore_nome: 'Mario Rossi',
  creditore_indirizzo: 'Via Verdi 10, 20121 Milano',
  avvocato_nome: 'Avv. Anna Bianchi',
  avvocato_pec: 'anna.bianchi@pec.avvocatimilano.it',
  debitore_nome: 'Società Beta S.r.l.',
  debitore_indirizzo: 'Via Roma 1, 20100 Milano',
  debitore_pec: 'amministrazione@pec.societabeta.it',
  titolo_credito:
    'Fattura n. 12 del 3 gennaio 2025 per la fornitura di materiali edili, consegnati il 20 dicembre 2024 e accettati senza riserve.',
  importo: '12500',
  data_scadenza: '2025-02-01',
  termine_giorni: '15',
  iban: 'IT60X0542811101000000123456',
  risoluzione: 'No',
  luogo: 'Milano',
};

function fieldValue(field) {
  if (DIFFIDA_VALUES[field.name] !== undefined) return DIFFIDA_VALUES[field.name];
  if (field.type === 'number') return String(field.min ?? 1);
  if (field.type === 'date') return '2025-02-01';
  if (field.type === 'email') return 'studio@pec.it';
  if (field.type === 'select') return field.options?.[0] ?? '';
  return 'Dato di prova';
}

// --- (1) generation --------------------------------------------------------------------------

/**
 * The direct side: one streamed completion read to its end, with prompts of about the server's size
 * (system instruction ~1,200 characters; the request, the filled template and ~10 articles of sources).
 */
function directBody(systemPrefix, userText) {
  return {
    model: MODEL,
    stream: true,
    stream_options: { include_usage: true },
    max_tokens: 8_192,
    messages: [
      { role: 'system', content: `${systemPrefix} ${'x'.repeat(1_200)}` },
      { role: 'user', content: userText },
    ],
  };
}
const DIRECT_USER = `## Modello compilato\n${JSON.stringify(DIFFIDA_VALUES)}\n\n## Fonti\n${'Il debitore che non esegue esattamente la prestazione dovuta è tenuto al risarcimento del danno. '.repeat(120)}`;

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

async function measureGeneration({ upstreamPort, productPort, token, template, samples, warmup }) {
  const auth = { authorization: `Bearer ${token}` };
  const templateData = Object.fromEntries(
    template.form_fields.map((field) => [field.name, fieldValue(field)]),
  );
  let n = 0;
  const product = (aiOption) => async () => {
    n += 1;
    const { ms, result } = await timed(() =>
      postJson(
        productPort,
        '/api/legal-documents',
        {
          document_name: `Diffida Rossi — Beta ${n}`,
          document_type: template.document_type,
          legal_area: template.legal_area,
          template_id: template.id,
          template_data: templateData,
          ai_option: aiOption,
        },
        auth,
      ),
    );
    if (result.status !== 201)
      throw new Error(`${aiOption}: HTTP ${result.status} ${result.text.slice(0, 300)}`);
    const data = JSON.parse(result.text).data;
    return { ms, data };
  };
  const upstream = (system) =>
    postJson(upstreamPort, '/v1/chat/completions', directBody(system, DIRECT_USER)).then((res) => {
      if (res.status !== 200) throw new Error(`upstream: HTTP ${res.status}`);
    });
  const sides = {
    directBasic: async () => (await timed(() => upstream(DRAFT_SYSTEM_PREFIX))).ms,
    directEnhanced: async () =>
      (
        await timed(async () => {
          await upstream(DRAFT_SYSTEM_PREFIX);
          await upstream(REVIEW_SYSTEM_PREFIX);
        })
      ).ms,
    basic: async () => (await product('basic')()).ms,
    enhanced: async () => (await product('enhanced')()).ms,
  };

  // One of each, checked: the server must have drafted with the model (and reviewed, for enhanced).
  const checkBasic = (await product('basic')()).data;
  const checkEnhanced = (await product('enhanced')()).data;
  const checks = {
    basicLength: checkBasic.generated_content.length,
    basicFromModel: checkBasic.generated_content.includes('materiali edili regolarmente consegnati'),
    enhancedLength: checkEnhanced.generated_content.length,
    enhancedReviewed: checkEnhanced.generated_content.includes('Le spese della presente diffida'),
    enhancedNotes: checkEnhanced.metadata?.review_notes ?? checkEnhanced.metadata?.notes ?? null,
  };
  for (let i = 1; i < warmup; i += 1) for (const side of Object.values(sides)) await side();

  const results = { directBasic: [], basic: [], directEnhanced: [], enhanced: [] };
  for (let i = 0; i < samples; i += 1) {
    // Alternating which side goes first spreads slow drift over both.
    const order =
      i % 2
        ? ['basic', 'directBasic', 'enhanced', 'directEnhanced']
        : ['directBasic', 'basic', 'directEnhanced', 'enhanced'];
    for (const side of order) results[side].push(await sides[side]());
  }
  return {
    checks,
    directBasic: summary(results.directBasic),
    basic: summary(results.basic),
    directEnhanced: summary(results.directEnhanced),
    enhanced: summary(results.enhanced),
  };
}

// --- (2) export in Chromium -----------------------------------------------------------------

const CLAUSES = [
  'Le parti convengono che ogni obbligazione derivante dal presente contratto sia eseguita secondo correttezza e buona fede, ai sensi degli artt. 1175 e 1375 c.c., anche con riguardo agli obblighi accessori non espressamente previsti.',
  'Il corrispettivo pattuito è versato mediante bonifico bancario entro trenta giorni dalla data di ricevimento della fattura; in caso di ritardo decorrono di diritto gli interessi moratori nella misura prevista dal d.lgs. 9 ottobre 2002, n. 231.',
  "Il fornitore garantisce che i beni consegnati sono immuni da vizi che li rendano inidonei all'uso cui sono destinati o ne diminuiscano in modo apprezzabile il valore, secondo quanto previsto dall'art. 1490 c.c.",
  "Il committente è tenuto a denunziare i vizi entro otto giorni dalla scoperta, a pena di decadenza, fermo il termine di prescrizione di un anno dalla consegna di cui all'art. 1495 c.c.",
  "Qualora una delle parti non adempia esattamente le proprie obbligazioni, l'altra può intimarle per iscritto di adempiere entro un congruo termine, non inferiore a quindici giorni, con dichiarazione che, decorso inutilmente detto termine, il contratto s'intenderà senz'altro risolto.",
  'Nessuna delle parti risponde del ritardo o dell’inadempimento dovuto a causa di forza maggiore, intendendosi per tale ogni evento imprevedibile e inevitabile che renda impossibile, anche temporaneamente, l’esecuzione della prestazione.',
  'Le informazioni tecniche, commerciali e finanziarie scambiate in esecuzione del presente contratto sono riservate e non possono essere comunicate a terzi senza il preventivo consenso scritto della parte che le ha fornite, per tutta la durata del rapporto e per i tre anni successivi.',
  "Il trattamento dei dati personali delle parti e dei loro dipendenti avviene nel rispetto del Regolamento (UE) 2016/679 e del d.lgs. 30 giugno 2003, n. 196, esclusivamente per le finalità connesse all'esecuzione del contratto.",
  'Ogni modifica o integrazione del presente contratto deve risultare da atto scritto sottoscritto da entrambe le parti; la tolleranza di una parte rispetto a comportamenti dell’altra non costituisce rinuncia ai diritti che le spettano.',
  "Per ogni controversia relativa all'interpretazione, all'esecuzione o alla risoluzione del presente contratto è competente in via esclusiva il Foro di Milano, salvo quanto previsto dalle norme inderogabili in materia di tutela del consumatore.",
];
const HEADINGS = [
  'Oggetto del contratto',
  'Obblighi del fornitore',
  'Obblighi del committente',
  'Corrispettivo e modalità di pagamento',
  'Consegna e passaggio dei rischi',
  'Garanzia per i vizi',
  'Durata e recesso',
  'Clausola risolutiva espressa',
  'Forza maggiore',
  'Riservatezza',
  'Trattamento dei dati personali',
  'Cessione del contratto',
  'Comunicazioni',
  'Legge applicabile',
  'Foro competente',
];

/** ~25,000 characters of Italian contract in Markdown (10 pages of the product's PDF): a title, numbered articles and clauses. */
export function tenPageContract(targetChars = 25_000) {
  const parts = [
    '# Contratto di fornitura continuativa di materiali edili',
    'Tra **Alfa Costruzioni S.r.l.**, con sede in Milano, Via Manzoni 12, P. IVA 01234567890, in persona del legale rappresentante pro tempore (di seguito "il Committente"), e **Beta Forniture S.p.A.**, con sede in Bergamo, Via Garibaldi 8, P. IVA 09876543210 (di seguito "il Fornitore"),',
    '## Premesse',
    "- il Committente esegue lavori di edilizia residenziale e necessita di una fornitura continuativa di materiali;\n- il Fornitore dichiara di possedere l'organizzazione e i mezzi necessari;\n- le premesse costituiscono parte integrante del contratto.",
    'Tutto ciò premesso, le parti convengono e stipulano quanto segue.',
  ];
  let length = parts.join('\n\n').length;
  for (let article = 1; length < targetChars; article += 1) {
    const title = `## Art. ${article} – ${HEADINGS[(article - 1) % HEADINGS.length]}`;
    const clauses = [];
    for (let clause = 1; clause <= 3; clause += 1) {
      clauses.push(`${article}.${clause}. ${CLAUSES[(article * 3 + clause) % CLAUSES.length]}`);
    }
    const block = [title, ...clauses].join('\n\n');
    parts.push(block);
    length += block.length + 2;
  }
  parts.push(
    'Letto, confermato e sottoscritto.\n\nMilano, 15 marzo 2025\n\nIl Committente ____________\n\nIl Fornitore ____________',
  );
  return `${parts.join('\n\n')}\n`;
}

async function pdfPages(bytes) {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return pdf.numPages;
}

async function measureExport({ productPort, runs }) {
  const { chromium } = await import('playwright-core');
  const baseURL = `http://${HOST}:${productPort}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'it-IT' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Sign in through the login screen (the same session then creates the document over the API).
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(BENCH_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    if (!token) throw new Error('no auth_token in the browser after signing in');

    const content = tenPageContract();
    const title = 'Contratto di fornitura Alfa — Beta';
    const created = await postJson(
      productPort,
      '/api/legal-documents',
      {
        document_name: title,
        document_type: 'contratto',
        legal_area: 'diritto_civile',
        custom_content: content,
        ai_option: 'none',
      },
      { authorization: `Bearer ${token}` },
    );
    if (created.status !== 201)
      throw new Error(`create: HTTP ${created.status} ${created.text.slice(0, 300)}`);

    await page.goto(`${baseURL}/legal-documents`);
    await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const viewer = page.getByRole('dialog', { name: title });
    await viewer.getByTestId('document-content').waitFor();
    const downloadDialog = page.getByRole('dialog', { name: 'Scarica il documento' });

    const downloadOnce = async (label) => {
      await viewer.getByRole('button', { name: 'Scarica', exact: true }).click();
      const button = downloadDialog.getByRole('button', { name: label, exact: true });
      await button.waitFor();
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const ms = performance.now() - started;
      const file = await download.path();
      if (!file) throw new Error(`the ${label} download failed: ${await download.failure()}`);
      await downloadDialog.waitFor({ state: 'hidden' });
      return { ms, bytes: await readFile(file) };
    };

    // The first download also loads the export chunk (and pdf/docx code): reported apart.
    const first = await downloadOnce('PDF');
    const pages = await pdfPages(first.bytes);
    const firstDocx = await downloadOnce('Word (.docx)');
    const times = { pdf: [], docx: [] };
    let pdfBytes = first.bytes.length;
    let docxBytes = firstDocx.bytes.length;
    for (let i = 0; i < runs; i += 1) {
      const pdf = await downloadOnce('PDF');
      times.pdf.push(pdf.ms);
      pdfBytes = pdf.bytes.length;
      const docx = await downloadOnce('Word (.docx)');
      times.docx.push(docx.ms);
      docxBytes = docx.bytes.length;
    }
    await context.close();
    return {
      contentChars: content.length,
      pages,
      firstPdfMs: first.ms,
      firstDocxMs: firstDocx.ms,
      pdf: times.pdf,
      docx: times.docx,
      pdfKiB: round(pdfBytes / 1024, 1),
      docxKiB: round(docxBytes / 1024, 1),
      pageErrors,
    };
  } finally {
    await browser.close();
  }
}

// --- the run ----------------------------------------------------------------------------------

export async function runLegalDocuments() {
  ensureBuilt();
  const webBuilt = existsSync(WEB_INDEX);
  const warmup = 2;
  // Each sample costs 10 + 20 points; keep the whole run at ≤ 100 generations (≤ 1,500 points).
  const samples = intFromEnv('BENCH_LEGAL_SAMPLES', 45, 5, 48);
  const runs = intFromEnv('BENCH_EXPORT_RUNS', 5, 1, 50);
  const points = (warmup + samples) * (COSTS.basic + COSTS.enhanced);
  if (points > BALANCE) throw new Error(`${points} points needed, the admin has ${BALANCE}`);

  heading('Legal documents: generation with the fixture model, PDF/DOCX export in Chromium');
  const dataDir = await makeTempDir();
  const started = [];
  try {
    const upstreamPort = await freePort();
    const upstream = spawnNode([UPSTREAM], { PORT: String(upstreamPort), HOST });
    started.push(upstream);
    await waitReady(upstream, upstreamPort, '/healthz', performance.now());

    const productPort = await freePort();
    const product = spawnProduct(dataDir, productPort, {
      env: {
        LLM_BASE_URL: `http://${HOST}:${upstreamPort}/v1`,
        LLM_API_KEY: 'bench',
        LLM_MODEL: MODEL,
      },
    });
    started.push(product);
    await waitReady(product, productPort, '/readyz', performance.now());

    const login = await postJson(productPort, '/api/login', BENCH_ADMIN);
    const token = JSON.parse(login.text).token;
    if (!token) throw new Error(`could not sign in as the bench administrator (HTTP ${login.status})`);
    const templates = await new Promise((resolve, reject) => {
      http
        .get(
          {
            host: HOST,
            port: productPort,
            path: '/api/legal-templates',
            headers: { authorization: `Bearer ${token}` },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (part) => {
              text += part;
            });
            res.on('end', () => resolve(JSON.parse(text).templates));
          },
        )
        .on('error', reject);
    });
    const template = templates.find((t) => t.document_type === 'lettera_diffida');
    if (!template) throw new Error('no diffida template in GET /api/legal-templates');

    console.log(
      `  (1) POST /api/legal-documents, template «${template.name}», real point costs: ${samples} alternating rounds after ${warmup} warm-up rounds, one request at a time on a fresh connection`,
    );
    console.log(
      `      the fixture model answers a ${LEGAL_DRAFT.length}-character draft (and a review with NOTE:) in ~4-word chunks, at once`,
    );
    const gen = await measureGeneration({ upstreamPort, productPort, token, template, samples, warmup });
    if (!gen.checks.basicFromModel || !gen.checks.enhancedReviewed)
      console.log(
        `  warning: the server did not use the model's answers as expected: ${JSON.stringify(gen.checks)}`,
      );
    const row = (name, s) => [name, round(s.p50, 1), round(s.p99, 1), round(s.max, 1)];
    printTable([
      ['completed document (= first visible text)', 'p50 (ms)', 'p99 (ms)', 'max (ms)'],
      row('basic: model directly (1 call)', gen.directBasic),
      row('basic: POST /api/legal-documents', gen.basic),
      [
        'basic: added',
        round(gen.basic.p50 - gen.directBasic.p50, 1),
        round(gen.basic.p99 - gen.directBasic.p99, 1),
        '',
      ],
      row('enhanced: model directly (2 calls)', gen.directEnhanced),
      row('enhanced: POST /api/legal-documents', gen.enhanced),
      [
        'enhanced: added',
        round(gen.enhanced.p50 - gen.directEnhanced.p50, 1),
        round(gen.enhanced.p99 - gen.directEnhanced.p99, 1),
        '',
      ],
    ]);
    console.log(
      `  documents: basic ${gen.checks.basicLength} characters, enhanced ${gen.checks.enhancedLength} (review applied: ${gen.checks.enhancedReviewed})`,
    );

    let exp = null;
    if (!webBuilt) {
      console.log('  (2) skipped: apps/web/dist is missing (npm run build)');
    } else if (!existsSync(CHROMIUM)) {
      console.log(`  (2) skipped: no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`);
    } else {
      console.log(
        `  (2) export in Chromium (${CHROMIUM}): one document, ai_option 'none'; click on the format → download event; ${runs} of each after the first`,
      );
      exp = await measureExport({ productPort, runs });
      const pdf = summary(exp.pdf);
      const docx = summary(exp.docx);
      printTable([
        ['export', 'first download (chunk load included)', `median of ${runs} (ms)`, 'max (ms)', 'file'],
        [
          'PDF',
          round(exp.firstPdfMs, 1),
          round(pdf.p50, 1),
          round(pdf.max, 1),
          `${exp.pdfKiB} KiB, ${exp.pages} pages`,
        ],
        ['DOCX', round(exp.firstDocxMs, 1), round(docx.p50, 1), round(docx.max, 1), `${exp.docxKiB} KiB`],
      ]);
      console.log(
        `  document: ${exp.contentChars} characters of Markdown → ${exp.pages} PDF pages; each run: ${exp.pdf.map((v) => round(v, 0)).join(', ')} ms (PDF), ${exp.docx.map((v) => round(v, 0)).join(', ')} ms (DOCX)`,
      );
      if (exp.pageErrors.length) console.log(`  page errors: ${exp.pageErrors.join('; ')}`);
    }

    const figures = [
      {
        name: 'legal document basic, completed (= first text), p50 / p99',
        value: `${round(gen.basic.p50, 1)} / ${round(gen.basic.p99, 1)} ms (model directly ${round(gen.directBasic.p50, 1)} / ${round(gen.directBasic.p99, 1)} ms)`,
        goal: 'none (reported)',
        pass: null,
      },
      {
        name: 'legal document enhanced, completed (= first text), p50 / p99',
        value: `${round(gen.enhanced.p50, 1)} / ${round(gen.enhanced.p99, 1)} ms (model directly ${round(gen.directEnhanced.p50, 1)} / ${round(gen.directEnhanced.p99, 1)} ms)`,
        goal: 'none (reported)',
        pass: null,
      },
    ];
    if (exp) {
      figures.push(
        {
          name: `legal document PDF export, ${exp.pages} pages, median of ${runs}`,
          value: `${round(summary(exp.pdf).p50, 1)} ms (first download, chunk load included: ${round(exp.firstPdfMs, 1)} ms)`,
          goal: 'none (reported)',
          pass: null,
        },
        {
          name: `legal document DOCX export, same document, median of ${runs}`,
          value: `${round(summary(exp.docx).p50, 1)} ms (first: ${round(exp.firstDocxMs, 1)} ms)`,
          goal: 'none (reported)',
          pass: null,
        },
      );
    }
    for (const figure of figures) printFigure(figure);
    return {
      figures,
      data: { samples, warmup, generation: gen, export: exp, pointsCharged: points },
    };
  } finally {
    await Promise.all(started.map((child) => stop(child)));
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runLegalDocuments();
}
