// Conversation search at scale (issue 27): 100,000 messages over 1,000 users (10 conversations of
// 10 messages each), bulk-inserted with SQL into a fresh PGlite data dir and, when BENCH_DATABASE_URL
// or DATABASE_URL names a PostgreSQL server, into a throwaway database created and dropped here.
// Then p50/p95 of the server's own search (conversation-search service, in process) for typical
// queries of random users, next to a plain indexed lookup of the user's conversations (baseline);
// and the export time of a 50-message conversation with 30 citations (the legal corpus loaded).
//
//   npx tsx bench/conversation-search.mts                     # BENCH_SEARCH_SAMPLES=200 per query
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/conversation-search.mts

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_CORPUS_DIR } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createConversationSearchService } from '../apps/server/src/features/conversations/conversation-search.service';
import { createConversationsService } from '../apps/server/src/features/conversations/conversations.service';
import { scanCorpusFiles } from '../apps/server/src/features/legal-db/corpus/corpus-files';
import { loadCorpusIntoDatabase } from '../apps/server/src/features/legal-db/corpus/corpus-loader';
import { createLegalDbRepo } from '../apps/server/src/features/legal-db/legal-db.repo';
import { createLegalDbService } from '../apps/server/src/features/legal-db/legal-db.service';
import { percentile, printTable, round } from './lib/report.mjs';

const USERS = 1_000;
const CONVERSATIONS_PER_USER = 10;
const MESSAGES_PER_CONVERSATION = 10;
const SAMPLES = Math.max(10, Number.parseInt(process.env.BENCH_SEARCH_SAMPLES ?? '200', 10) || 200);
const GOAL_P95_MS = 200;

/** What lawyers type: single terms, inflected forms, accents left out, phrases, OR, exclusions. */
const QUERIES = [
  'locazioni',
  'perche risoluzione',
  '"clausola penale"',
  'sfratto OR recesso',
  'danno -morale',
  'responsabilità medico',
];

const WORDS = [
  'locazione',
  'conduttore',
  'locatore',
  'sfratto',
  'morosità',
  'contratto',
  'risoluzione',
  'inadempimento',
  'clausola',
  'penale',
  'danno',
  'risarcimento',
  'responsabilità',
  'medico',
  'paziente',
  'recesso',
  'preavviso',
  'perché',
  'giudice',
  'tribunale',
  'appello',
  'ricorso',
  'decreto',
  'ingiuntivo',
  'opposizione',
  'termine',
  'prescrizione',
  'decadenza',
  'società',
  'socio',
  'amministratore',
  'lavoro',
  'licenziamento',
  'giusta',
  'causa',
  'condominio',
  'assemblea',
  'delibera',
  'servitù',
  'proprietà',
  'successione',
  'eredità',
  'testamento',
  'morale',
];

function seedStatements(planId) {
  const words = `array[${WORDS.map((word) => `'${word}'`).join(',')}]`;
  // 12–40 random words per message: a question or a short answer.
  const sentence = `(select string_agg((${words})[1 + floor(random() * ${WORDS.length})::int], ' ')
                     from generate_series(1, 12 + (random() * 28)::int + (g * 0)))`;
  return [
    `insert into users (name, email, password_hash, subscription_plan_id, points_balance, email_verified_at)
     select 'Avv. ' || g, 'cerca' || g || '@bench.local', 'not-a-hash', ${planId}, 100, now()
     from generate_series(1, ${USERS}) g`,
    `insert into conversations (user_id, title, created_at, updated_at)
     select u.id, 'Pratica ' || c || ' ' || (${words})[1 + (c * 7 + u.id) % ${WORDS.length}],
            now() - (random() * 365) * interval '1 day', now() - (random() * 30) * interval '1 day'
     from users u cross join generate_series(1, ${CONVERSATIONS_PER_USER}) c
     where u.email like 'cerca%@bench.local'`,
    `insert into messages (conversation_id, role, content, created_at)
     select cv.id, case when g % 2 = 1 then 'user' else 'assistant' end, ${sentence},
            cv.created_at + g * interval '1 minute'
     from conversations cv cross join generate_series(1, ${MESSAGES_PER_CONVERSATION}) g`,
    'analyze',
  ];
}

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(handle, engine) {
  const { db } = handle;
  await migrateDatabase(handle);
  const plans = await db.execute(sql`select id from subscription_plans order by id limit 1`);
  let planId = plans.rows[0]?.id;
  if (!planId) {
    const inserted = await db.execute(
      sql`insert into subscription_plans (code, name, monthly_points, price, is_default) values ('bench', 'Bench', 100, 0, true) returning id`,
    );
    planId = inserted.rows[0].id;
  }
  const seedSeconds =
    (await timed(async () => {
      for (const statement of seedStatements(planId)) await db.execute(sql.raw(statement));
    })) / 1000;
  const users = (
    await db.execute(sql`select id from users where email like 'cerca%@bench.local' order by id`)
  ).rows.map((row) => row.id);
  const [{ total }] = (await db.execute(sql`select count(*)::int as total from messages`)).rows;

  const conversations = createConversationsService({ db });
  const legalDb = createLegalDbService({ repo: createLegalDbRepo(db) });
  const search = createConversationSearchService({
    db,
    conversations,
    legalDb,
    timeZone: 'Europe/Rome',
    clock: () => new Date(),
  });
  const rows = [];
  const baseline = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const userId = users[Math.floor(Math.random() * users.length)];
    baseline.push(await timed(() => conversations.list(userId)));
  }
  baseline.sort((a, b) => a - b);
  rows.push([
    `${engine}: baseline (GET /api/conversations list)`,
    round(percentile(baseline, 50), 2),
    round(percentile(baseline, 95), 2),
    '',
  ]);
  const all = [];
  for (const q of QUERIES) {
    const times = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const userId = users[Math.floor(Math.random() * users.length)];
      times.push(await timed(() => search.search(userId, { q, page: 1 })));
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push([
      `${engine}: search "${q}"`,
      round(percentile(times, 50), 2),
      round(percentile(times, 95), 2),
      '',
    ]);
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  rows.push([
    `${engine}: search, all queries`,
    round(percentile(all, 50), 2),
    round(p95, 2),
    p95 <= GOAL_P95_MS ? 'ok' : 'over',
  ]);

  // Export: a 50-message conversation whose answers cite 30 distinct articles, the corpus loaded.
  const scan = await scanCorpusFiles(DEFAULT_CORPUS_DIR);
  await loadCorpusIntoDatabase(db, scan);
  const owner = users[0];
  const [conversation] = (
    await db.execute(
      sql`insert into conversations (user_id, title) values (${owner}, 'Esportazione') returning id`,
    )
  ).rows;
  const articles = Array.from({ length: 30 }, (_, index) => `@source:legal:cc-${1321 + index}`);
  for (let index = 0; index < 50; index += 1) {
    const content =
      index % 2 === 0
        ? `Domanda ${index} sul contratto e la sua risoluzione?`
        : `Risposta ${index}: ${articles.slice((((index - 1) / 2) * 2) % 30, ((((index - 1) / 2) * 2) % 30) + 6).join(', ')}.`;
    await db.execute(
      sql`insert into messages (conversation_id, role, content) values (${conversation.id}, ${index % 2 === 0 ? 'user' : 'assistant'}, ${content})`,
    );
  }
  await search.exportConversation(owner, conversation.id); // the corpus index is built once per process
  const exports = [];
  for (let sample = 0; sample < 20; sample += 1)
    exports.push(await timed(() => search.exportConversation(owner, conversation.id)));
  exports.sort((a, b) => a - b);
  const exported = await search.exportConversation(owner, conversation.id);
  rows.push([
    `${engine}: export 50 messages, ${exported.appendix.articles.length} articles`,
    round(percentile(exports, 50), 2),
    round(percentile(exports, 95), 2),
    '',
  ]);
  return { rows, seedSeconds, total };
}

async function onPglite() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'brocardo-bench-search-'));
  const handle = await openDatabase({ pgliteDir: dir });
  try {
    return await measure(handle, 'PGlite');
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPostgres(url) {
  const name = `bench_conversation_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), pgliteDir: 'memory://' });
  try {
    return await measure(handle, 'PostgreSQL');
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

const results = [await onPglite()];
const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (url) results.push(await onPostgres(url));
for (const result of results) {
  console.log(`seeded ${result.total} messages (${USERS} users) in ${round(result.seedSeconds, 1)} s`);
}
printTable([
  ['measure', 'p50 ms', 'p95 ms', `goal p95 ≤ ${GOAL_P95_MS} ms`],
  ...results.flatMap((result) => result.rows),
]);
