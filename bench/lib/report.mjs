// Small statistics and printing helpers shared by the benchmark scripts.
import os from 'node:os';

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** BENCH_DURATION in seconds, per measured run (default 10, clamped to 1..300). */
export function benchDurationSeconds() {
  const value = Number.parseInt(process.env.BENCH_DURATION ?? '10', 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), 300) : 10;
}

/** @param {number[]} values */
export function mean(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export const round = (value, digits = 0) => Number(value.toFixed(digits));

/** Milliseconds as "1234 ms" or "6.53 s". */
export function ms(value) {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/**
 * One figure with its goal.
 * @typedef {{ name: string, value: string, goal: string, pass: boolean | null }} Figure
 * `pass: null` is a figure reported without a goal.
 */

/** @param {Figure} figure */
export function verdict(figure) {
  if (figure.pass === null) return 'REPORTED';
  return figure.pass ? 'PASS' : 'FAIL';
}

/** Prints a figure on one line: name, value, goal, PASS/FAIL. */
export function printFigure(figure) {
  console.log(`  ${figure.name}: ${figure.value}   (goal ${figure.goal})   ${verdict(figure)}`);
}

/** Prints rows as an aligned text table. @param {string[][]} rows first row is the header */
export function printTable(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  const line = (row) => row.map((cell, col) => String(cell).padEnd(widths[col])).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

/** The machine the figures come from: they only mean something next to it. */
export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    totalMemMiB: Math.round(os.totalmem() / 1024 / 1024),
  };
}

export function heading(title) {
  console.log(`\n=== ${title} ===`);
}
