import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLegalActCode, type LegalActCode, legalIdentifier, z } from '@brocardo/shared';
import type { LegalArticle } from '../search/legal-index';

const ACTS_FILE = 'acts.json';
const ACT_FILE_SUFFIX = '.jsonl';

const articleLine = z.object({
  act: z.string().min(1),
  act_title: z.string().min(1),
  article: z.string().min(1),
  heading: z.string().nullable(),
  path: z.array(z.string()),
  text: z.string(),
  abrogated: z.boolean(),
});

/** acts.json: per act, the date of its consolidated text, its source and, where due, a quality note. */
export const actsFile = z.object({
  acts: z.record(
    z.string(),
    z.object({
      vigente_al: z.string().min(1),
      source: z.string().min(1),
      /** One Italian sentence shown to the lawyer under the date (a stale or hand-copied text). */
      note: z.string().min(1).optional(),
    }),
  ),
});

export interface CorpusAct {
  code: LegalActCode;
  title: string;
  vigenteAl: string;
  source: string;
  note: string | null;
}

export interface CorpusFiles {
  /** sha256 of every file name and content: the tables are reloaded when it changes. */
  version: string;
  acts: CorpusAct[];
  articles: LegalArticle[];
}

/**
 * The acts of a corpus directory: every `{code}.jsonl` with its entry in acts.json, in the order
 * of acts.json. No code per act: a new act needs its file, its metadata and its registry entry
 * (packages/shared rules/legal-acts.ts, which citations need). A file without metadata, metadata
 * without a file or an act the registry does not know stops the boot: nothing is skipped silently.
 */
function actCodes(dir: string, files: readonly string[], meta: z.infer<typeof actsFile>): LegalActCode[] {
  const withFile = new Set(files.map((name) => name.slice(0, -ACT_FILE_SUFFIX.length)));
  const described = Object.keys(meta.acts);
  const problems = [
    ...[...withFile]
      .filter((code) => !(code in meta.acts))
      .map((code) => `${code}${ACT_FILE_SUFFIX} has no entry in ${ACTS_FILE} (vigente_al, source)`),
    ...described
      .filter((code) => !withFile.has(code))
      .map((code) => `${ACTS_FILE} describes "${code}" but ${code}${ACT_FILE_SUFFIX} is missing`),
    ...described
      .filter((code) => !isLegalActCode(code))
      .map(
        (code) =>
          `act "${code}" is not in the registry: add it to LEGAL_ACT_CODES and LEGAL_ACTS (packages/shared/src/rules/legal-acts.ts)`,
      ),
  ];
  if (problems.length > 0) throw new Error(`corpus in ${dir}: ${problems.join('; ')}`);
  return described.filter(isLegalActCode);
}

function readAct(code: LegalActCode, content: string, articles: LegalArticle[]): string {
  const name = `${code}${ACT_FILE_SUFFIX}`;
  let title = '';
  content.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      json = undefined;
    }
    const parsed = articleLine.safeParse(json);
    if (!parsed.success || parsed.data.act !== code) {
      throw new Error(`corpus: ${name} line ${index + 1} is not a valid article of ${code}`);
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
  if (!title) throw new Error(`corpus: ${name} has no articles`);
  return title;
}

/** A corpus directory hashed and its acts checked, its article lines not yet parsed. */
export interface CorpusScan {
  /** sha256 of every file name and content: the tables are reloaded when it changes. */
  version: string;
  /** Parses every article line; throws with the file and line of the first malformed one. */
  parse(): CorpusFiles;
}

/**
 * Hashes the shipped corpus (`acts.json` and one `{act}.jsonl` per act) and checks that files,
 * metadata and registry agree. Parsing the lines is left to `parse()`: a boot whose database already
 * holds this version never needs the articles (at ×10 the parse alone took 0.9 s of a 2.6 s boot).
 */
export async function scanCorpusFiles(dir: string): Promise<CorpusScan> {
  const names = (await readdir(dir))
    .filter((name) => name.endsWith(ACT_FILE_SUFFIX) || name === ACTS_FILE)
    .sort();
  const hash = createHash('sha256');
  const contents = new Map<string, string>();
  for (const name of names) {
    const content = await readFile(path.join(dir, name), 'utf8');
    hash.update(`${name}\0${content}\0`);
    contents.set(name, content);
  }
  const metaText = contents.get(ACTS_FILE);
  let meta: z.infer<typeof actsFile>;
  try {
    meta = actsFile.parse(JSON.parse(metaText ?? '{"acts":{}}'));
  } catch (error) {
    throw new Error(`corpus: ${ACTS_FILE} in ${dir} is not valid (${(error as Error).message})`);
  }
  const codes = actCodes(
    dir,
    names.filter((name) => name.endsWith(ACT_FILE_SUFFIX)),
    meta,
  );
  const version = hash.digest('hex');
  return {
    version,
    parse() {
      const acts: CorpusAct[] = [];
      const articles: LegalArticle[] = [];
      for (const code of codes) {
        const info = meta.acts[code]!;
        const title = readAct(code, contents.get(`${code}${ACT_FILE_SUFFIX}`)!, articles);
        acts.push({ code, title, vigenteAl: info.vigente_al, source: info.source, note: info.note ?? null });
      }
      return { version, acts, articles };
    },
  };
}

/**
 * Reads and checks the shipped corpus: `acts.json` and one `{act}.jsonl` per act. A malformed
 * line stops the boot with its file and line number (a broken corpus must not load half-way).
 */
export async function readCorpusFiles(dir: string): Promise<CorpusFiles> {
  return (await scanCorpusFiles(dir)).parse();
}
