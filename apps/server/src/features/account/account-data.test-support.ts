import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { textPdf } from '../../../test/document-fixtures';
import { createUser } from '../../../test/factories';
import { type Caller, tokenFor } from '../../../test/sessions';
import {
  activityLog,
  caseStrategies,
  contactMessages,
  conversations,
  firmProfiles,
  legalDocuments,
  legalDocumentVersions,
  matters,
  messageFeedback,
  messages,
  usageRecords,
  userDocuments,
} from '../../db/schema';
import { settled, uploaded } from '../documents/documents.test-support';
import { createPointsService } from '../points/points.service';

export type Person = Caller & { email: string; password: string; name: string };

let counter = 0;

/** A user with a name and address found nowhere else, signed in. */
export async function person(t: TestApp): Promise<Person> {
  counter += 1;
  const name = `Ginevra Tombolini${counter}`;
  const email = `ginevra.tombolini${counter}.${process.pid}@studio.it`;
  const user = await createUser(t.database.db, { name, email });
  const token = await tokenFor(t, user);
  return {
    id: user.id,
    token,
    headers: { authorization: `Bearer ${token}` },
    email,
    password: user.password,
    name,
  };
}

/** Something in every table a user fills: the fixtures of the export and of the erasure. */
export async function fill(t: TestApp, admin: Caller, caller: Caller & { email: string }) {
  const db = t.database.db;
  const [matter] = await db
    .insert(matters)
    .values({ userId: caller.id, clientName: 'Rossi S.r.l.', name: 'Recupero crediti' })
    .returning();
  const [conversation] = await db
    .insert(conversations)
    .values({ userId: caller.id, title: 'Locazione Tombolini', matterId: matter!.id })
    .returning();
  const [second] = await db.insert(conversations).values({ userId: caller.id, title: 'Seconda' }).returning();
  const inserted = await db
    .insert(messages)
    .values([
      { conversationId: conversation!.id, role: 'user', content: 'Posso recedere dal contratto?' },
      { conversationId: conversation!.id, role: 'assistant', content: 'Sì, con preavviso di sei mesi.' },
      { conversationId: second!.id, role: 'user', content: 'Termine per l’appello?' },
    ])
    .returning();
  await db.insert(messageFeedback).values({
    messageId: inserted[1]!.id,
    conversationId: conversation!.id,
    userId: caller.id,
    rating: 'like',
    feedbackText: 'Utile',
    questionText: inserted[0]!.content,
    answerText: inserted[1]!.content,
  });
  const [legalDocument] = await db
    .insert(legalDocuments)
    .values({
      userId: caller.id,
      title: 'Diffida Tombolini',
      documentType: 'contratto',
      legalArea: 'diritto_civile',
      status: 'draft',
      originalContent: 'Testo',
      content: 'Testo rivisto',
    })
    .returning();
  await db.insert(legalDocumentVersions).values([
    { documentId: legalDocument!.id, version: 1, content: 'Testo' },
    { documentId: legalDocument!.id, version: 2, content: 'Testo rivisto' },
  ]);
  await db.insert(caseStrategies).values({
    userId: caller.id,
    caseTitle: 'Causa Tombolini',
    caseType: 'civile',
    legalArea: 'Contratti',
    caseFacts: 'Fatti',
  });
  await db.insert(firmProfiles).values({ userId: caller.id, firmName: 'Studio Tombolini' });
  const points = createPointsService({ db, clock: () => new Date(), config: t.config });
  const charge = await points.charge(caller.id, 'chat_message', 'Domanda su Tombolini');
  await db.insert(usageRecords).values({
    userId: caller.id,
    conversationId: conversation!.id,
    matterId: matter!.id,
    feature: 'chat_standard',
    provider: 'test',
    status: 'completed',
    promptTokens: 120,
    completionTokens: 30,
    costOutput: '0.01250000',
    pointsCharged: charge.points,
  });
  await db.insert(activityLog).values([
    {
      userId: caller.id,
      actionType: 'CHAT_SIMPLE_INTERACTION',
      details: { mode: 'standard' },
      ipAddress: '10.1.2.3',
    },
    {
      userId: caller.id,
      actionType: 'CHAT_WEB_SEARCH_INTERACTION',
      details: { documents_used: 2, query: 'Tombolini' },
      ipAddress: '10.1.2.3',
    },
    {
      userId: admin.id,
      actionType: 'ADMIN_POINTS_UPDATED',
      details: {
        target_user_id: caller.id,
        target_email: caller.email,
        changes: { points_balance: { old: 1, new: 2 } },
      },
    },
  ]);
  await db.insert(contactMessages).values({
    name: 'Ginevra Tombolini',
    email: caller.email,
    message: 'Vorrei informazioni',
    privacyConsentAt: new Date(),
  });
  const bytes = await textPdf(['Verbale di assemblea Tombolini.']);
  const document = await uploaded(t, caller, 'verbale tombolini.pdf', bytes);
  expect((await settled(t, caller, document.id)).status).toBe('completed');
  const [stored] = await db.select().from(userDocuments).where(eq(userDocuments.id, document.id));
  return {
    conversation: conversation!,
    second: second!,
    messages: inserted,
    document,
    bytes,
    key: stored!.storageKey,
  };
}
