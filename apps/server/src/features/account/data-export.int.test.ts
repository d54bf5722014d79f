import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Caller } from '../../../test/sessions';
import { activityLog, pointsLedger, sessions, users } from '../../db/schema';
import { signedInAdmin } from '../admin/admin-users.test-support';
import {
  createdReview,
  reviewOf,
  threeContracts,
  uploadTo,
} from '../tabular-reviews/tabular-reviews.test-support';
import { fill, person } from './account-data.test-support';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', CAPTCHA_PROVIDER: 'none' } });
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

async function exportOf(caller: Caller) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/data-export', headers: caller.headers });
  return res;
}

describe('GET /api/account/data-export', () => {
  it('answers a dated zip with every row and file of the caller, and nothing of anyone else', async () => {
    const owner = await person(t);
    const other = await person(t);
    const data = await fill(t, admin, owner);
    const theirs = await fill(t, admin, other);
    const [contract] = await threeContracts();
    const review = await createdReview(t, owner, 'Locazioni del cliente');
    expect((await uploadTo(t, owner, review.id, contract!)).statusCode).toBe(202);
    const reviewDocument = (await reviewOf(t, owner, review.id)).documents_list[0]!;

    const res = await exportOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="brocardo-dati-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'conversazioni.json',
        'documenti.json',
        'atti-generati.json',
        'strategie.json',
        'pratiche.json',
        'movimenti-punti.json',
        'utilizzo.json',
        'feedback.json',
        'attivita.json',
        'profilo-studio.json',
        'revisioni.json',
        'revisioni-file.json',
        `documenti/${data.document.id}/verbale tombolini.pdf`,
        `revisioni/${review.id}/${reviewDocument.id}/${contract!.filename}`,
      ].sort(),
    );
    expect(strFromU8(files['README.txt']!)).toContain('conversazioni.json');

    const account = read('account.json');
    expect(account).toMatchObject({ id: owner.id, email: owner.email, name: owner.name });
    expect(account).not.toHaveProperty('password_hash');

    const exported = read('conversazioni.json') as {
      id: number;
      matter_id: number | null;
      messages: { content: string }[];
    }[];
    expect(exported.map((conversation) => conversation.id).sort()).toEqual(
      [data.conversation.id, data.second.id].sort(),
    );
    expect(
      exported
        .flatMap((conversation) =>
          conversation.messages.map((message: { content: string }) => message.content),
        )
        .sort(),
    ).toEqual(data.messages.map((message) => message.content).sort());
    expect(exported.find((conversation) => conversation.id === data.conversation.id)!.matter_id).toBe(
      read('pratiche.json')[0].id,
    );
    expect(files[`documenti/${data.document.id}/verbale tombolini.pdf`]).toEqual(data.bytes);
    expect(read('documenti.json')).toMatchObject([{ id: data.document.id, file_in_archive: true }]);
    expect(
      read('atti-generati.json')[0].versions.map((version: { content: string }) => version.content),
    ).toEqual(['Testo', 'Testo rivisto']);
    expect(read('strategie.json')).toHaveLength(1);
    expect(read('revisioni.json')).toMatchObject([{ id: review.id, title: 'Locazioni del cliente' }]);
    expect(read('revisioni-file.json')).toEqual([
      {
        review_id: review.id,
        document_id: reviewDocument.id,
        filename: contract!.filename,
        file_in_archive: true,
      },
    ]);
    expect(files[`revisioni/${review.id}/${reviewDocument.id}/${contract!.filename}`]).toEqual(
      new Uint8Array(contract!.bytes),
    );
    expect(read('profilo-studio.json')).toMatchObject({ firm_name: 'Studio Tombolini' });
    expect(read('feedback.json')).toMatchObject([{ feedback_text: 'Utile' }]);
    expect(read('utilizzo.json')).toMatchObject([{ prompt_tokens: 120, completion_tokens: 30 }]);

    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, owner.id));
    expect(
      read('movimenti-punti.json').map((row: { id: number; delta: number }) => [row.id, row.delta]),
    ).toEqual(ledger.map((row) => [row.id, row.delta]));

    // No secret, nothing of the other user.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    const [secret] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    const tokens = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(everything).not.toContain(secret!.passwordHash);
    for (const session of tokens) expect(everything).not.toContain(session.tokenHash);
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(theirs.document.id);
    expect(everything).not.toContain(other.name);

    const [recorded] = await t.database.db
      .select()
      .from(activityLog)
      .where(
        sql`${activityLog.userId} = ${owner.id} and ${activityLog.actionType} = 'ACCOUNT_DATA_EXPORTED'`,
      );
    expect(recorded?.details).toMatchObject({ conversations: 2, documents: 1 });
  });

  it('requires a session and is rate limited per user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/data-export' })).statusCode).toBe(401);
    const caller = await person(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await exportOf(caller)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('conversation retention setting', () => {
  it('reads null, saves a value within 7–3650 days, refuses others in Italian', async () => {
    const caller = await person(t);
    const url = '/api/account/conversation-retention';
    const get = await t.app.inject({ method: 'GET', url, headers: caller.headers });
    expect(get.json()).toEqual({ success: true, conversation_retention_days: null });
    const put = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url, headers: caller.headers, payload: payload as object });
    expect((await put({ conversation_retention_days: 30 })).json()).toEqual({
      success: true,
      conversation_retention_days: 30,
    });
    for (const bad of [6, 3651, 1.5, 'trenta']) {
      const res = await put({ conversation_retention_days: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.conversation_retention_days[0]).toMatch(/giorni/);
    }
    expect((await put({ conversation_retention_days: null })).json().conversation_retention_days).toBeNull();
  });
});
