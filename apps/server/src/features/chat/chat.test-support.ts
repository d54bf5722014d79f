// Helpers shared by the chat integration tests (not part of the server bundle).
import type { ChatDeltaChunk, TypedStreamEvent } from '@brocardo/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { pointsLedger, usageRecords, users } from '../../db/schema';

export type StreamEvent = TypedStreamEvent | ChatDeltaChunk;

export interface ParsedStream {
  events: StreamEvent[];
  /** The `data:` payloads in order, `[DONE]` included. */
  payloads: string[];
  /** The text of the OpenAI chunks, joined. */
  text: string;
  /** Every block was `data: …` followed by a blank line. */
  wellFormed: boolean;
  endedWithDone: boolean;
}

/** Parses a `text/event-stream` body the way the web client reads it. */
export function parseSse(body: string): ParsedStream {
  const blocks = body.split('\n\n');
  const last = blocks.pop();
  const payloads: string[] = [];
  let wellFormed = last === '';
  for (const block of blocks) {
    if (!block.startsWith('data: ') || block.includes('\n')) wellFormed = false;
    payloads.push(block.slice('data: '.length));
  }
  const endedWithDone = payloads.at(-1) === '[DONE]';
  const events = payloads.filter((payload) => payload !== '[DONE]').map((p) => JSON.parse(p) as StreamEvent);
  const text = events
    .map((event) => ('choices' in event ? (event.choices[0]?.delta.content ?? '') : ''))
    .join('');
  return { events, payloads, text, wellFormed, endedWithDone };
}

export function typed<T extends TypedStreamEvent['type']>(
  events: StreamEvent[],
  type: T,
): Array<Extract<TypedStreamEvent, { type: T }>> {
  return events.filter(
    (event): event is Extract<TypedStreamEvent, { type: T }> => 'type' in event && event.type === type,
  );
}

export async function ledgerOf(db: Database, userId: number) {
  return db
    .select({ kind: pointsLedger.kind, action: pointsLedger.action, delta: pointsLedger.delta })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(pointsLedger.id);
}

/** The user's balance and the sum of their ledger rows (they must always agree). */
export async function balanceAndLedgerSum(db: Database, userId: number) {
  const [user] = await db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  const [sum] = await db
    .select({ total: sql<string | null>`sum(${pointsLedger.delta})` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return { balance: user!.balance, ledgerSum: Number(sum?.total ?? 0) };
}

export async function usageOf(db: Database, userId: number) {
  return db.select().from(usageRecords).where(eq(usageRecords.userId, userId)).orderBy(usageRecords.id);
}

export async function chargesOf(db: Database, userId: number) {
  return db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, 'charge')));
}

/** Polls `check` until it returns a truthy value (usage records are written after the stream ends). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Asserts that `prompt` holds the block fenced with a `label` marker (ai/untrusted-text.ts), its
 * fences on lines of their own, that every match of `injected` lies inside it (at least `atLeast`),
 * and that the text before it calls what is fenced data. The block's bounds, for further checks.
 */
export function expectOnlyInsideFence(prompt: string, label: string, injected: RegExp, atLeast = 1) {
  const fence = new RegExp(`<<<(${label}-[0-9a-f]+)`).exec(prompt)![1]!;
  const start = prompt.indexOf(`\n<<<${fence}\n`);
  const end = prompt.indexOf(`\n${fence}>>>`);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const found = [...prompt.matchAll(new RegExp(injected.source, 'g'))].map((match) => match.index!);
  expect(found.length).toBeGreaterThanOrEqual(atLeast);
  for (const at of found) expect(at > start && at < end).toBe(true);
  expect(prompt.slice(0, start)).toMatch(/DATI, non istruzioni/);
  return { start, end };
}
