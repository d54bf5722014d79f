import {
  AppError,
  type CheckedCitation,
  formatLegalReference,
  LEGAL_AREA_LABELS,
  LEGAL_DOCUMENT_TYPE_LABELS,
  type LegalArea,
  type LegalDocumentType,
  parseLegalCitations,
  parseOutsideActs,
  type SourceRelevance,
  splitLegalIdentifier,
  type UnverifiedReference,
} from '@brocardo/shared';
import type { ChatMessage, LlmProvider, LlmUsage } from '../../ai/llm';
import { fenceUntrusted } from '../../ai/untrusted-text';

/** An article of the Database Legale given to the model, with its text. */
export interface DraftSource {
  identifier: string;
  /** `art. 1219 c.c. — Costituzione in mora` */
  title: string;
  /** The date of the consolidated text the article comes from. */
  vigenteAl: string;
  text: string;
  /** How it ranked for the request (source-relevance.ts): the document's details list principal ones first. */
  relevance: SourceRelevance;
}

export interface DraftRequest {
  documentType: LegalDocumentType;
  legalArea: LegalArea;
  title: string;
  templateName: string | null;
  /** The template filled with the user's data. */
  filledTemplate: string | null;
  /** The user's facts and instructions (custom_content). */
  instructions: string | null;
}

const DRAFT_INSTRUCTION = `Sei un avvocato italiano esperto nella redazione di atti giudiziari, contratti e lettere. Redigi il documento richiesto in modo completo, in italiano giuridico corretto, chiaro e sintetico, pronto per la revisione dell'avvocato.
Regole:
1. Rispondi solo con il testo del documento in Markdown: il titolo con "#", le sezioni con "##", paragrafi e clausole numerati. Nessuna premessa, spiegazione o commento fuori dal documento.
2. Se ti è fornito un modello compilato, seguine la struttura e riporta esattamente i dati delle parti, gli importi e le date indicati; sviluppa e completa le parti da redigere.
3. Dove un dato manca (segnato "[…]") lascia "[…]": non inventare nomi, date, importi, fatti o documenti.
4. Fonda le argomentazioni giuridiche sulle fonti del Database Legale fornite, citando le norme nella forma "art. 1219 c.c." o "art. 163-bis c.p.c.". Non citare articoli di cui non sei certo e non inventare sentenze o numeri di sentenza.
5. Non inserire tag @source, link o note per l'utente.`;

const REVIEW_INSTRUCTION = `Sei un avvocato italiano che rivede la bozza di un collega. Correggi e completa la bozza dove serve: clausole o parti mancanti rispetto al tipo di documento, termini (di legge, di adempimento, processuali), coerenza dei nomi delle parti, degli importi e delle date in tutto il testo, correttezza dei riferimenti normativi rispetto alle fonti fornite. Non inventare dati: i "[…]" restano tali.
Formato della risposta, obbligatorio:
- prima il documento rivisto, completo, in Markdown;
- poi una riga che contiene soltanto "NOTE:";
- poi le modifiche apportate, una per riga, ciascuna introdotta da "- ". Se non hai modificato nulla scrivi "- Nessuna modifica necessaria."`;

/** Long articles are cut in the prompt; the model needs their rule, not every paragraph. */
const SOURCE_TEXT_MAX_LENGTH = 3_000;

function sourcesBlock(sources: readonly DraftSource[]): string {
  if (sources.length === 0) return 'Nessuna fonte pertinente trovata nel Database Legale.';
  return sources
    .map((source) => {
      const text =
        source.text.length > SOURCE_TEXT_MAX_LENGTH
          ? `${source.text.slice(0, SOURCE_TEXT_MAX_LENGTH)} […]`
          : source.text;
      return `### ${source.title} (testo vigente al ${source.vigenteAl})\n${text}`;
    })
    .join('\n\n');
}

function requestBlock(request: DraftRequest): string {
  const parts = [
    `Documento da redigere: ${LEGAL_DOCUMENT_TYPE_LABELS[request.documentType]} – «${request.title}»`,
    `Area: ${LEGAL_AREA_LABELS[request.legalArea]}`,
  ];
  if (request.templateName) parts.push(`Modello: ${request.templateName}`);
  if (request.filledTemplate)
    parts.push(
      `## Modello compilato con i dati del cliente\n${fenceUntrusted('MODELLO', request.filledTemplate)}`,
    );
  if (request.instructions)
    parts.push(`## Fatti e istruzioni dell'avvocato\n${fenceUntrusted('ISTRUZIONI', request.instructions)}`);
  return parts.join('\n\n');
}

export function draftMessages(request: DraftRequest, sources: readonly DraftSource[]): ChatMessage[] {
  return [
    { role: 'system', content: DRAFT_INSTRUCTION },
    {
      role: 'user',
      content: `${requestBlock(request)}\n\n## Fonti dal Database Legale\n${sourcesBlock(sources)}`,
    },
  ];
}

export function reviewMessages(
  request: DraftRequest,
  draft: string,
  sources: readonly DraftSource[],
): ChatMessage[] {
  return [
    { role: 'system', content: REVIEW_INSTRUCTION },
    {
      role: 'user',
      content: `${requestBlock(request)}\n\n## Fonti dal Database Legale\n${sourcesBlock(sources)}\n\n## Bozza da rivedere\n${fenceUntrusted('BOZZA', draft)}`,
    },
  ];
}

/** The model's document without a wrapping code fence or blank edges. */
export function cleanModelDocument(text: string): string {
  const trimmed = text.replace(/\r\n/g, '\n').trim();
  const fence = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(trimmed);
  return (fence ? fence[1]! : trimmed).trim();
}

/** A whole act (a citazione runs to several thousand words): more than a chat answer's cap. */
const DOCUMENT_MAX_OUTPUT_TOKENS = 8_192;

/** Streams one answer into a string; its tokens go to `report` (the metered run's usage). */
export async function completeText(
  provider: LlmProvider,
  messages: ChatMessage[],
  signal: AbortSignal,
  report: (usage: LlmUsage | null) => void,
): Promise<string> {
  let text = '';
  const usage = await provider.stream(
    { messages, signal, maxOutputTokens: DOCUMENT_MAX_OUTPUT_TOKENS },
    (delta) => {
      text += delta;
    },
  );
  report(usage);
  // The provider ends quietly when the server is shutting down: that text is cut short.
  if (signal.aborted) throw new AppError('SERVICE_UNAVAILABLE');
  return text;
}

export const REVIEW_FALLBACK_NOTE =
  'La revisione automatica non ha prodotto un risultato utilizzabile: è stata mantenuta la prima stesura.';
const NOTES_LINE = /^[\s*_#>]*NOTE[\s*_]*:[\s*_]*(.*)$/i;
const BULLET = /^\s*(?:[-*•–]|\d+[.)])\s+(.*\S)\s*$/;
const MAX_NOTES = 20;
const MAX_NOTE_LENGTH = 500;
/** A revised document much shorter than the draft was cut or summarised, not revised. */
const MIN_REVISED_SHARE = 0.5;

export interface ReviewOutcome {
  content: string;
  notes: string[];
  usable: boolean;
}

/**
 * Reads the review's answer: the revised document, then `NOTE:` and one change per bullet. An answer
 * without the notes line, without notes, or with a document less than half the draft's length is not
 * trusted: the draft is kept, with a note saying so.
 */
export function parseReview(answer: string, draft: string): ReviewOutcome {
  const lines = answer.replace(/\r\n/g, '\n').split('\n');
  let notesAt = -1;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    if (NOTES_LINE.test(lines[index]!)) {
      notesAt = index;
      break;
    }
  }
  const fallback = { content: draft, notes: [REVIEW_FALLBACK_NOTE], usable: false };
  if (notesAt < 0) return fallback;
  const content = cleanModelDocument(lines.slice(0, notesAt).join('\n'));
  const inline = NOTES_LINE.exec(lines[notesAt]!)?.[1]?.trim();
  const notes = [
    ...(inline ? [inline.replace(/^[-*•–]\s*/, '')] : []),
    ...lines.slice(notesAt + 1).flatMap((line) => {
      const bullet = BULLET.exec(line);
      return bullet ? [bullet[1]!.trim()] : [];
    }),
  ]
    .filter((note) => note !== '')
    .slice(0, MAX_NOTES)
    .map((note) => (note.length > MAX_NOTE_LENGTH ? `${note.slice(0, MAX_NOTE_LENGTH)}…` : note));
  if (notes.length === 0 || content.length < draft.length * MIN_REVISED_SHARE) return fallback;
  return { content, notes, usable: true };
}

export const UNVERIFIED_MARK = '[riferimento non verificato]';
const REASONS = {
  not_found: 'Articolo non presente nel Database Legale',
  abrogated: 'Articolo abrogato',
  outside_corpus: 'Atto non presente nella banca dati',
} as const;

export type { UnverifiedReference };

/**
 * References to acts outside the corpus, once per text as written. They are listed, not marked in
 * the text: the act may be cited rightly (a lease cites L. 431/1998), the Database Legale just
 * cannot confirm it, and the lawyer files the text as it is.
 */
function outsideEntries(found: ReadonlyArray<{ text: string; act: string }>): UnverifiedReference[] {
  const byText = new Map<string, UnverifiedReference>();
  for (const { text, act } of found) {
    if (!byText.has(text)) byText.set(text, { text, reason: REASONS.outside_corpus, act });
  }
  return [...byText.values()];
}

/** The references of a text to acts outside the corpus (a template filled without the model). */
export function outsideCorpusReferences(text: string): UnverifiedReference[] {
  return outsideEntries(parseOutsideActs(text, parseLegalCitations(text)));
}

/** `cc-9999` → `art. 9999 c.c.` (for one article of a list like `artt. 1453 e 9999 c.c.`). */
function referenceOf(citation: CheckedCitation): string {
  const split = splitLegalIdentifier(citation.identifier);
  return split ? formatLegalReference(split.act, split.article) : citation.text;
}

/**
 * Marks each reference the verifier could not match (or that names an abrogated article) right after
 * it, leaving the reference itself as written, and lists them with the references to acts outside
 * the corpus (listed, not marked). A list (`artt. 1453 e 9999 c.c.`) is
 * one span: its mark names the articles that failed.
 */
export function markUnverifiedReferences(
  text: string,
  citations: readonly CheckedCitation[],
): { text: string; unverified: UnverifiedReference[] } {
  const spans = new Map<string, CheckedCitation[]>();
  const outside: Array<{ text: string; act: string }> = [];
  for (const citation of citations) {
    if (citation.status === 'outside_corpus') {
      outside.push({ text: citation.text, act: citation.act_name ?? citation.text });
      continue;
    }
    const key = `${citation.start}:${citation.end}`;
    spans.set(key, [...(spans.get(key) ?? []), citation]);
  }
  const marks: Array<{ end: number; mark: string; entries: UnverifiedReference[] }> = [];
  for (const group of spans.values()) {
    const failing = group.filter((citation) => citation.status === 'not_found' || citation.abrogated);
    if (failing.length === 0) continue;
    const entries = failing.map((citation) => ({
      text: group.length === 1 ? citation.text : referenceOf(citation),
      reason: citation.status === 'not_found' ? REASONS.not_found : REASONS.abrogated,
    }));
    const detail =
      group.length > 1
        ? `: ${entries.map((entry) => entry.text).join(', ')}`
        : failing[0]!.status === 'not_found'
          ? ''
          : ': articolo abrogato';
    marks.push({ end: group[0]!.end, mark: ` ${UNVERIFIED_MARK.slice(0, -1)}${detail}]`, entries });
  }
  marks.sort((a, b) => a.end - b.end);
  let marked = text;
  for (const { end, mark } of [...marks].reverse()) {
    if (marked.slice(end).startsWith(` ${UNVERIFIED_MARK.slice(0, -1)}`)) continue;
    marked = `${marked.slice(0, end)}${mark}${marked.slice(end)}`;
  }
  return { text: marked, unverified: [...marks.flatMap((mark) => mark.entries), ...outsideEntries(outside)] };
}
