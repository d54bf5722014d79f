import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { tokenFor } from '../../../test/sessions';
import { legalDocuments } from '../../db/schema';

describe('the limits: ten top users, twenty recent rows', () => {
  let limits: TestApp;
  beforeAll(async () => {
    limits = await buildTestApp();
    // User k (1…12) writes k documents, one a minute from 2024-06-01 09:00Z + k hours.
    for (let k = 1; k <= 12; k += 1) {
      const { id } = await createUser(limits.database.db, { name: `Utente ${String(k).padStart(2, '0')}` });
      await limits.database.db.insert(legalDocuments).values(
        Array.from({ length: k }, (_, n) => ({
          userId: id,
          title: `Documento ${k}.${n}`,
          documentType: 'parere',
          legalArea: 'diritto_civile',
          status: 'generated',
          metadata: {},
          originalContent: 'Testo',
          content: 'Testo',
          createdAt: new Date(Date.UTC(2024, 5, 1, 9 + k, n)),
        })),
      );
    }
  });
  afterAll(() => limits.close());

  it('lists the ten heaviest users and the twenty newest rows', async () => {
    const token = await tokenFor(limits, TEST_ADMIN);
    const res = await limits.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/features',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = res.json();
    expect(body.legal_document.total_generated).toBe(78);
    expect(
      body.topUsers.map((row: { name: string; legalDocumentCount: number }) => [
        row.name,
        row.legalDocumentCount,
      ]),
    ).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((k) => [`Utente ${String(k).padStart(2, '0')}`, k]));
    // The newest: user 12's twelve (21:11…21:00), then user 11's first eight (20:10…20:03).
    const times = body.recentActivity.map((row: { created_at: string }) => row.created_at);
    expect(times).toHaveLength(20);
    expect(times[0]).toBe('2024-06-01T21:11:00.000Z');
    expect(times[11]).toBe('2024-06-01T21:00:00.000Z');
    expect(times[12]).toBe('2024-06-01T20:10:00.000Z');
    expect(times[19]).toBe('2024-06-01T20:03:00.000Z');
    expect(body.recentActivity[0]).toMatchObject({ user_name: 'Utente 12', action: 'created', tokens: null });
  });
});
