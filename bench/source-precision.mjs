// Source precision of Database Legale answers (issue 25): are the "Fonti principali" the articles a
// lawyer would call relevant?
//
// The questions of bench/data/source-precision.jsonl (concept and statute questions, clients'
// stories), each with the articles judged relevant by reading data/corpus — never an evaluation file
// of ../shared/eval — go through the chat's Database Legale retrieval in process: the server's
// createLegalDbPreparer over the real legal-db service on the shipped corpus, with the spec's default
// settings (spec 1 §9: all acts, no personal documents, min 3, max 20, threshold 0.3) and no model
// (no query enrichment). Its `citations` event is what the lawyer sees.
//
// Prints, over all questions (micro) and per question (macro):
//   - precision of "Fonti principali": share of principal sources judged relevant (after);
//   - precision of all consulted sources: what the lawyer saw as one list (before);
//   - recall of the relevant articles within the principal sources (and within all consulted);
//   - average counts; and the same figures for other shares of the best score (the bar's tuning).
//
// Run: cd /work/main && timeout 600 npx tsx bench/source-precision.mjs [--show]

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatRequest, classifySourceRelevance, SOURCE_RELEVANCE_BAR } from '@brocardo/shared';
import { createLegalDbPreparer } from '../apps/server/src/features/chat/modes/legal-db.ts';
import { readCorpusFiles } from '../apps/server/src/features/legal-db/corpus/corpus-files.ts';
import {
  analyseLegalQuery,
  createLegalDbService,
} from '../apps/server/src/features/legal-db/legal-db.service.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUESTIONS = path.join(ROOT, 'bench/data/source-precision.jsonl');
const SHOW = process.argv.includes('--show');
const SWEEP = [0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];

const questions = readFileSync(QUESTIONS, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

const corpus = await readCorpusFiles(path.join(ROOT, 'data/corpus'));
for (const { question, relevant } of questions) {
  const missing = relevant.filter((id) => !corpus.articles.some((article) => article.identifier === id));
  if (missing.length > 0) throw new Error(`${question}: not in the corpus: ${missing.join(', ')}`);
}
const legalDb = createLegalDbService({
  repo: {
    version: async () => corpus.version,
    articles: async () => corpus.articles,
    acts: async () => corpus.acts,
  },
});
const prepare = createLegalDbPreparer({ legalDb });

const ratio = (part, whole) => (whole === 0 ? 0 : part / whole);
const pct = (value) => `${(value * 100).toFixed(1)}%`;

/** The figures of one way of choosing principal sources, given per question. */
function figures(runs, principalOf) {
  let principal = 0;
  let principalRelevant = 0;
  let consulted = 0;
  let consultedRelevant = 0;
  let relevant = 0;
  let recalledPrincipal = 0;
  let recalledConsulted = 0;
  const macro = { principal: [], consulted: [], recall: [] };
  for (const run of runs) {
    const judged = new Set(run.relevant);
    const main = principalOf(run);
    const mainRelevant = main.filter((id) => judged.has(id)).length;
    const allRelevant = run.consulted.filter((id) => judged.has(id)).length;
    principal += main.length;
    principalRelevant += mainRelevant;
    consulted += run.consulted.length;
    consultedRelevant += allRelevant;
    relevant += judged.size;
    recalledPrincipal += mainRelevant;
    recalledConsulted += allRelevant;
    macro.principal.push(ratio(mainRelevant, main.length));
    macro.consulted.push(ratio(allRelevant, run.consulted.length));
    macro.recall.push(ratio(mainRelevant, judged.size));
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    principalPrecision: ratio(principalRelevant, principal),
    principalPrecisionMacro: mean(macro.principal),
    consultedPrecision: ratio(consultedRelevant, consulted),
    consultedPrecisionMacro: mean(macro.consulted),
    principalRecall: ratio(recalledPrincipal, relevant),
    principalRecallMacro: mean(macro.recall),
    consultedRecall: ratio(recalledConsulted, relevant),
    principalCount: principal / runs.length,
    consultedCount: consulted / runs.length,
  };
}

const runs = [];
for (const { question, relevant } of questions) {
  const request = chatRequest.parse({ message: question, useWebSearch: false, queryMode: 'all' });
  const preparation = await prepare({ userId: 1, question, request });
  const event = preparation.events.find((candidate) => candidate.type === 'citations');
  const legal = event.citations.filter((citation) => citation.source_type === 'legal');
  // The same search without the chat around it, for the scores the sweep re-classifies.
  const { hits } = await legalDb.search(analyseLegalQuery(question), { limit: 20 });
  const scoreOf = new Map(hits.map((hit) => [hit.article.identifier, hit]));
  const scored = [...legal]
    .map((citation) => ({ id: citation.identifier, hit: scoreOf.get(citation.identifier) }))
    .sort((a, b) => hits.indexOf(a.hit) - hits.indexOf(b.hit));
  runs.push({
    question,
    relevant,
    consulted: legal.map((citation) => citation.identifier),
    principal: legal.filter((citation) => citation.relevance === 'principal').map((c) => c.identifier),
    titles: new Map(legal.map((citation) => [citation.identifier, citation.title])),
    scored: scored.map(({ id, hit }) => ({ id, score: hit?.score ?? 0, cited: hit?.cited ?? false })),
  });
}

if (SHOW) {
  for (const run of runs) {
    console.log(`\n${run.question}`);
    for (const { id, score, cited } of run.scored) {
      const mark = run.relevant.includes(id) ? '✓' : ' ';
      const kind = run.principal.includes(id) ? 'P' : '·';
      console.log(`  ${mark} ${kind} ${score.toFixed(3)}${cited ? ' cited' : ''}  ${run.titles.get(id)}`);
    }
    const missed = run.relevant.filter((id) => !run.consulted.includes(id));
    if (missed.length > 0) console.log(`    not consulted: ${missed.join(', ')}`);
  }
}

const shipped = figures(runs, (run) => run.principal);
const before = figures(runs, (run) => run.consulted);
console.log(`\nSource precision, ${runs.length} questions (bench/data/source-precision.jsonl)`);
console.log(
  `  bar: ${SOURCE_RELEVANCE_BAR.share} of the best uncited score, at most ${SOURCE_RELEVANCE_BAR.maxPrincipal} uncited; cited always principal`,
);
console.log(
  `  before (all consulted sources, one list): precision ${pct(before.consultedPrecision)} (macro ${pct(before.consultedPrecisionMacro)}), ${before.consultedCount.toFixed(1)} sources per answer, recall ${pct(before.consultedRecall)}`,
);
console.log(
  `  after ("Fonti principali"): precision ${pct(shipped.principalPrecision)} (macro ${pct(shipped.principalPrecisionMacro)}), ${shipped.principalCount.toFixed(1)} sources per answer, recall of relevant articles ${pct(shipped.principalRecall)} (macro ${pct(shipped.principalRecallMacro)})`,
);
console.log(
  `  "Altre fonti consultate": ${(shipped.consultedCount - shipped.principalCount).toFixed(1)} per answer`,
);

console.log('\n  share  cap  precision   macro  recall  principal/answer');
for (const share of SWEEP) {
  for (const cap of [3, 4, 5, Number.POSITIVE_INFINITY]) {
    const swept = figures(runs, (run) => {
      const relevance = classifySourceRelevance(run.scored, { share, maxPrincipal: cap });
      return run.scored.filter((_, at) => relevance[at] === 'principal').map(({ id }) => id);
    });
    console.log(
      `  ${share.toFixed(2).padStart(5)}  ${String(cap).replace('Infinity', '∞').padStart(3)}  ${pct(swept.principalPrecision).padStart(9)}  ${pct(swept.principalPrecisionMacro).padStart(6)}  ${pct(swept.principalRecall).padStart(6)}  ${swept.principalCount.toFixed(1).padStart(5)}`,
    );
  }
}
