// Rows of the usage-metrics tests, inserted directly with chosen times (not part of the server bundle).
import type { Database } from '../../db/client';
import { activityLog, caseStrategies, legalDocuments, usageRecords, userDocuments } from '../../db/schema';

/** Inserters of usage records, uploads, activity records, cases and generated documents. */
export function seederOf(db: Database) {
  const at = (iso: string) => new Date(iso);
  return {
    async usage(
      userId: number,
      when: string,
      tokens: { prompt: number; cached: number; written: number; completion: number },
      costs: { hit: string; miss: string; write: string; output: string },
    ) {
      await db.insert(usageRecords).values({
        userId,
        feature: 'chat_standard',
        provider: 'openai',
        model: 'modello-di-prova',
        status: 'completed',
        promptTokens: tokens.prompt,
        cachedPromptTokens: tokens.cached,
        cacheWritePromptTokens: tokens.written,
        completionTokens: tokens.completion,
        costCacheHit: costs.hit,
        costCacheMiss: costs.miss,
        costCacheWrite: costs.write,
        costOutput: costs.output,
        createdAt: at(when),
      });
    },

    async upload(userId: number, when: string, deleted = false) {
      await db.insert(userDocuments).values({
        userId,
        filename: 'atto.pdf',
        documentType: 'PDF',
        sizeBytes: 1000,
        sha256: 'a'.repeat(64),
        storageKey: `test/${userId}/${when}`,
        status: 'completed',
        createdAt: at(when),
        deletedAt: deleted ? at(when) : null,
      });
    },

    async activity(userId: number | null, actionType: string, when: string, documentsUsed?: unknown) {
      await db.insert(activityLog).values({
        userId,
        actionType,
        details: documentsUsed === undefined ? { message_length: 20 } : { documents_used: documentsUsed },
        createdAt: at(when),
      });
    },

    async strategy(userId: number, when: string) {
      await db.insert(caseStrategies).values({
        userId,
        caseTitle: 'Caso',
        caseType: 'civile',
        legalArea: 'diritto_civile',
        caseFacts: 'Fatti del caso',
        createdAt: at(when),
      });
    },

    async legalDocument(userId: number, when: string, aiEnhanced: boolean) {
      await db.insert(legalDocuments).values({
        userId,
        title: 'Contratto',
        documentType: 'contratto',
        legalArea: 'diritto_civile',
        status: 'generated',
        metadata: { ai_enhanced: aiEnhanced, ai_option: aiEnhanced ? 'enhanced' : 'none' },
        originalContent: 'Testo',
        content: 'Testo',
        createdAt: at(when),
      });
    },
  };
}
