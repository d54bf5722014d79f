import type { Database } from './client';
import { pointsLedger } from './schema';

/**
 * The ledger row of a new account's first allowance, written in the transaction that creates the
 * user with that balance (registration, seed, admin): the ledger sums to the balance from day one.
 */
export async function recordOpeningGrant(
  tx: Database,
  entry: { userId: number; points: number; period: string; description?: string },
): Promise<void> {
  await tx.insert(pointsLedger).values({
    userId: entry.userId,
    kind: 'grant',
    action: 'monthly_allowance',
    delta: entry.points,
    balanceAfter: entry.points,
    description: entry.description ?? 'Punti del piano alla registrazione',
    period: entry.period,
  });
}
