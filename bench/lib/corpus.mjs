import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './proc.mjs';

export const CORPUS_DIR = path.join(REPO_ROOT, 'data/corpus');

/** The corpus's articles in force, as the benches compare engines on them (identifier `act-article`). */
export function corpusInForce(dir = CORPUS_DIR) {
  const articles = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line);
      if (row.abrogated) continue;
      const identifier = `${row.act}-${row.article}`.toLowerCase().replace(/\s*-\s*|\s+/g, '-');
      articles.push({
        identifier,
        act: row.act,
        article: row.article,
        heading: row.heading,
        path: row.path ?? [],
        text: row.text,
      });
    }
  }
  return articles;
}
