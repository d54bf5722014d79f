import type { ExtractedDocument } from './types';

export interface DocumentChunk {
  /** 0-based position in the document. */
  index: number;
  /** First and last page (PDF) or sheet (Excel) the chunk draws from; null for DOCX. */
  page: number | null;
  pageEnd: number | null;
  /** The heading the chunk falls under (consecutive headings joined with ›), null before any. */
  heading: string | null;
  text: string;
}

export interface ChunkOptions {
  targetChars?: number;
  maxChars?: number;
}

/** Below this much room beside a heading, text starts a chunk of its own instead of being cut small. */
const MIN_ROOM = 200;

interface Piece {
  text: string;
  page: number | null;
}

/** pdf.js writes U+0000 for glyphs it cannot map; PostgreSQL text cannot hold it. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/**
 * Splits a document into chunks of about `targetChars` (never above `maxChars`) on page, block,
 * then sentence, then word boundaries. A heading always starts a new chunk and stays with the chunks
 * under it (its text opens the first one); table chunks each repeat the table's header row.
 */
export function chunkDocument(doc: ExtractedDocument, opts: ChunkOptions = {}): DocumentChunk[] {
  const targetChars = opts.targetChars ?? 1000;
  const maxChars = Math.max(opts.maxChars ?? 1600, targetChars);
  const chunks: DocumentChunk[] = [];
  let heading: string | null = null;
  let headingOnly = false; // the open chunk holds nothing but heading lines so far
  let pieces: Piece[] = [];
  let length = 0;

  const flush = () => {
    if (pieces.length) {
      chunks.push({
        index: chunks.length,
        page: pieces[0]!.page,
        pageEnd: pieces.at(-1)!.page,
        heading: heading === null ? null : withoutNul(heading),
        text: withoutNul(pieces.map((piece) => piece.text).join('\n')),
      });
    }
    pieces = [];
    length = 0;
  };
  const add = (text: string, page: number | null) => {
    pieces.push({ text, page });
    length += (pieces.length > 1 ? 1 : 0) + text.length;
  };
  /** Adds a unit (≤ maxChars) to the open chunk, or starts a new chunk with it. */
  const place = (text: string, page: number | null, splittable: boolean) => {
    if (headingOnly) {
      // The first text under a heading joins it, split further if needed so that it fits.
      const room = maxChars - length - 1;
      headingOnly = false;
      if (text.length <= room) return add(text, page);
      if (splittable && room >= MIN_ROOM) {
        const [first = '', ...rest] = splitText(text, Math.min(targetChars, room), room);
        add(first, page);
        for (const part of rest) place(part, page, true);
        return;
      }
    }
    const combined = length + 1 + text.length;
    const fits = combined <= targetChars || (length < targetChars / 2 && combined <= maxChars);
    // A new page starts a new chunk, so a citation names the one page its passage is on.
    const newPage = page !== null && pieces.length > 0 && pieces.at(-1)!.page !== page;
    if (pieces.length && (!fits || newPage)) flush();
    add(text, page);
  };

  for (const block of doc.blocks) {
    const text = block.text.trim();
    if (!text) continue;
    if (block.kind === 'heading') {
      const line = text.slice(0, maxChars);
      if (headingOnly && length + 1 + line.length <= maxChars) {
        heading = `${heading} › ${line}`;
      } else {
        flush();
        heading = line;
      }
      add(line, block.page);
      headingOnly = true;
    } else if (block.kind === 'table') {
      tableUnits(text, targetChars, maxChars).forEach((unit, i) => {
        if (i > 0) flush(); // a table split over several chunks: each repeats the header
        place(unit, block.page, false);
      });
    } else {
      for (const unit of splitText(text, targetChars, maxChars)) place(unit, block.page, true);
    }
  }
  flush();
  return chunks;
}

/** Table rows grouped into units of about targetChars, each starting with the header row. */
function tableUnits(table: string, targetChars: number, maxChars: number): string[] {
  const [header = '', ...rows] = table.split('\n');
  if (!rows.length) return splitText(header, targetChars, maxChars);
  const head = header.length <= maxChars / 2 ? header : header.slice(0, Math.floor(maxChars / 2));
  const room = maxChars - head.length - 1;
  const units: string[] = [];
  let current: string[] = [];
  let size = head.length;
  for (const row of rows.flatMap((line) => (line.length <= room ? [line] : splitWords(line, room)))) {
    if (current.length && size + 1 + row.length > targetChars) {
      units.push([head, ...current].join('\n'));
      current = [];
      size = head.length;
    }
    current.push(row);
    size += 1 + row.length;
  }
  if (current.length) units.push([head, ...current].join('\n'));
  return units;
}

/** A paragraph as is when it fits, else sentences packed up to targetChars (long ones split on words). */
export function splitText(text: string, targetChars: number, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const sentences = text.split(/(?<=[.!?;:…»”"')\]])\s+(?=[\p{Lu}\p{N}«“"'([-])/u);
  const units: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) =>
    s.length <= maxChars ? [s] : splitWords(s, targetChars),
  )) {
    if (current && current.length + 1 + sentence.length > targetChars) {
      units.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) units.push(current);
  return units;
}

/** Splits on spaces into parts of at most `size` characters (a longer single word is cut). */
function splitWords(text: string, size: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    for (let i = 0; i < word.length; i += size) {
      const piece = word.slice(i, i + size);
      if (current && current.length + 1 + piece.length > size) {
        parts.push(current);
        current = piece;
      } else {
        current = current ? `${current} ${piece}` : piece;
      }
    }
  }
  if (current) parts.push(current);
  return parts;
}
