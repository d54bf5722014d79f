// The web app's JavaScript as the browser must download it before a page shows: for /login and for /
// (chat), the entry chunk and its static imports, plus the route's lazy chunk and its static imports,
// raw and gzip; and the total of every JS file built. Reads the built apps/web/dist (its Vite manifest,
// dist/.vite/manifest.json); nothing is served or started.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { heading, printFigure, printTable } from './lib/report.mjs';

const DEFAULT_DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/** Each measured route, the module its lazy route loads, and the goal for its initial JS (gzip). */
export const ROUTES = [
  { path: '/login', module: 'src/features/auth/login-page.tsx', goalGzipKb: 150 },
  { path: '/', module: 'src/features/chat/chat-page.tsx', goalGzipKb: 300 },
  // The admin portal with its charts (Chart.js is loaded on this route only).
  { path: '/admin/dashboard', module: 'src/features/admin/admin-dashboard-page.tsx', goalGzipKb: 300 },
];

const kb = (bytes) => bytes / 1000;
const formatKb = (bytes) => `${kb(bytes).toFixed(1)} kB`;

function readManifest(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    process.stderr.write(`${manifestPath} not found: run npm run build first.\n`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** The manifest keys of `key` and, transitively, of its static imports (dynamic imports excluded). */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function sizesOf(distDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip, files: files.length };
}

function allJsFiles(distDir) {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
}

/**
 * Measures the build in `distDir` (default apps/web/dist), printing as it goes.
 * @returns {{ figures: import('./lib/report.mjs').Figure[], data: object }}
 */
export function runWebBundle(distDir = DEFAULT_DIST) {
  const manifest = readManifest(distDir);
  // The SPA's entry; the public pages have entries of their own (bench/public-pages.mjs measures them).
  const entryKey = 'index.html';
  if (!manifest[entryKey]?.isEntry) throw new Error('no index.html entry chunk in the manifest');
  heading('Web bundle: JavaScript downloaded before a page shows');

  const rows = [['route', 'chunks', 'raw', 'gzip', 'route chunk']];
  const figures = [];
  const data = { routes: {} };
  for (const route of ROUTES) {
    const keys = staticClosure(manifest, entryKey);
    const routeChunk = manifest[route.module];
    if (routeChunk) staticClosure(manifest, route.module, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const size = sizesOf(distDir, files);
    rows.push([
      route.path,
      String(size.files),
      formatKb(size.raw),
      formatKb(size.gzip),
      routeChunk ? routeChunk.file : '(in the entry)',
    ]);
    figures.push({
      name: `web initial JS for ${route.path} (gzip)`,
      value: formatKb(size.gzip),
      goal: `≤ ${route.goalGzipKb} kB`,
      pass: kb(size.gzip) <= route.goalGzipKb,
    });
    data.routes[route.path] = { files, rawBytes: size.raw, gzipBytes: size.gzip };
  }
  const total = sizesOf(distDir, allJsFiles(distDir));
  rows.push(['all JS', String(total.files), formatKb(total.raw), formatKb(total.gzip), '']);
  data.total = { files: total.files, rawBytes: total.raw, gzipBytes: total.gzip };

  printTable(rows);
  for (const figure of figures) printFigure(figure);
  return { figures, data };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  runWebBundle(process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_DIST);
}
