import type { LlmProvider, LlmUsage } from './llm';

const ENRICH_TIMEOUT_MS = 8_000;

const INSTRUCTION = `Riscrivi la domanda dell'utente come query di ricerca per un database di codici e leggi italiane.
Rispondi con una sola riga: i termini giuridici tecnici pertinenti (ad esempio "locazione, conduttore, riparazioni") e, solo se ne sei certo, gli articoli pertinenti nella forma "art. 1576 c.c.". Nessuna spiegazione.`;

/** One rewrite as the model makes it: reports its tokens through `report`; rejects when the call fails. */
export type QueryRewrite = (report: (usage: LlmUsage | null) => void) => Promise<string | null>;

/** Runs a user's rewrite under the caller's accounting (the usage record of the call). */
export type RewriteMeter = (userId: number, rewrite: QueryRewrite) => Promise<string | null>;

const unmetered: RewriteMeter = (_userId, rewrite) => rewrite(() => {});

/**
 * Query enrichment by the configured model (spec 1 'Ricerca Intelligente IA'): one short,
 * non-streamed rewrite before retrieval. Any failure or a slow model falls back to the
 * deterministic expansion (null); the enrichment never blocks the answer for long.
 */
export function createQueryEnricher(
  provider: LlmProvider,
  log?: { warn(details: object, message: string): void },
  meter: RewriteMeter = unmetered,
) {
  if (provider.kind !== 'openai') return undefined;
  const rewrite =
    (question: string): QueryRewrite =>
    async (report) => {
      let text = '';
      const usage = await provider.stream(
        {
          messages: [
            { role: 'system', content: INSTRUCTION },
            { role: 'user', content: question },
          ],
          signal: AbortSignal.timeout(ENRICH_TIMEOUT_MS),
        },
        (delta) => {
          text += delta;
        },
      );
      report(usage);
      // Checked by the legal database (checkEnrichment) before it is used or shown.
      return text.trim() || null;
    };
  return async (question: string, userId: number): Promise<string | null> => {
    try {
      return await meter(userId, rewrite(question));
    } catch (error) {
      log?.warn({ err: error }, 'query enrichment failed: deterministic expansion only');
      return null;
    }
  };
}
