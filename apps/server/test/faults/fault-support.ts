// Helpers of the fault-injection integration tests (test/faults): a question through the real
// chat routes, timed, and the points invariants every fault must keep.
import { expect } from 'vitest';
import {
  balanceAndLedgerSum,
  type ParsedStream,
  parseSse,
  typed,
  usageOf,
} from '../../src/features/chat/chat.test-support';
import type { TestApp } from '../build-test-app';
import type { Caller } from '../sessions';

export interface TimedAnswer {
  status: number;
  stream: ParsedStream;
  /** Wall time from the request to the last byte of the answer. */
  ms: number;
}

/** Asks one chat question through the HTTP route and reads the whole event stream. */
export async function askTimed(
  t: TestApp,
  caller: Caller,
  url: string,
  payload: Record<string, unknown>,
): Promise<TimedAnswer> {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url, headers: caller.headers, payload });
  const ms = performance.now() - started;
  return { status: res.statusCode, stream: res.statusCode === 200 ? parseSse(res.body) : emptyStream(), ms };
}

function emptyStream(): ParsedStream {
  return { events: [], payloads: [], text: '', wellFormed: false, endedWithDone: false };
}

/** The stream's single error event, or a failed expectation. */
export function errorEventOf(stream: ParsedStream) {
  const errors = typed(stream.events, 'error');
  expect(errors).toHaveLength(1);
  expect(stream.events.at(-1)).toBe(errors[0]);
  expect(stream.endedWithDone).toBe(true);
  return errors[0]!;
}

/** User-facing Italian: at least one word no English sentence would carry. */
export const ITALIAN = /\b(il|la|non|di|riprova|servizio|ricerca|punti)\b/i;

/** The balance is `expected` and the ledger rows sum to it (no point lost or made up). */
export async function expectBalance(t: TestApp, userId: number, expected: number): Promise<void> {
  expect(await balanceAndLedgerSum(t.database.db, userId)).toEqual({
    balance: expected,
    ledgerSum: expected,
  });
}

/**
 * The usage records of the user's charged runs, once one exists (records are written as runs
 * settle). Helper calls of a run (a rewrite of the question for the search) are recorded apart,
 * without a charge of their own.
 */
export async function chargedRuns(t: TestApp, userId: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const rows = (await usageOf(t.database.db, userId)).filter((row) => row.pointsLedgerId !== null);
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
