import type { LlmProvider, LlmUsage } from './llm';

const ENRICH_TIMEOUT_MS = 8_000;

/** The Database Legale's rewrite: legal terms and, when certain, the articles. */
export const LEGAL_QUERY_INSTRUCTION = `Riscrivi la domanda dell'utente come query di ricerca per un database di codici e leggi italiane.
Rispondi con una sola riga: i termini giuridici tecnici pertinenti (ad esempio "locazione, conduttore, riparazioni") e, solo se ne sei certo, gli articoli pertinenti nella forma "art. 1576 c.c.". Nessuna spiegazione.`;

/** Ricerca Web's rewrite: the keywords a search engine needs, legal references written whole. */
export const WEB_KEYWORDS_INSTRUCTION = `Estrai dalla domanda dell'utente le parole chiave per una ricerca web di giurisprudenza e notizie giuridiche italiane.
Rispondi con una sola riga di parole chiave separate da virgole (al massimo 10), riportando interi i riferimenti normativi e giurisprudenziali (ad esempio "art. 2051 c.c.", "Cass. n. 12345/2024", "d.lgs. 231/2001"). Nessuna spiegazione.`;

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
  instruction: string = LEGAL_QUERY_INSTRUCTION,
) {
  if (provider.kind !== 'openai') return undefined;
  const rewrite =
    (question: string): QueryRewrite =>
    async (report) => {
      let text = '';
      const usage = await provider.stream(
        {
          messages: [
            { role: 'system', content: instruction },
            { role: 'user', content: question },
          ],
          signal: AbortSignal.timeout(ENRICH_TIMEOUT_MS),
        },
        (delta) => {
          text += delta;
        },
      );
      report(usage);
      // Checked by its caller (the legal database's checkEnrichment, the web search's keyword check).
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
