import { formatLegalReference, LEGAL_SOURCE_TYPE, splitLegalIdentifier } from '@brocardo/shared';
import { quoteForQuery } from '../retrieval/quotation';
import type { ChatMessage, LlmProvider, LlmStreamInput, LlmUsage, OnDelta, Passage } from './llm';

/** Finds passages for a question (the legal-database issue supplies it). */
export type Retrieve = (query: string, signal: AbortSignal) => Promise<Passage[]>;

/**
 * What the extractive responder says when it has nothing to extract from: no generative model is
 * enabled and no retrieval ran. It speaks to the user (the administrator's instructions are on the
 * admin's AI-status card and in docs/DEPLOYMENT.md) and is never dressed up as an answer.
 */
export const NO_MODEL_NOTICE = [
  "Le risposte generate dall'intelligenza artificiale non sono attive su questa installazione di Brocardo, quindi la modalità Standard non può rispondere a questa domanda.",
  '',
  '**Cosa puoi fare**',
  '',
  '- Passa alla modalità **Database Legale**: risponde citando testualmente gli articoli dei codici e delle leggi pertinenti, ciascuno con la sua fonte da aprire e verificare.',
  '- Se hai caricato documenti personali, attivali: i loro passaggi pertinenti vengono citati allo stesso modo.',
  "- Per attivare le risposte generate, rivolgiti all'amministratore dello studio.",
].join('\n');

export const NO_PASSAGES_FOUND =
  'Non ho trovato passaggi pertinenti alla domanda nelle fonti disponibili. Prova a riformulare la domanda con termini più specifici (ad esempio il numero di un articolo o il nome di una legge).';

const MAX_PASSAGES = 5;
/** The first passage (and any the question cites) is quoted whole up to this length. */
const MAIN_QUOTE_LENGTH = 1200;
const OTHER_QUOTE_LENGTH = 600;

/** Text in Markdown (a quotation, a rubric): shown as written, never read as syntax. */
function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (char) => `\\${char}`);
}

/**
 * Quoted text as a Markdown block quote that renders exactly as written: each line a paragraph, and
 * what Markdown would read as syntax (a list marker such as `1.` or `1)`, emphasis, links) escaped.
 */
export function asBlockQuote(quoted: string): string {
  return (
    quoted
      .split('\n')
      .map(
        (line) =>
          `> ${escapeInline(line)
            .replace(/^(\d+)([.)])/, '$1\\$2')
            .replace(/^([-+#])/, '\\$1')}`,
      )
      // A line of the source (a paragraph, a list item) stays a paragraph of its own in the quote.
      .join('\n>\n')
  );
}

export const PRINCIPAL_SOURCES_LABEL = 'Norme principali:';

/**
 * The line naming the articles that govern the question (the principal legal sources), e.g.
 * "**Norme principali:** art. 1325 c.c. (Indicazione dei requisiti); art. 1418 c.c. (…)." — our
 * words, not a quotation: no quote marks, no block quote. Null when no source was ranked.
 */
export function principalSourcesLine(passages: readonly Passage[]): string | null {
  const names = passages.flatMap((passage) => {
    if (passage.sourceType !== LEGAL_SOURCE_TYPE || passage.relevance !== 'principal') return [];
    const parts = splitLegalIdentifier(passage.identifier);
    if (!parts) return [];
    const reference = formatLegalReference(parts.act, parts.article);
    return [
      passage.heading
        ? `${reference} (${escapeInline(passage.heading.trim().replace(/\.$/, ''))})`
        : reference,
    ];
  });
  return names.length > 0 ? `**${PRINCIPAL_SOURCES_LABEL}** ${names.join('; ')}.` : null;
}

/**
 * An answer made only of quoted passages: the line naming the governing articles (when the sources
 * were ranked), a heading, then for each principal passage (every passage when none was ranked) its
 * title, a verbatim quotation (whole when it fits, every cut marked "[…]") and its
 * `@source:{type}:{identifier}` citation. The sources under the bar are not quoted: the answer's
 * sources panel lists them, folded, as "Altre fonti consultate". No sentence of the law is invented.
 */
export function composeExtractiveAnswer(question: string, passages: readonly Passage[]): string {
  if (passages.length === 0) return NO_PASSAGES_FOUND;
  const principal = passages.filter((passage) => passage.relevance !== 'other');
  const quoted = principal.length > 0 ? principal : passages;
  const blocks = quoted.slice(0, MAX_PASSAGES).map((passage, rank) => {
    const maxLength = rank === 0 || passage.cited ? MAIN_QUOTE_LENGTH : OTHER_QUOTE_LENGTH;
    const quotation = quoteForQuery(passage.text, question, { maxLength });
    return `**${passage.title}**\n\n${asBlockQuote(quotation)}\n\n@source:${passage.sourceType}:${passage.identifier}`;
  });
  const governing = principalSourcesLine(passages);
  return [
    ...(governing ? [governing, ''] : []),
    '### Passaggi pertinenti dalle fonti',
    '',
    blocks.join('\n\n'),
  ].join('\n');
}

function lastUserMessage(messages: readonly ChatMessage[]): string {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]?.role === 'user') return messages[index]!.content;
  }
  return '';
}

/** Line by line, so the answer streams like any other (the client reveals it progressively). */
function pieces(text: string): string[] {
  return text.match(/[^\n]*\n*/g)?.filter(Boolean) ?? [text];
}

/** The responder used when no LLM is configured. It reports no tokens: nothing was generated. */
export function createExtractiveProvider({
  retrieve,
}: {
  retrieve?: Retrieve | undefined;
} = {}): LlmProvider {
  async function stream(
    { messages, signal, passages }: LlmStreamInput,
    onDelta: OnDelta,
  ): Promise<LlmUsage | null> {
    let found = passages;
    if (!found && retrieve) found = await retrieve(lastUserMessage(messages), signal);
    const text = found ? composeExtractiveAnswer(lastUserMessage(messages), found) : NO_MODEL_NOTICE;
    for (const piece of pieces(text)) {
      if (signal.aborted) return null;
      await onDelta(piece);
    }
    return { promptTokens: 0, cachedPromptTokens: 0, completionTokens: 0 };
  }
  return { kind: 'extractive', model: null, stream };
}
