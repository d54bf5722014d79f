import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { textPdf } from '../../../test/document-fixtures';
import { type Caller, signedInUser } from '../../../test/sessions';
import { postgresUrl, withDatabaseName } from '../../../test/test-database';
import { type Database, queryRows } from '../../db/client';
import { conversations, messages, pointsLedger, userDocuments, users } from '../../db/schema';
import { settled, uploaded } from '../documents/documents.test-support';
import { createPointsService } from '../points/points.service';

export interface Seeded {
  callers: Caller[];
  /** The processed document whose file the archive must carry, and its bytes. */
  processed: { id: string; storageKey: string; bytes: Uint8Array };
  /** A processed document whose file is gone by the time the files are copied. */
  orphan: { id: string; storageKey: string };
}

/** Two users with conversations, messages, ledger rows beyond the opening grant, and processed documents. */
export async function seed(t: TestApp): Promise<Seeded> {
  const db = t.database.db;
  const points = createPointsService({ db, clock: () => new Date(), config: t.config });
  const callers = [await signedInUser(t), await signedInUser(t)];
  for (const [index, caller] of callers.entries()) {
    for (let n = 1; n <= 2; n++) {
      const [conversation] = await db
        .insert(conversations)
        .values({ userId: caller.id, title: `Pratica ${index + 1}.${n}: locazione` })
        .returning({ id: conversations.id });
      await db.insert(messages).values([
        {
          conversationId: conversation!.id,
          role: 'user',
          content: `Domanda ${n} sul recesso del conduttore`,
        },
        {
          conversationId: conversation!.id,
          role: 'assistant',
          content: `Risposta ${n}: art. 27 della legge 392/1978 «gravi motivi»`,
          metadata: { mode: 'standard', citations: ['@source:legal:cc-1571'] },
        },
      ]);
    }
    await points.charge(caller.id, 'chat_message', 'domanda di prova');
    await points.adjust(caller.id, 750 + index, 'rettifica di prova');
  }
  const pdf = await textPdf(['# Contratto di locazione\n\nIl conduttore può recedere per gravi motivi.']);
  const kept = await uploaded(t, callers[0]!, 'contratto.pdf', pdf);
  const lost = await uploaded(
    t,
    callers[1]!,
    'perizia.pdf',
    await textPdf(['# Perizia\n\nStato dei luoghi.']),
  );
  for (const [caller, id] of [
    [callers[0]!, kept.id],
    [callers[1]!, lost.id],
  ] as const) {
    expect((await settled(t, caller, id)).status).toBe('completed');
  }
  const keys = await storageKeys(db);
  await t.storage.delete(keys.get(lost.id)!);
  return {
    callers,
    processed: { id: kept.id, storageKey: keys.get(kept.id)!, bytes: pdf },
    orphan: { id: lost.id, storageKey: keys.get(lost.id)! },
  };
}

async function storageKeys(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: userDocuments.id, key: userDocuments.storageKey }).from(userDocuments);
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** Every row a user would miss, in a comparable form. */
export async function snapshot(db: Database) {
  return {
    users: await db
      .select({ id: users.id, email: users.email, balance: users.pointsBalance, hash: users.passwordHash })
      .from(users)
      .orderBy(asc(users.id)),
    conversations: await db.select().from(conversations).orderBy(asc(conversations.id)),
    messages: await db.select().from(messages).orderBy(asc(messages.id)),
    ledger: await db.select().from(pointsLedger).orderBy(asc(pointsLedger.id)),
    documents: await db
      .select({
        id: userDocuments.id,
        userId: userDocuments.userId,
        filename: userDocuments.filename,
        sha256: userDocuments.sha256,
        storageKey: userDocuments.storageKey,
        status: userDocuments.status,
        chunkCount: userDocuments.chunkCount,
      })
      .from(userDocuments)
      .orderBy(asc(userDocuments.id)),
  };
}

/** The ledger's invariant, for every user: the rows sum to the balance. */
export async function expectLedgersMatchBalances(db: Database): Promise<void> {
  const rows = await queryRows<{ id: number; balance: number; total: string }>(
    db,
    sql`select u.id, u.points_balance as balance, coalesce(sum(l.delta), 0)::text as total
        from users u left join points_ledger l on l.user_id = u.id group by u.id`,
  );
  for (const row of rows) expect(Number(row.total), `user ${row.id}`).toBe(row.balance);
}

/** The URL of the PostgreSQL database a test app runs on (undefined on PGlite). */
export async function databaseUrlOf(db: Database): Promise<string | undefined> {
  if (!postgresUrl) return undefined;
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  return withDatabaseName(postgresUrl, row!.name);
}

const mainTs = fileURLToPath(new URL('../../main.ts', import.meta.url));
// tsx's loader in the child itself: its command line would start one more Node process to run it.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The real command, `main.ts backup|restore …`, in a child process (tsx: no build needed). */
export function runCli(
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string | undefined },
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: env.DATA_DIR };
  delete childEnv.DATABASE_URL;
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, mainTs, ...args], { cwd, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
