import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { legalIdentifier, parseLegalCitations } from '@brocardo/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR } from '../../../config';
import { actsFile } from './corpus-files';

/**
 * The shipped corpus as data (issue 24): every file and record well formed, every act dated in
 * SOURCES.md and acts.json, and every article the doctrine table and the generator's templates name
 * present in it. Everything is read at run time (files, doctrine modules, templates): entries added
 * later are checked without touching this test.
 */

const DIR = DEFAULT_CORPUS_DIR;
const SEARCH_DIR = path.resolve(import.meta.dirname, '../search');
const TEMPLATES_DIR = path.resolve(import.meta.dirname, '../../legal-documents/templates');
const ACT_FILES = readdirSync(DIR)
  .filter((name) => name.endsWith('.jsonl'))
  .sort();
const FIELDS = ['act', 'act_title', 'article', 'heading', 'path', 'text', 'abrogated'];

interface Row {
  act: string;
  act_title: string;
  article: string;
  heading: string | null;
  path: string[];
  text: string;
  abrogated: boolean;
}

function rowProblem(row: unknown, act: string): string | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return 'not an object';
  const record = row as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  if (keys.join() !== [...FIELDS].sort().join()) return `fields ${keys.join(', ')}`;
  if (record.act !== act) return `act ${String(record.act)} in ${act}.jsonl`;
  if (typeof record.act_title !== 'string' || !record.act_title.trim()) return 'act_title';
  if (typeof record.article !== 'string' || !record.article.trim()) return 'article';
  if (record.heading !== null && typeof record.heading !== 'string') return 'heading';
  if (!Array.isArray(record.path) || record.path.some((part) => typeof part !== 'string')) return 'path';
  if (typeof record.text !== 'string' || !record.text.trim()) return 'empty text';
  if (typeof record.abrogated !== 'boolean') return 'abrogated';
  return null;
}

/** act → its rows, parsed from every .jsonl file (the first test says which lines fail). */
const rows = new Map<string, Row[]>();
const problems: string[] = [];
for (const file of ACT_FILES) {
  const act = file.slice(0, -'.jsonl'.length);
  const parsed: Row[] = [];
  readFileSync(path.join(DIR, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        problems.push(`${file}:${index + 1} is not JSON`);
        return;
      }
      const problem = rowProblem(row, act);
      if (problem) problems.push(`${file}:${index + 1} ${problem}`);
      else parsed.push(row as Row);
    });
  rows.set(act, parsed);
}
const identifiers = new Set<string>();
const inForce = new Set<string>();
for (const [act, list] of rows) {
  for (const row of list) {
    // Codes outside the registry fail the acts.json test below; their rows are still named here.
    const identifier = legalIdentifier(act as never, row.article);
    identifiers.add(identifier);
    if (!row.abrogated) inForce.add(identifier);
  }
}

describe('data/corpus', () => {
  it('has well-formed records: the seven fields with their types, no empty text', () => {
    expect(ACT_FILES.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('has each article number once per act (as written and as an identifier)', () => {
    const duplicates: string[] = [];
    for (const [act, list] of rows) {
      const seen = new Set<string>();
      for (const row of list) {
        const key = legalIdentifier(act as never, row.article);
        if (seen.has(key)) duplicates.push(`${act} art. ${row.article}`);
        seen.add(key);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('has an acts.json entry for every file and a file for every entry', () => {
    const meta = actsFile.parse(JSON.parse(readFileSync(path.join(DIR, 'acts.json'), 'utf8')));
    expect(Object.keys(meta.acts).sort()).toEqual([...rows.keys()].sort());
  });

  it('names every file in the Files table of SOURCES.md, with its date and record count', () => {
    const sources = readFileSync(path.join(DIR, 'SOURCES.md'), 'utf8');
    const table = sources.slice(
      sources.indexOf('## Files'),
      sources.indexOf('\n## ', sources.indexOf('## Files') + 1),
    );
    const missing: string[] = [];
    for (const file of ACT_FILES) {
      const line = table.split('\n').find((row) => row.startsWith(`| ${file} `));
      const cells = line?.split('|').map((cell) => cell.trim()) ?? [];
      // | file | act | records | in force | marked abrogated | consolidated text as of |
      const date = cells[6] ?? '';
      const records = Number(cells[3]);
      if (!line || !/\d{4}/.test(date)) missing.push(`${file}: no row with a date`);
      else if (records !== rows.get(file.slice(0, -'.jsonl'.length))?.length)
        missing.push(`${file}: ${cells[3]} records in SOURCES.md`);
    }
    expect(missing).toEqual([]);
  });
});

/** The exported arrays of every module in `dir` whose name matches, as one list. */
async function exportedArrays(dir: string, match: RegExp): Promise<unknown[]> {
  const files = readdirSync(dir).filter((name) => match.test(name) && !name.includes('.test.'));
  const items: unknown[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(dir, file)).href);
    for (const value of Object.values(module)) {
      if (Array.isArray(value)) items.push(...value);
      else if (typeof value === 'object' && value !== null) items.push(value);
    }
  }
  return items;
}

describe('references to the corpus', () => {
  let doctrine: { names: readonly string[]; articles: readonly string[] }[] = [];
  let templates: { key: string; body: string }[] = [];
  beforeAll(async () => {
    const isEntry = (item: unknown): item is (typeof doctrine)[number] =>
      typeof item === 'object' && item !== null && Array.isArray((item as { articles?: unknown }).articles);
    // Every doctrine module, joined or not yet: the entries are deduplicated by identity.
    doctrine = [...new Set((await exportedArrays(SEARCH_DIR, /^legal-doctrine.*\.ts$/)).filter(isEntry))];
    const isTemplate = (item: unknown): item is (typeof templates)[number] =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { body?: unknown }).body === 'string' &&
      typeof (item as { key?: unknown }).key === 'string';
    templates = [...new Set((await exportedArrays(TEMPLATES_DIR, /\.ts$/)).filter(isTemplate))];
  });

  it('every article of the doctrine table exists in the corpus and is in force', () => {
    expect(doctrine.length).toBeGreaterThan(1_000);
    const unknown: string[] = [];
    const abrogated: string[] = [];
    for (const entry of doctrine) {
      for (const identifier of entry.articles) {
        if (!identifiers.has(identifier)) unknown.push(`${identifier} (${entry.names[0]})`);
        else if (!inForce.has(identifier)) abrogated.push(`${identifier} (${entry.names[0]})`);
      }
    }
    expect({ unknown, abrogated }).toEqual({ unknown: [], abrogated: [] });
  });

  it("every article the generator's templates cite exists in the corpus", () => {
    expect(templates.length).toBeGreaterThan(0);
    const unknown = templates.flatMap(({ key, body }) =>
      parseLegalCitations(body)
        .filter((citation) => !identifiers.has(citation.identifier))
        .map((citation) => `${key}: ${citation.text} → ${citation.identifier}`),
    );
    expect(unknown).toEqual([]);
  });
});
