#!/usr/bin/env node
// The import rules of docs/ARCHITECTURE.md, checked on every `npm run lint`:
//   - no import cycles (server, web, shared);
//   - server `platform/` and `db/` never import `features/`;
//   - a server feature imports another feature only through its `*.service.ts`;
//   - web `components/` and `lib/` never import `features/` or `app/`;
//   - web `features/` never import `app/`;
//   - a web feature imports another feature only through its `index.ts` (its public surface).
// Tests and test support are exempt: they may reach anything they test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs'];

const isTest = (file) => /\.(test|int\.test)\.tsx?$|\.e2e\.ts$|test-support|\/test\//.test(file);

function sourceFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)));
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const resolved = resolveImport(file, match[1] ?? match[2]);
    if (resolved) targets.add(relative(resolved));
  }
  graph.set(relative(file), targets);
}

const problems = [];
const featureOf = (file, prefix) =>
  file.startsWith(prefix) ? file.slice(prefix.length).split('/')[0] : null;

for (const [file, targets] of graph) {
  if (isTest(file)) continue;
  for (const target of targets) {
    const rule = (message) => problems.push(`${file} → ${target}: ${message}`);
    if (/^apps\/server\/src\/(platform|db)\//.test(file) && target.startsWith('apps/server/src/features/'))
      rule('platform/ and db/ never import features/');
    const from = featureOf(file, 'apps/server/src/features/');
    const to = featureOf(target, 'apps/server/src/features/');
    if (from && to && from !== to && !target.endsWith('.service.ts'))
      rule(`a feature uses another only through its service (${to}/*.service.ts)`);
    if (/^apps\/web\/src\/(components|lib)\//.test(file) && /^apps\/web\/src\/(features|app)\//.test(target))
      rule('web components/ and lib/ never import features/ or app/');
    if (file.startsWith('apps/web/src/features/') && target.startsWith('apps/web/src/app/'))
      rule('web features never import app/');
    const webFrom = featureOf(file, 'apps/web/src/features/');
    const webTo = featureOf(target, 'apps/web/src/features/');
    if (webFrom && webTo && webFrom !== webTo && target !== `apps/web/src/features/${webTo}/index.ts`)
      rule(`a web feature uses another only through its index.ts (features/${webTo}/index.ts)`);
  }
}

// Cycles: a depth-first search over the source files (tests included: a cycle through a test is one too).
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    if (state.get(target) === 'open') {
      problems.push(`import cycle: ${[...stack.slice(stack.indexOf(target)), target].join(' → ')}`);
    } else if (!state.has(target)) visit(target);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length > 0) {
  console.error(
    `Architecture: ${problems.length} broken import rule(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Architecture: ${graph.size} files, import rules hold, no cycles.`);
