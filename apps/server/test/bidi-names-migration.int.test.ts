import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { buildTestApp, type TestApp } from './build-test-app';
import { createUser } from './factories';

/**
 * Migration 0016 cleans the names stored before names were cleaned on the way in: rows written here
 * with raw SQL (as an older version stored them) lose their bidirectional controls, and only those.
 */
const RLO = '\u202E';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function migration0016(): string[] {
  const file = readFileSync(path.join(migrationsFolder, '0016_strip_bidi_controls.sql'), 'utf8');
  return file.split('--> statement-breakpoint').map((part) => part.trim());
}

describe('migration 0016 (names without bidirectional controls)', () => {
  it('cleans stored file names, user names, conversation, document and case titles', async () => {
    const db = t.database.db;
    const user = await createUser(db, { name: 'Avv. Neri' });
    await db.execute(sql`update users set name = ${`Avv. ${RLO}iren`} where id = ${user.id}`);
    await db.execute(sql`insert into user_documents (user_id, filename, document_type, size_bytes, sha256, storage_key, status)
      values (${user.id}, ${`fattura${RLO}fdp.exe`}, 'PDF', 10, ${'a'.repeat(64)}, 'bidi/1', 'completed')`);
    await db.execute(
      sql`insert into conversations (user_id, title) values (${user.id}, ${`\u2067Ricorso\u2069`})`,
    );
    await db.execute(sql`insert into case_strategies (user_id, case_title, case_type, legal_area, case_facts)
      values (${user.id}, ${`Causa${RLO}`}, 'civile', 'diritto_civile', ${`Fatti ${RLO}intatti`})`);
    await db.execute(sql`insert into legal_documents (user_id, title, document_type, legal_area, status, metadata,
        original_content, content)
      values (${user.id}, ${`Diffida\u200F`}, 'contratto', 'diritto_civile', 'draft', '{}'::jsonb, 'Testo', 'Testo')`);

    for (const statement of migration0016()) await db.execute(sql.raw(statement));

    const [row] = await queryRows<Record<string, string>>(
      db,
      sql`select
            (select name from users where id = ${user.id}) as name,
            (select filename from user_documents where user_id = ${user.id}) as filename,
            (select title from conversations where user_id = ${user.id}) as conversation,
            (select case_title from case_strategies where user_id = ${user.id}) as case_title,
            (select case_facts from case_strategies where user_id = ${user.id}) as case_facts,
            (select title from legal_documents where user_id = ${user.id}) as document`,
    );
    expect(row).toEqual({
      name: 'Avv. iren',
      filename: 'fatturafdp.exe',
      conversation: 'Ricorso',
      case_title: 'Causa',
      // Only names are cleaned; the facts are the user's text, kept as written.
      case_facts: `Fatti ${RLO}intatti`,
      document: 'Diffida',
    });
  });
});
