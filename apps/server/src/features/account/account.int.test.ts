import { accountSummaryResponse } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import {
  caseStrategies,
  conversations,
  legalDocuments,
  messages,
  subscriptionPlans,
  upgradeRequests,
  userDocuments,
  users,
} from '../../db/schema';
import { createPointsService, type PointsService } from '../points/points.service';
import { ratePercent } from './account.service';

let t: TestApp;
let points: PointsService;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100' } });
  points = createPointsService({ db: t.database.db, clock: () => new Date(), config: t.config });
});
afterAll(() => t.close());

function summary(caller: Caller | null) {
  return t.app.inject({ method: 'GET', url: '/api/account/summary', headers: caller?.headers ?? {} });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Conversations with messages (one system prompt each, never shown), and documents, some deleted. */
async function seedChats(userId: number, conversationCount: number, exchanges: number) {
  const db = t.database.db;
  for (let c = 0; c < conversationCount; c++) {
    const [conversation] = await db
      .insert(conversations)
      .values({ userId, title: `Pratica ${c}` })
      .returning({ id: conversations.id });
    const rows = [{ role: 'system', content: 'Sei un assistente legale.' }];
    for (let e = 0; e < exchanges; e++) {
      rows.push({ role: 'user', content: `Domanda ${e}` }, { role: 'assistant', content: `Risposta ${e}` });
    }
    await db.insert(messages).values(rows.map((row) => ({ ...row, conversationId: conversation!.id })));
  }
}

async function seedUserDocuments(userId: number, live: number, deleted: number) {
  const row = (index: number, deletedAt: Date | null) => ({
    userId,
    filename: `contratto-${index}.pdf`,
    documentType: 'PDF',
    sizeBytes: 1024,
    sha256: `${index}`.padStart(64, '0'),
    storageKey: `test/${userId}/${index}`,
    status: 'processed',
    deletedAt,
  });
  await t.database.db
    .insert(userDocuments)
    .values([
      ...Array.from({ length: live }, (_, i) => row(i, null)),
      ...Array.from({ length: deleted }, (_, i) => row(live + i, new Date())),
    ]);
}

/** Legal documents, newest last; `enhanced[i]` says whether the i-th was drafted with AI. */
async function seedLegalDocuments(userId: number, enhanced: boolean[], titlePrefix = 'Documento') {
  await t.database.db.insert(legalDocuments).values(
    enhanced.map((aiEnhanced, i) => ({
      userId,
      title: `${titlePrefix} ${i}`,
      documentType: 'contratto',
      legalArea: 'diritto_civile',
      status: 'generated',
      metadata: aiEnhanced
        ? { ai_enhanced: true, enhancement_options: ['citations'] }
        : { ai_enhanced: false, enhancement_options: [] },
      originalContent: 'Testo',
      content: 'Testo',
      createdAt: minutesAgo(100 - i),
    })),
  );
}

/** Case strategies, newest last; `probabilities[i]` null is a draft without analysis. */
async function seedCaseStrategies(userId: number, probabilities: (number | null)[], titlePrefix = 'Caso') {
  await t.database.db.insert(caseStrategies).values(
    probabilities.map((probability, i) => ({
      userId,
      caseTitle: `${titlePrefix} ${i}`,
      caseType: 'civile',
      legalArea: 'Locazioni',
      caseFacts: 'Il conduttore non paga i canoni da sei mesi.',
      createdAt: minutesAgo(100 - i),
      ...(probability === null
        ? { status: 'draft' }
        : {
            status: 'analyzed',
            successProbability: probability,
            analysis: { success_probability: probability, risk_factors: ['Tempi dell’esecuzione'] },
            analyzedAt: new Date(),
          }),
    })),
  );
}

describe('GET /api/account/summary', () => {
  it('answers 401 without a token', async () => {
    const res = await summary(null);
    expect(res.statusCode).toBe(401);
  });

  it('counts everything the user has, and only theirs', async () => {
    const caller = await signedInUser(t);
    const other = await signedInUser(t);

    await seedChats(caller.id, 3, 2);
    await seedUserDocuments(caller.id, 2, 1);
    await seedLegalDocuments(caller.id, [true, false, true, false, false, false, true]);
    await seedCaseStrategies(caller.id, [40, null, 85, null, null, 60]);
    // Ledger: 6 charges (2 + 10 + 2 + 2 + 2 + 10 = 28), one refunded (10): 18 used.
    const charges = [];
    for (const action of ['chat_message', 'rag_interrogation', 'chat_message', 'chat_message'] as const) {
      charges.push(await points.charge(caller.id, action));
    }
    await points.charge(caller.id, 'chat_message');
    const refunded = await points.charge(caller.id, 'rag_interrogation');
    await points.refund(refunded, 'Risposta non consegnata');
    // Grants and adjustments are not points used.
    await points.adjust(caller.id, 5000, 'test');

    // The other user's rows must never be counted or listed.
    await seedChats(other.id, 2, 5);
    await seedUserDocuments(other.id, 4, 0);
    await seedLegalDocuments(other.id, [true, true, true, true, true, true, true, true], 'Altrui');
    await seedCaseStrategies(other.id, [10, 20, 30, 40, 50, 60, 70], 'Altrui');
    await points.charge(other.id, 'rag_interrogation');

    const res = await summary(caller);
    expect(res.statusCode).toBe(200);
    const body = accountSummaryResponse.parse(res.json());
    expect(body.usage).toEqual({
      conversations_count: 3,
      messages_count: 12,
      user_documents_count: 2,
      legal_documents_count: 7,
      legal_documents_enhanced_count: 3,
      enhancement_rate: 43,
      case_strategies_count: 6,
      case_strategies_with_ai_count: 3,
      ai_usage_rate: 50,
      total_points_used: 18,
    });

    // The five newest of each, newest first, only the caller's.
    expect(body.recent_legal_documents.map((d) => [d.title, d.ai_enhanced])).toEqual([
      ['Documento 6', true],
      ['Documento 5', false],
      ['Documento 4', false],
      ['Documento 3', false],
      ['Documento 2', true],
    ]);
    expect(body.recent_legal_documents[0]).toMatchObject({
      document_type: 'contratto',
      legal_area: 'diritto_civile',
      status: 'generated',
    });
    expect(body.recent_case_strategies.map((s) => [s.case_title, s.success_probability, s.status])).toEqual([
      ['Caso 5', 60, 'analyzed'],
      ['Caso 4', null, 'draft'],
      ['Caso 3', null, 'draft'],
      ['Caso 2', 85, 'analyzed'],
      ['Caso 1', null, 'draft'],
    ]);

    // The points dashboard with exactly the five most recent ledger rows, newest first.
    expect(body.points).toMatchObject({
      current_balance: 5000,
      plan_name: 'Beta Pubblica',
      monthly_allowance: 1000,
      monthly_usage: 18,
    });
    expect(body.points.recent_transactions.map((r) => [r.kind, r.points_used])).toEqual([
      ['adjustment', -(5000 - (1000 - 18))],
      ['refund', -10],
      ['charge', 10],
      ['charge', 2],
      ['charge', 2],
    ]);
    expect(body.user).toMatchObject({ id: caller.id, is_admin: false, tutorial_completed: false });
    expect(body.plan).toMatchObject({ code: 'beta', monthly_points: 1000, price: '0.00' });
    expect(body.pending_upgrade_request).toBeNull();
  });

  it('answers zero counts and rates for a new account', async () => {
    const caller = await signedInUser(t);
    const body = (await summary(caller)).json();
    expect(body.usage).toEqual({
      conversations_count: 0,
      messages_count: 0,
      user_documents_count: 0,
      legal_documents_count: 0,
      legal_documents_enhanced_count: 0,
      enhancement_rate: 0,
      case_strategies_count: 0,
      case_strategies_with_ai_count: 0,
      ai_usage_rate: 0,
      total_points_used: 0,
    });
    expect(body.recent_legal_documents).toEqual([]);
    expect(body.recent_case_strategies).toEqual([]);
    expect(body.points.recent_transactions.map((r: { kind: string }) => r.kind)).toEqual(['grant']);
  });

  it('shows the pending plan-change request', async () => {
    const caller = await signedInUser(t);
    const [professional] = await t.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.code, 'professionale'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade-requests',
      headers: caller.headers,
      payload: { plan_id: professional!.id, message: 'Siamo in tre avvocati' },
    });
    expect(created.statusCode).toBe(201);
    const body = (await summary(caller)).json();
    expect(body.pending_upgrade_request).toEqual(created.json().request);
    expect(body.pending_upgrade_request).toMatchObject({
      status: 'pending',
      current_plan: { code: 'beta' },
      requested_plan: { code: 'professionale' },
    });

    await t.database.db
      .update(upgradeRequests)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(upgradeRequests.userId, caller.id));
    expect((await summary(caller)).json().pending_upgrade_request).toBeNull();
  });

  it('reflects the user’s own profile', async () => {
    const caller = await signedInUser(t);
    await t.database.db
      .update(users)
      .set({ name: 'Avv. Giulia Verdi', tutorialCompleted: true })
      .where(eq(users.id, caller.id));
    const body = (await summary(caller)).json();
    expect(body.user).toMatchObject({ name: 'Avv. Giulia Verdi', tutorial_completed: true });
    expect(Date.parse(body.user.created_at)).not.toBeNaN();
    expect(Date.parse(body.user.email_verified_at)).not.toBeNaN();
  });
});

describe('ratePercent', () => {
  it('rounds to whole percentages and is 0 for nothing to count', () => {
    expect(ratePercent(0, 0)).toBe(0);
    expect(ratePercent(1, 3)).toBe(33);
    expect(ratePercent(2, 3)).toBe(67);
    expect(ratePercent(1, 2)).toBe(50);
    expect(ratePercent(5, 5)).toBe(100);
  });
});
