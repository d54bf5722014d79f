import type { ChatMessage, LlmProvider, LlmStreamInput, LlmUsage, OnDelta, Passage } from './llm';

/** Finds passages for a question (the legal-database issue supplies it). */
export type Retrieve = (query: string, signal: AbortSignal) => Promise<Passage[]>;

/**
 * What the extractive responder says when it has nothing to extract from: no generative model is
 * configured and no retrieval ran. It states that plainly and says what to do; it is never
 * dressed up as an answer to the question.
 */
export const NO_MODEL_NOTICE = [
  'Nessun modello di intelligenza artificiale generativa è configurato su questa installazione di Brocardo, quindi la modalità Standard non può formulare una risposta alla tua domanda.',
  '',
  '**Cosa puoi fare**',
  '',
  '- **Amministratore**: collega un servizio compatibile con OpenAI impostando `LLM_BASE_URL` (con `LLM_API_KEY` e `LLM_MODEL`) e riavvia il server.',
  '- **Database Legale**: questa modalità risponde con i passaggi estratti dal corpus normativo, ciascuno con la sua fonte, anche senza un modello generativo.',
].join('\n');

export const NO_PASSAGES_FOUND =
  'Non ho trovato passaggi pertinenti alla domanda nelle fonti disponibili. Prova a riformulare la domanda con termini più specifici (ad esempio il numero di un articolo o il nome di una legge).';

const MAX_PASSAGES = 5;
const SENTENCES_PER_PASSAGE = 3;
const MIN_TERM_LENGTH = 4;
const STOPWORDS = new Set([
  'alla',
  'alle',
  'allo',
  'anche',
  'come',
  'con',
  'cosa',
  'dalla',
  'dalle',
  'dallo',
  'degli',
  'della',
  'delle',
  'dello',
  'dove',
  'essere',
  'nella',
  'nelle',
  'nello',
  'ogni',
  'perché',
  'quale',
  'quali',
  'quando',
  'quanto',
  'questa',
  'queste',
  'questi',
  'questo',
  'sono',
  'sulla',
  'sulle',
  'tutti',
  'tutto',
]);

function terms(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length >= MIN_TERM_LENGTH && !STOPWORDS.has(word)) found.add(word);
  }
  return found;
}

function sentences(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?;]+[.!?;]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** The passage's sentences sharing the most terms with the question, in their original order. */
export function selectSentences(
  question: Set<string>,
  text: string,
  count = SENTENCES_PER_PASSAGE,
): string[] {
  const all = sentences(text);
  const scored = all.map((sentence, index) => {
    let score = 0;
    for (const term of terms(sentence)) if (question.has(term)) score += 1;
    return { index, score };
  });
  const chosen = scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  return chosen.map(({ index }) => all[index] as string);
}

/**
 * An answer made only of quoted passages: a heading, then for each passage its title, its most
 * relevant sentences and its `@source:{type}:{identifier}` citation. No sentence is invented.
 */
export function composeExtractiveAnswer(question: string, passages: readonly Passage[]): string {
  if (passages.length === 0) return NO_PASSAGES_FOUND;
  const questionTerms = terms(question);
  const blocks = passages.slice(0, MAX_PASSAGES).map((passage) => {
    const quoted = selectSentences(questionTerms, passage.text).join(' ');
    return `**${passage.title}**\n\n> ${quoted} @source:${passage.sourceType}:${passage.identifier}`;
  });
  return ['### Passaggi pertinenti dalle fonti', '', blocks.join('\n\n')].join('\n');
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
