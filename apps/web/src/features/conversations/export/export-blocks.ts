import {
  AI_ANSWERS_NOTICE,
  type ConversationExportResponse,
  EXTRACTIVE_ANSWER_LABEL,
  italianToday,
} from '@brocardo/shared';

/** The exported file as a list of blocks, laid out the same way in the PDF and in the Word file. */
export type ExportBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'label'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A source's text, verbatim: one paragraph per stored line. */
  | { kind: 'quote'; text: string }
  | { kind: 'note'; text: string };

export const APPENDIX_HEADING = 'Appendice: fonti citate';

const dateTime = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

export function italianDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A consolidation date 'YYYY-MM-DD' as an Italian date; other spellings are shown as stored. */
function italianDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

const REASONS = {
  not_found: 'fonte inesistente o non trovata',
  outside_corpus: 'atto non presente nella banca dati',
} as const;

/** How an answer's label says who wrote it: the AI model (named when known) or the extractive responder. */
function answeredByLabel(answeredBy: ConversationExportResponse['messages'][number]['answered_by']): string {
  if (!answeredBy) return '';
  if (answeredBy.kind === 'extractive') return ` · ${EXTRACTIVE_ANSWER_LABEL}`;
  return answeredBy.model
    ? ` · generata con l'intelligenza artificiale (${answeredBy.model})`
    : " · generata con l'intelligenza artificiale";
}

/** Where every answer of the conversation quotes the sources by rule, no model wrote any of them. */
export const EXTRACTIVE_EXPORT_NOTICE =
  'Le risposte di questa conversazione riportano estratti delle fonti scelti automaticamente, senza un modello di intelligenza artificiale: verifica sempre le fonti prima di usarle.';

/** The AI disclosure, unless no answer of the conversation was written by a model. */
function answersNotice(messages: ConversationExportResponse['messages']): string {
  const answers = messages.filter((message) => message.role === 'assistant');
  const allExtractive =
    answers.length > 0 && answers.every((message) => message.answered_by?.kind === 'extractive');
  return allExtractive ? EXTRACTIVE_EXPORT_NOTICE : AI_ANSWERS_NOTICE;
}

/**
 * An answer's Markdown as a document's blocks, its `@source:` tags written as references: given by
 * the chat, which renders answers (this feature cannot import it: the chat imports this one).
 */
export type AnswerOutline = (
  markdown: string,
) => ReadonlyArray<{ kind: 'heading' | 'paragraph' | 'quote'; text: string }>;

const OUTLINE_KIND = { heading: 'label', paragraph: 'paragraph', quote: 'quote' } as const;

/**
 * The conversation, then the appendix: every cited article as stored, the web sources, what did not
 * resolve. A question is written as typed, an answer as the chat shows it (`outline`).
 */
export function exportBlocks(data: ConversationExportResponse, outline: AnswerOutline): ExportBlock[] {
  const blocks: ExportBlock[] = [
    { kind: 'title', text: data.conversation.title },
    { kind: 'note', text: `Conversazione esportata da Brocardo il ${italianDateTime(data.exported_at)}.` },
    { kind: 'note', text: answersNotice(data.messages) },
  ];
  for (const message of data.messages) {
    const who = message.role === 'user' ? 'Domanda' : 'Risposta';
    blocks.push({
      kind: 'label',
      text: `${who} — ${italianDateTime(message.created_at)}${answeredByLabel(message.answered_by)}`,
    });
    const pieces =
      message.role === 'assistant'
        ? outline(message.content)
        : [{ kind: 'paragraph', text: message.content } as const];
    // One paragraph per line, as Word needs them (a list or a table is one block of lines).
    for (const { kind, text } of pieces)
      for (const line of text.split('\n'))
        if (line.trim() !== '') blocks.push({ kind: OUTLINE_KIND[kind], text: line });
    if (message.interrupted) blocks.push({ kind: 'note', text: 'Risposta interrotta.' });
  }

  const { articles, web_sources: webSources, unverified } = data.appendix;
  blocks.push({ kind: 'heading', text: APPENDIX_HEADING });
  if (articles.length === 0 && webSources.length === 0 && unverified.length === 0) {
    blocks.push({ kind: 'note', text: 'Nessuna fonte citata.' });
    return blocks;
  }
  if (articles.length > 0) {
    blocks.push({ kind: 'heading', text: 'Articoli citati (testo come conservato nella banca dati)' });
    for (const article of articles) {
      const consulted = article.cited ? '' : ' (fonte principale consultata, non citata)';
      blocks.push({ kind: 'label', text: `${article.title}${consulted}` });
      const state = article.abrogated ? ' — articolo abrogato' : '';
      blocks.push({
        kind: 'note',
        text: `${article.act_name}, testo vigente al ${italianDay(article.vigente_al)}${state}`,
      });
      for (const line of article.text.split('\n'))
        if (line.trim() !== '') blocks.push({ kind: 'quote', text: line });
    }
  }
  if (webSources.length > 0) {
    blocks.push({ kind: 'heading', text: 'Fonti web' });
    for (const source of webSources) {
      const date = source.published_at ? `, ${source.published_at}` : ', data non indicata';
      const cited = source.cited ? '' : ' (consultata, non citata)';
      blocks.push({ kind: 'paragraph', text: `${source.title}${cited} — ${source.url}${date}` });
    }
  }
  if (unverified.length > 0) {
    blocks.push({ kind: 'heading', text: 'Citazioni non verificate' });
    for (const entry of unverified)
      blocks.push({ kind: 'paragraph', text: `${entry.text}: ${REASONS[entry.reason]}` });
  }
  return blocks;
}

/** A file name from the title: its letters (accents kept: «è» is not «e»), digits and dashes. */
const MAX_NAME_LENGTH = 60;

/**
 * The file's name: the title's words joined by '-', cut between words (not inside one) to at most
 * 60 characters, then the export's day in Rome (YYYY-MM-DD), so two exports of one conversation sort
 * by date and neither overwrites the other.
 */
export function exportFileName(title: string, extension: 'pdf' | 'docx', exportedAt?: string): string {
  const words = title
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let base = '';
  for (const word of words) {
    const next = base ? `${base}-${word}` : word;
    if (next.length > MAX_NAME_LENGTH) {
      if (!base) base = word.slice(0, MAX_NAME_LENGTH);
      break;
    }
    base = next;
  }
  const day = exportedAt && !Number.isNaN(Date.parse(exportedAt)) ? italianToday(new Date(exportedAt)) : null;
  return `${[base || 'conversazione', day].filter(Boolean).join('-')}.${extension}`;
}
