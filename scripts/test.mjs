#!/usr/bin/env node
// `npm test`: lint, typecheck, build, unit, integration (PGlite, and PostgreSQL when DATABASE_URL is
// set), end-to-end in Chromium. Every stage runs even if an earlier one failed (except e2e, which
// needs the build); the last line sums the tests: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.DATABASE_URL || '';
const withoutDatabaseUrl = { ...process.env, DATABASE_URL: '' };
const vitest = (name, projects) => [
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
];

/** server-int shares one module graph per worker; the files that vi.mock a module run apart. */
const INTEGRATION_PROJECTS = ['server-int', 'server-int-mocked'];

const stages = [
  { name: 'lint', command: ['npm', ['run', 'lint', '--silent']] },
  { name: 'typecheck', command: ['npm', ['run', 'typecheck', '--silent', '--workspaces', '--if-present']] },
  { name: 'build', command: ['npm', ['run', 'build', '--silent']] },
  {
    name: 'unit',
    command: vitest('unit', ['shared', 'server-unit', 'web', 'web-mocked']),
    env: withoutDatabaseUrl,
  },
  {
    name: 'integration (PGlite)',
    command: vitest('int-pglite', INTEGRATION_PROJECTS),
    env: withoutDatabaseUrl,
  },
  ...(postgresUrl
    ? [
        {
          name: 'integration (PostgreSQL)',
          command: vitest('int-postgres', INTEGRATION_PROJECTS),
          env: { ...process.env, DATABASE_URL: postgresUrl },
        },
      ]
    : []),
  { name: 'e2e (Chromium)', command: vitest('e2e', ['e2e']), env: withoutDatabaseUrl, needs: 'build' },
];

const results = [];
for (const stage of stages) {
  if (stage.needs && results.find((r) => r.name === stage.needs)?.status !== 'ok') {
    results.push({ name: stage.name, status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n━━ ${stage.name} ━━`);
  const started = Date.now();
  const [command, args] = stage.command;
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: stage.env ?? process.env });
  results.push({
    name: stage.name,
    status: run.status === 0 ? 'ok' : 'FAILED',
    seconds: (Date.now() - started) / 1000,
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, named in the summary: CI keeps only the end of the log. */
const failures = [];
for (const file of ['unit', 'int-pglite', 'int-postgres', 'e2e']) {
  try {
    const report = JSON.parse(readFileSync(path.join(reports, `${file}.json`), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...failuresOf(file, report));
  } catch {
    // stage skipped or crashed before writing its report: its status says so below
  }
}

console.log('\n━━ summary ━━');
for (const failure of failures.slice(0, 20)) console.log(`✗ ${failure}`);
for (const r of results) console.log(`${r.status.padEnd(8)} ${r.name.padEnd(26)} ${r.seconds.toFixed(1)} s`);
if (!postgresUrl) console.log('note: DATABASE_URL is not set, so the integration tests ran on PGlite only');
const anyFailed = results.some((r) => r.status !== 'ok');
if (anyFailed && failed === 0) failed = 1; // a failed lint, typecheck or build counts as a failure
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(anyFailed ? 1 : 0);

/** One line per failed test (or test file that failed to run): stage, file, name, first line of the error. */
function failuresOf(stage, report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      lines.push(`${stage} ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed')
      lines.push(`${stage} ${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

function firstLine(message = '') {
  return (
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
