// The public pages' first load in headless Chromium: /discover and /privacy-policy, which have their
// own small entry (apps/web/discover.html, privacy-policy.html), against /login, which loads the SPA,
// measured in the same run as the baseline. For each page, the median of N cold loads of:
//   - initial JS: every script fetched until the network is quiet, with no interaction, as raw bytes
//     and gzip (the server itself does not compress; a reverse proxy would);
//   - LCP: the largest-contentful-paint entry's start time.
// Builds nothing: run `npm run build` first. Usage: node bench/public-pages.mjs [runs] (default 5).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  removeTempDir,
  spawnProduct,
  stop,
  WEB_INDEX,
  waitReady,
} from './lib/proc.mjs';
import { heading, median, printFigure, printTable } from './lib/report.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PAGES = [
  { path: '/discover', goalGzipKb: 100, goalLcpMs: 1000 },
  { path: '/privacy-policy', goalGzipKb: 100, goalLcpMs: 1000 },
  { path: '/login', baseline: true },
];
const VIEWPORT = { width: 1280, height: 800 };
const QUIET_MS = 500;

const kb = (bytes) => bytes / 1000;
const formatKb = (bytes) => `${kb(bytes).toFixed(1)} kB`;

/** Records the LCP candidates from the first paint on (buffered), readable as window.__lcp. */
const OBSERVE_LCP = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** One cold load of `url` in a fresh context: the scripts fetched and the LCP. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'it-IT' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LCP);
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'load' });
  // The LCP entry is delivered a frame or more after the paint it times, and a route chunk of the
  // SPA may still be on its way at `load`: wait for the entry (at most 10 s), then for a quiet network.
  await page.waitForFunction(() => window.__lcp > 0, null, { timeout: 10_000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const response of scripts) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    raw += body.length;
    gzip += gzipSync(body).length;
    files.push(new URL(response.url()).pathname);
  }
  // LCP is final once the page is interacted with or hidden; after a quiet network it is the
  // largest candidate painted so far, which for these pages is the final one.
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return { raw, gzip, lcp, files };
}

/**
 * Measures the built app with `runs` cold loads per page, printing as it goes.
 * @returns {Promise<{ figures: import('./lib/report.mjs').Figure[], data: object }>}
 */
export async function runPublicPages(runs = 5) {
  heading(`Public pages: initial JS and LCP in headless Chromium (median of ${runs} cold loads)`);
  const dataDir = await makeTempDir();
  const port = await freePort();
  const server = spawnProduct(dataDir, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const data = { runs, pages: {} };
  try {
    await waitReady(server, port, '/readyz', performance.now());
    const base = `http://${HOST}:${port}`;
    // One warm-up load so the server's first-request costs do not land on the first page measured.
    await loadOnce(browser, `${base}/discover`);
    for (const target of PAGES) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await loadOnce(browser, `${base}${target.path}`));
      data.pages[target.path] = {
        rawBytes: median(samples.map((s) => s.raw)),
        gzipBytes: median(samples.map((s) => s.gzip)),
        lcpMs: median(samples.map((s) => s.lcp)),
        scripts: samples[0].files,
      };
    }
  } finally {
    await browser.close();
    await stop(server);
    await removeTempDir(dataDir);
  }

  const baseline = data.pages[PAGES.find((p) => p.baseline).path];
  const rows = [['page', 'scripts', 'JS raw', 'JS gzip', 'gzip vs /login', 'LCP', 'LCP vs /login']];
  for (const target of PAGES) {
    const page = data.pages[target.path];
    rows.push([
      target.path,
      String(page.scripts.length),
      formatKb(page.rawBytes),
      formatKb(page.gzipBytes),
      `${(page.gzipBytes / baseline.gzipBytes).toFixed(2)}×`,
      `${Math.round(page.lcpMs)} ms`,
      `${(page.lcpMs / baseline.lcpMs).toFixed(2)}×`,
    ]);
  }
  printTable(rows);

  const figures = [];
  for (const target of PAGES.filter((p) => !p.baseline)) {
    const page = data.pages[target.path];
    figures.push(
      {
        name: `initial JS for ${target.path} (gzip)`,
        value: formatKb(page.gzipBytes),
        goal: `≤ ${target.goalGzipKb} kB`,
        pass: kb(page.gzipBytes) <= target.goalGzipKb,
      },
      {
        name: `LCP of ${target.path} (local)`,
        value: `${Math.round(page.lcpMs)} ms`,
        goal: `≤ ${target.goalLcpMs} ms`,
        pass: page.lcpMs <= target.goalLcpMs,
      },
    );
  }
  for (const figure of figures) printFigure(figure);
  return { figures, data };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBuilt();
  if (!existsSync(WEB_INDEX)) {
    process.stderr.write('apps/web/dist is missing: run npm run build first.\n');
    process.exit(1);
  }
  const runs = Number.parseInt(process.argv[2] ?? '5', 10);
  await runPublicPages(Number.isFinite(runs) && runs > 0 ? runs : 5);
}
