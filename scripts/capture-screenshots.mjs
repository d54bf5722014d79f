#!/usr/bin/env node
// Captures the four screenshots /discover shows (apps/web/public/screenshots/*.webp) from the real,
// built product: `npm run build` first, then `node scripts/capture-screenshots.mjs`.
//
// It starts the built server on a temporary DATA_DIR (embedded database, real corpus, real OCR with
// Tesseract, real citation checks and fee tables) with the test suite's scripted OpenAI-compatible
// model (apps/server/test/openai-server.mjs with the e2e scenario) standing in for a provider, makes
// a demo account through the public API, and drives Chromium through each screen as a user would.
// Every figure on the images is what the app computed or stored; the model's text and estimates are
// the scripted fixture's, as the e2e tests use them.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const outDir = path.join(root, 'apps/web/public/screenshots');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The size demo-screenshots.ts declares for every image (width/height attributes on /discover). */
const VIEWPORT = { width: 1280, height: 800 };
const WEBP_QUALITY = 72;
const MAX_BYTES = 150_000;
const ADMIN = { email: 'admin@demo.brocardo.local', password: 'DemoAdmin123' };
const USER = { name: 'Avv. Laura Conti', email: 'laura.conti@studioconti.it', password: 'Password123' };

// The fixtures are TypeScript (shared with the tests): load them through tsx.
register();
const { e2eScenario } = await import('../e2e/harness/llm-fixture.ts');
const { scannedPdf } = await import('../apps/server/test/document-fixtures.ts');
const { startOpenAiServer } = await import('../apps/server/test/openai-server.mjs');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no toast is on screen, so none covers the view captured. */
async function waitToastsGone(page) {
  await page
    .getByTestId('toast')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
}

async function waitReady(baseURL, child) {
  for (let waited = 0; waited < 90_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the server was not ready within 90 s');
}

async function api(baseURL, method, urlPath, token, body) {
  const res = await fetch(`${baseURL}${urlPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The verification link of the newest e-mail in DATA_DIR/outbox. */
async function verificationLink(dataDir) {
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 200) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    if (names.length > 0) {
      const raw = (await readFile(path.join(outbox, names.at(-1)), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match =
        /(https?:\/\/[^\s"<>]+\/api\/email\/verify[^\s"<>]*)/.exec(raw) ??
        /(https?:\/\/[^\s"<>]*verif[^\s"<>]*)/.exec(raw);
      if (match) return match[1];
    }
    await sleep(200);
  }
  throw new Error('no verification e-mail in the outbox');
}

async function createDemoUser(baseURL, dataDir) {
  await api(baseURL, 'POST', '/api/register', null, {
    name: USER.name,
    email: USER.email,
    password: USER.password,
    password_confirmation: USER.password,
    captcha_token: 'none',
  });
  await fetch(await verificationLink(dataDir), { redirect: 'manual' });
  // Enough points for every metered step below (a simulation costs 25, a Database Legale answer 10).
  const { token: adminToken } = await api(baseURL, 'POST', '/api/login', null, {
    ...ADMIN,
    admin_login: true,
  });
  const { token } = await api(baseURL, 'POST', '/api/login', null, {
    email: USER.email,
    password: USER.password,
  });
  const me = await api(baseURL, 'GET', '/api/user', token);
  const userId = me.user?.id ?? me.id;
  await api(baseURL, 'PATCH', `/api/admin/users/${userId}/points`, adminToken, {
    points_balance: 500,
    reason: 'Account dimostrativo',
  });
  // The guided tour would open over the screens captured: mark it done, as dismissing it would.
  await api(baseURL, 'POST', '/api/user/complete-tutorial', token);
}

async function signIn(page, baseURL) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(`${baseURL}/`);
}

/** A WebP of the viewport through the DevTools protocol (Playwright itself writes PNG or JPEG only). */
async function saveWebp(page, name) {
  await sleep(400); // let transitions and fonts settle
  const session = await page.context().newCDPSession(page);
  let quality = WEBP_QUALITY;
  for (;;) {
    const { data } = await session.send('Page.captureScreenshot', { format: 'webp', quality });
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length <= MAX_BYTES || quality <= 40) {
      const file = path.join(outDir, `${name}.webp`);
      await writeFile(file, bytes);
      console.log(
        `${path.relative(root, file)}: ${(bytes.length / 1000).toFixed(1)} kB (quality ${quality})`,
      );
      return;
    }
    quality -= 8;
  }
}

async function captureDocuments(page) {
  await page.getByTestId('document-indicator').click();
  const panel = page.getByTestId('document-panel');
  await panel.waitFor();
  const lines = [
    'CONTRATTO DI LOCAZIONE AD USO ABITATIVO',
    'Tra il sig. Mario Rossi (locatore) e la sig.ra Anna Verdi (conduttrice)',
    "si conviene quanto segue. Art. 1 - Oggetto: l'appartamento in Milano,",
    'via Solferino 12, piano secondo. Art. 2 - Durata: quattro anni, rinnovabili.',
    'Art. 3 - Canone: euro 1.200 mensili. Art. 4 - Recesso: la conduttrice',
    'puo recedere con preavviso di sei mesi mediante raccomandata.',
  ];
  await page.getByTestId('document-upload-input').setInputFiles({
    name: 'contratto-locazione-scansione.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await scannedPdf(lines)),
  });
  const row = panel.getByTestId('document-row').filter({ hasText: 'contratto-locazione-scansione.pdf' });
  await row.waitFor();
  for (let waited = 0; waited < 90_000; waited += 500) {
    if ((await row.getAttribute('data-status')) === 'completed') break;
    await sleep(500);
  }
  await saveWebp(page, 'documenti-ocr');
  await page.keyboard.press('Escape');
}

async function captureChat(page, baseURL) {
  await page.goto(`${baseURL}/`);
  await page.getByText('Manuale', { exact: true }).click();
  await page.locator('label', { hasText: 'Database Legale' }).first().click();
  const input = page.getByLabel('La tua domanda', { exact: true });
  await input.fill(
    'Chi risponde del danno ingiusto causato da un fatto colposo e in quanto tempo si prescrive?',
  );
  await input.press('Enter');
  const answer = page.getByTestId('assistant-message').first();
  await answer.waitFor({ timeout: 60_000 });
  // The answer is complete when its text stops growing and the citation check has marked it.
  let previous = '';
  for (let waited = 0; waited < 60_000; waited += 700) {
    await sleep(700);
    const text = (await answer.textContent()) ?? '';
    if (text === previous && text.includes('decadenza')) break;
    previous = text;
  }
  await saveWebp(page, 'chat-citazioni');
}

async function captureCaseStrategy(page, baseURL) {
  await page.goto(`${baseURL}/case-strategy`);
  await page.getByRole('heading', { name: 'Nuovo Caso' }).waitFor();
  await page
    .getByRole('textbox', { name: /^Titolo del caso/ })
    .fill('Fornitura non consegnata — Beta S.r.l.');
  await page.getByRole('combobox', { name: /^Tipo di caso/ }).selectOption('contrattuale');
  await page.getByRole('textbox', { name: /^Area legale/ }).fill('Diritto civile');
  await page
    .getByRole('textbox', { name: /^Fatti del caso/ })
    .fill(
      'Il cliente ha pagato in anticipo 12.500 euro per una fornitura che Beta S.r.l. non ha mai consegnato.',
    );
  await page.getByRole('combobox', { name: /^Grado di giudizio/ }).selectOption('Tribunale');
  await page.getByRole('textbox', { name: /^Valore della causa/ }).fill('12500');
  await page.getByRole('button', { name: 'Crea Caso' }).click();
  const details = page.getByTestId('case-details');
  await details.getByTestId('probability').waitFor({ timeout: 60_000 });
  await waitToastsGone(page);
  await details.getByTestId('probability').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -140);
  await saveWebp(page, 'strategia-caso');
}

async function captureLegalDocument(page, baseURL) {
  await page.goto(`${baseURL}/legal-documents`);
  await page.getByRole('heading', { name: 'Nuovo Documento' }).waitFor();
  const title = 'Diffida Rossi — Beta S.r.l.';
  await page.getByRole('textbox', { name: 'Nome del documento' }).fill(title);
  await page
    .getByRole('combobox', { name: 'Modello' })
    .selectOption({ label: 'Lettera di diffida e messa in mora' });
  const fields = {
    'Creditore (nome e cognome o ragione sociale)': 'Mario Rossi',
    'Avvocato (nome e cognome)': 'Laura Conti',
    'Debitore (nome e cognome o ragione sociale)': 'Beta S.r.l.',
    'Indirizzo del debitore': 'Via Roma 1, 20100 Milano',
    'Titolo del credito': 'Fattura n. 12 del 3 gennaio 2025 per forniture di materiale edile.',
    'Importo dovuto (€)': '12500',
    'Data di scadenza del pagamento': '2025-02-01',
    'Termine per adempiere': '15',
    'Luogo di redazione': 'Milano',
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
  await page.getByRole('radio', { name: 'Nessuna AI (gratis)' }).check();
  await page.getByRole('button', { name: 'Genera Documento' }).click();
  const card = page.getByTestId('document-card').filter({ hasText: title });
  await card.waitFor({ timeout: 30_000 });
  await waitToastsGone(page);
  await card.click();
  await sleep(600);
  await saveWebp(page, 'generatore-atti');
}

async function main() {
  await stat(serverEntry).catch(() => {
    throw new Error('apps/server/dist/main.js not found: run npm run build first.');
  });
  await mkdir(outDir, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'brocardo-screens-'));
  const llm = await startOpenAiServer({ scenario: e2eScenario, record: false });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CAPTCHA_PROVIDER: 'none',
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_API_KEY: 'demo-key',
      LLM_MODEL: 'modello-dimostrativo',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    await waitReady(baseURL, server);
    await createDemoUser(baseURL, dataDir);
    const context = await browser.newContext({
      viewport: VIEWPORT,
      locale: 'it-IT',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signIn(page, baseURL);
    const only = process.argv.slice(2);
    const steps = {
      documents: () => captureDocuments(page),
      chat: () => captureChat(page, baseURL),
      strategy: () => captureCaseStrategy(page, baseURL),
      generator: () => captureLegalDocument(page, baseURL),
    };
    for (const [name, step] of Object.entries(steps)) {
      if (only.length > 0 && !only.includes(name)) continue;
      try {
        await step();
      } catch (error) {
        await page.screenshot({ path: path.join(tmpdir(), `capture-${name}-failed.png`) });
        throw error;
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await llm.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
