import { diffArrays, diffWords } from 'diff';
import { DeletedTextRun, InsertedTextRun, Packer, Paragraph, type ParagraphChild, TextRun } from 'docx';
import { parseBlocks, plainTextOf } from '../../../lib/markdown-blocks';
import { documentOf, headingLevel } from './docx-export';
import type { TrackedChangesInput } from './export-input';

/**
 * "Word con revisioni": the current text as Word revisions against the text first generated, so a
 * partner sees in Word's review pane what was changed and can accept or reject each change. Lines are
 * matched first (a line added, removed or changed), then a changed line word by word; a whole line
 * added or removed is an inserted or deleted paragraph. The runs carry no bold or italic: the point of
 * this file is the changes.
 */

export const REVISION_AUTHOR = 'Brocardo';

/** How one line is set: a heading of a level, a list item (indented by depth) or a plain line. */
interface Line {
  text: string;
  heading: number | null;
  depth: number | null;
}

/** The text's lines, Markdown marks read (a list item's marker stays part of its text). */
function linesOf(markdown: string): Line[] {
  const lines: Line[] = [];
  for (const block of parseBlocks(markdown)) {
    if (block.kind === 'heading')
      lines.push({ text: plainTextOf(block.runs), heading: block.level, depth: null });
    else if (block.kind === 'rule') lines.push({ text: '* * *', heading: null, depth: null });
    else if (block.kind === 'list-item') {
      block.lines.forEach((line, index) => {
        const text = plainTextOf(line);
        lines.push({
          text: index === 0 ? `${block.marker} ${text}` : text,
          heading: null,
          depth: block.depth,
        });
      });
    } else
      for (const line of block.lines) lines.push({ text: plainTextOf(line), heading: null, depth: null });
  }
  return lines;
}

interface RevisionMark {
  id: number;
  author: string;
  date: string;
}

class Revisions {
  private nextId = 1;
  constructor(private readonly date: string) {}

  mark(): RevisionMark {
    return { id: this.nextId++, author: REVISION_AUTHOR, date: this.date };
  }
}

function paragraph(
  line: Line,
  children: ParagraphChild[],
  mark?: { insertion?: RevisionMark; deletion?: RevisionMark },
) {
  return new Paragraph({
    ...(line.heading ? { heading: headingLevel(line.heading) } : {}),
    ...(line.depth !== null ? { indent: { left: 425 * (line.depth + 1) } } : {}),
    ...(mark ? { run: mark } : {}),
    children,
  });
}

/** Words as Intl cuts them keep an amount whole: "12.500,00" is one word, not 12 . 500 , 00. */
const wordSegmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('it', { granularity: 'word' }) : undefined;

function changedLine(before: Line, after: Line, revisions: Revisions): Paragraph {
  const parts = diffWords(before.text, after.text, wordSegmenter ? { intlSegmenter: wordSegmenter } : {});
  const children: ParagraphChild[] = parts.map((part) => {
    if (part.added) return new InsertedTextRun({ text: part.value, ...revisions.mark() });
    if (part.removed) return new DeletedTextRun({ text: part.value, ...revisions.mark() });
    return new TextRun(part.value);
  });
  return paragraph(after, children);
}

const insertedLine = (line: Line, revisions: Revisions) =>
  paragraph(line, [new InsertedTextRun({ text: line.text, ...revisions.mark() })], {
    insertion: revisions.mark(),
  });

const deletedLine = (line: Line, revisions: Revisions) =>
  paragraph(line, [new DeletedTextRun({ text: line.text, ...revisions.mark() })], {
    deletion: revisions.mark(),
  });

/** The body paragraphs: unchanged lines as they are, the others as revisions. */
export function revisionParagraphs(original: string, current: string, date: string): Paragraph[] {
  const before = linesOf(original);
  const after = linesOf(current);
  const revisions = new Revisions(date);
  const out: Paragraph[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  const changes = diffArrays(
    before.map((line) => line.text),
    after.map((line) => line.text),
  );
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index]!;
    const count = change.value.length;
    if (!change.added && !change.removed) {
      for (let offset = 0; offset < count; offset += 1) {
        const line = after[newIndex + offset]!;
        out.push(paragraph(line, [new TextRun(line.text)]));
      }
      oldIndex += count;
      newIndex += count;
      continue;
    }
    // A removal next to an addition is a change of those lines: paired in order, the rest whole.
    const next = changes[index + 1];
    const removed = change.removed ? count : next?.removed ? next.value.length : 0;
    const added = change.added ? count : next?.added ? next.value.length : 0;
    if ((change.removed && next?.added) || (change.added && next?.removed)) index += 1;
    const paired = Math.min(removed, added);
    for (let offset = 0; offset < paired; offset += 1) {
      out.push(changedLine(before[oldIndex + offset]!, after[newIndex + offset]!, revisions));
    }
    for (let offset = paired; offset < removed; offset += 1) {
      out.push(deletedLine(before[oldIndex + offset]!, revisions));
    }
    for (let offset = paired; offset < added; offset += 1) {
      out.push(insertedLine(after[newIndex + offset]!, revisions));
    }
    oldIndex += removed;
    newIndex += added;
  }
  return out;
}

export function buildTrackedChangesDocx(input: TrackedChangesInput) {
  const date = input.revisedAt ?? input.date;
  const body = revisionParagraphs(input.originalContent, input.content, date.replace(/\.\d{3}Z$/, 'Z'));
  return documentOf(input, body, true);
}

export function trackedChangesDocxBlob(input: TrackedChangesInput): Promise<Blob> {
  return Packer.toBlob(buildTrackedChangesDocx(input));
}
