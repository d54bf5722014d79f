import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { textPdf } from '../../../test/document-fixtures';
import { createUser } from '../../../test/factories';
import { type Caller, signedInUser } from '../../../test/sessions';
import {
  activityLog,
  caseStrategies,
  conversations,
  emailVerificationTokens,
  legalDocuments,
  legalDocumentVersions,
  messageFeedback,
  messages,
  pointsLedger,
  sessions,
  upgradeRequests,
  usageRecords,
  userDocumentChunks,
  userDocuments,
  users,
} from '../../db/schema';
import { createLocalStorage, type ObjectStorage, StorageNotFoundError } from '../../platform/storage';
import { settled, uploaded } from '../documents/documents.test-support';
import {
  adminCall,
  type Plans,
  userRow as rowOf,
  seededPlans,
  signedInAdmin,
} from './admin-users.test-support';

let t: TestApp;
let admin: Caller;
let plans: Plans;
let uploadsDir: string;
/** Storage deletions as the server asked for them, with whether the owner's row still existed then. */
const storageDeletes: { key: string; ownerRowExisted: boolean }[] = [];
let failStorageDeletes = false;

/** Keys are `user-documents/<userId>/<documentId>`. */
const ownerOf = (key: string) => Number(key.split('/')[1]);

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'brocardo-admin-users-'));
  const local = createLocalStorage(uploadsDir);
  const storage: ObjectStorage = {
    ...local,
    kind: local.kind,
    async delete(key) {
      const [owner] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.id, ownerOf(key)));
      storageDeletes.push({ key, ownerRowExisted: Boolean(owner) });
      if (failStorageDeletes) throw new Error('storage unavailable');
      await local.delete(key);
    },
  };
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' }, storage });
  plans = await seededPlans(t);
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const call = (method: 'DELETE', url: string, caller: Caller | null) => adminCall(t, method, url, caller);
const userRow = (id: number) => rowOf(t, id);

describe('DELETE /api/admin/users/{id}', () => {
  async function userWithDataEverywhere() {
    const victim = await signedInUser(t);
    const other = await createUser(t.database.db);
    const db = t.database.db;
    const [conversation] = await db.insert(conversations).values({ userId: victim.id }).returning();
    const [question, answer] = await db
      .insert(messages)
      .values([
        { conversationId: conversation!.id, role: 'user', content: 'Domanda?' },
        { conversationId: conversation!.id, role: 'assistant', content: 'Risposta.' },
      ])
      .returning();
    await db.insert(messageFeedback).values({
      messageId: answer!.id,
      conversationId: conversation!.id,
      userId: victim.id,
      rating: 'like',
      questionText: question!.content,
      answerText: answer!.content,
    });
    const [legalDocument] = await db
      .insert(legalDocuments)
      .values({
        userId: victim.id,
        title: 'Contratto',
        documentType: 'contratto',
        legalArea: 'diritto_civile',
        status: 'draft',
        originalContent: 'Testo',
        content: 'Testo',
      })
      .returning();
    await db
      .insert(legalDocumentVersions)
      .values({ documentId: legalDocument!.id, version: 1, content: 'Testo' });
    await db.insert(caseStrategies).values({
      userId: victim.id,
      caseTitle: 'Causa',
      caseType: 'civile',
      legalArea: 'Contratti',
      caseFacts: 'Fatti',
    });
    await db.insert(usageRecords).values({
      userId: victim.id,
      conversationId: conversation!.id,
      feature: 'chat_standard',
      provider: 'test',
      status: 'completed',
    });
    const [activity] = await db
      .insert(activityLog)
      .values({ userId: victim.id, actionType: 'CHAT_SIMPLE_INTERACTION' })
      .returning();
    await db.insert(emailVerificationTokens).values({
      userId: victim.id,
      tokenHash: `victim-${victim.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db
      .insert(upgradeRequests)
      .values({ userId: victim.id, currentPlanId: plans.beta.id, requestedPlanId: plans.studio.id });
    const [decided] = await db
      .insert(upgradeRequests)
      .values({
        userId: other.id,
        currentPlanId: plans.beta.id,
        requestedPlanId: plans.studio.id,
        status: 'approved',
        decidedAt: new Date(),
        decidedBy: victim.id,
      })
      .returning();
    const document = await uploaded(t, victim, 'verbale.pdf', await textPdf(['Verbale di assemblea.']));
    expect((await settled(t, victim, document.id)).status).toBe('completed');
    const [stored] = await db.select().from(userDocuments).where(eq(userDocuments.id, document.id));
    return {
      victim,
      conversation: conversation!,
      legalDocument: legalDocument!,
      activity: activity!,
      decided: decided!,
      document,
      key: stored!.storageKey,
    };
  }

  it('deletes the user and everything they own, then their uploaded files', async () => {
    const data = await userWithDataEverywhere();
    expect(await t.storage.get(data.key)).toBeInstanceOf(Uint8Array);
    const res = await call('DELETE', `/users/${data.victim.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });

    const db = t.database.db;
    const count = (table: PgTable, where: SQL) => db.$count(table, where);
    const id = data.victim.id;
    expect(await userRow(id)).toBeUndefined();
    for (const [table, column] of [
      [sessions, sessions.userId],
      [conversations, conversations.userId],
      [messageFeedback, messageFeedback.userId],
      [legalDocuments, legalDocuments.userId],
      [caseStrategies, caseStrategies.userId],
      [usageRecords, usageRecords.userId],
      [pointsLedger, pointsLedger.userId],
      [emailVerificationTokens, emailVerificationTokens.userId],
      [upgradeRequests, upgradeRequests.userId],
      [userDocuments, userDocuments.userId],
    ] as const) {
      expect(await count(table, eq(column, id)), getTableName(table)).toBe(0);
    }
    expect(await count(messages, eq(messages.conversationId, data.conversation.id))).toBe(0);
    expect(
      await count(legalDocumentVersions, eq(legalDocumentVersions.documentId, data.legalDocument.id)),
    ).toBe(0);
    expect(await count(userDocumentChunks, eq(userDocumentChunks.documentId, data.document.id))).toBe(0);
    const [activity] = await db.select().from(activityLog).where(eq(activityLog.id, data.activity.id));
    expect(activity!.userId).toBeNull();
    const [decided] = await db.select().from(upgradeRequests).where(eq(upgradeRequests.id, data.decided.id));
    expect(decided).toMatchObject({ status: 'approved', decidedBy: null });

    await expect(t.storage.get(data.key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(storageDeletes.filter((entry) => entry.key === data.key)).toEqual([
      { key: data.key, ownerRowExisted: false },
    ]);
    const gone = await t.app.inject({ method: 'GET', url: '/api/user', headers: data.victim.headers });
    expect(gone.statusCode).toBe(401);
  });

  it('still deletes the account when its files cannot be removed', async () => {
    const victim = await signedInUser(t);
    const document = await uploaded(t, victim, 'atto.pdf', await textPdf(['Atto.']));
    await settled(t, victim, document.id);
    const [stored] = await t.database.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.id, document.id));
    failStorageDeletes = true;
    try {
      expect((await call('DELETE', `/users/${victim.id}`, admin)).statusCode).toBe(200);
    } finally {
      failStorageDeletes = false;
    }
    expect(await userRow(victim.id)).toBeUndefined();
    expect(storageDeletes.map((entry) => entry.key)).toContain(stored!.storageKey);
    expect(await t.storage.get(stored!.storageKey)).toBeInstanceOf(Uint8Array);
  });

  it('refuses to delete the caller, and answers 404 for unknown or malformed ids', async () => {
    const self = await call('DELETE', `/users/${admin.id}`, admin);
    expect(self.statusCode).toBe(422);
    expect(self.json().error_code).toBe('ADMIN_SELF_DELETE');
    expect(await userRow(admin.id)).toBeDefined();
    const missing = await call('DELETE', '/users/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('USER_NOT_FOUND');
    expect((await call('DELETE', '/users/abc', admin)).statusCode).toBe(404);
  });
});
