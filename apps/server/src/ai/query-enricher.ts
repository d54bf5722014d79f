import type { LlmProvider } from './llm';

const ENRICH_TIMEOUT_MS = 8_000;
const ENRICHMENT_MAX_LENGTH = 300;

const INSTRUCTION = `Riscrivi la domanda dell'utente come query di ricerca per un database di codici e leggi italiane.
Rispondi con una sola riga: i termini giuridici tecnici pertinenti (ad esempio "locazione, conduttore, riparazioni") e, solo se ne sei certo, gli articoli pertinenti nella forma "art. 1576 c.c.". Nessuna spiegazione.`;

/**
 * Query enrichment by the configured model (spec 1 'Ricerca Intelligente IA'): one short,
 * non-streamed rewrite before retrieval. Any failure or a slow model falls back to the
 * deterministic expansion (null); the enrichment never blocks the answer for long.
 */
export function createQueryEnricher(
  provider: LlmProvider,
  log?: { warn(details: object, message: string): void },
) {
  if (provider.kind !== 'openai') return undefined;
  return async (question: string): Promise<string | null> => {
    let text = '';
    try {
      await provider.stream(
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
    } catch (error) {
      log?.warn({ err: error }, 'query enrichment failed: deterministic expansion only');
      return null;
    }
    const line = text.replace(/\s+/g, ' ').trim().slice(0, ENRICHMENT_MAX_LENGTH);
    return line || null;
  };
}
