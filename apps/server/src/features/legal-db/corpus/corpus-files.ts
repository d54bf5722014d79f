import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_ACT_CODES, type LegalActCode, legalIdentifier, z } from '@brocardo/shared';
import type { LegalArticle } from '../search/legal-index';

const articleLine = z.object({
  act: z.enum(LEGAL_ACT_CODES),
  act_title: z.string().min(1),
  article: z.string().min(1),
  heading: z.string().nullable(),
  path: z.array(z.string()),
  text: z.string(),
  abrogated: z.boolean(),
});

const actsFile = z.object({
  acts: z.record(
    z.enum(LEGAL_ACT_CODES),
    z.object({ vigente_al: z.string().min(1), source: z.string().min(1) }),
  ),
});

export interface CorpusAct {
  code: LegalActCode;
  title: string;
  vigenteAl: string;
  source: string;
}

export interface CorpusFiles {
  /** sha256 of every file name and content: the tables are reloaded when it changes. */
  version: string;
  acts: CorpusAct[];
  articles: LegalArticle[];
}

/**
 * Reads and checks the shipped corpus: `acts.json` and one `{act}.jsonl` per act. A malformed
 * line stops the boot with its file and line number (a broken corpus must not load half-way).
 */
export async function readCorpusFiles(dir: string): Promise<CorpusFiles> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.jsonl') || name === 'acts.json').sort();
  const hash = createHash('sha256');
  const contents = new Map<string, string>();
  for (const name of names) {
    const content = await readFile(path.join(dir, name), 'utf8');
    hash.update(`${name}\0${content}\0`);
    contents.set(name, content);
  }
  const meta = actsFile.parse(JSON.parse(contents.get('acts.json') ?? '{"acts":{}}'));
  const acts: CorpusAct[] = [];
  const articles: LegalArticle[] = [];
  for (const code of LEGAL_ACT_CODES) {
    const content = contents.get(`${code}.jsonl`);
    const info = meta.acts[code];
    if (content === undefined || !info) continue;
    let title = '';
    content.split('\n').forEach((line, index) => {
      if (!line.trim()) return;
      const parsed = articleLine.safeParse(JSON.parse(line));
      if (!parsed.success || parsed.data.act !== code) {
        throw new Error(`corpus: ${code}.jsonl line ${index + 1} is not a valid article of ${code}`);
      }
      const { data } = parsed;
      title ||= data.act_title;
      articles.push({
        identifier: legalIdentifier(code, data.article),
        act: code,
        article: data.article,
        heading: data.heading,
        path: data.path,
        text: data.text,
        abrogated: data.abrogated,
      });
    });
    acts.push({ code, title, vigenteAl: info.vigente_al, source: info.source });
  }
  return { version: hash.digest('hex'), acts, articles };
}
