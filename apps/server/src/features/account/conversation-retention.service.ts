import { AppError, type ConversationRetentionResponse } from '@brocardo/shared';
import type { Database } from '../../db/client';
import { createConversationRetentionRepo } from './conversation-retention.repo';

/** «Elimina le conversazioni dopo N giorni»: the user's choice; the retention sweep enforces it. */
export function createConversationRetentionService(deps: { db: Database; clock: () => Date }) {
  const repo = createConversationRetentionRepo(deps.db);
  const present = (days: number | null): ConversationRetentionResponse => ({
    success: true,
    conversation_retention_days: days,
  });
  return {
    async get(userId: number): Promise<ConversationRetentionResponse> {
      const row = await repo.get(userId);
      if (!row) throw new AppError('NOT_FOUND');
      return present(row.days);
    },
    async set(userId: number, days: number | null): Promise<ConversationRetentionResponse> {
      const row = await repo.set(userId, days, deps.clock());
      if (!row) throw new AppError('NOT_FOUND');
      return present(row.days);
    },
  };
}

export type ConversationRetentionService = ReturnType<typeof createConversationRetentionService>;
