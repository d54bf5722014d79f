import { LEGAL_DOCUMENT_TYPE_LABELS } from '@brocardo/shared';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type IStylesOptions,
  Packer,
  Paragraph,
  type ParagraphChild,
  TabStopType,
  TextRun,
} from 'docx';
import { type Block, bodyBlocks, type RunLine } from '../../../lib/markdown-blocks';
import { AI_DRAFT_NOTE } from './ai-note';
import { type ExportInput, italianLongDate } from './export-input';
import { type FirmDecorations, firmDecorations } from './letterhead';

/**
 * The Word file: Times New Roman 12 throughout, real headings (Word's navigation pane and table of
 * contents see them), list items as paragraphs with a hanging indent and their markers as written
 * (Word's automatic numbering would renumber clause "3." if one were deleted), a line with the
 * document's type and its date in Italian under the title.
 */

export const DOCX_FONT = 'Times New Roman';
const BODY_HALF_POINTS = 24;
/** Twentieths of a point: 1 cm ≈ 567. */
const INDENT_STEP = 425;
const HANGING = 425;

const headingRun = (size: number) => ({ font: DOCX_FONT, size, bold: true, color: '000000' });

export const DOCX_STYLES: IStylesOptions = {
  default: {
    document: {
      run: { font: DOCX_FONT, size: BODY_HALF_POINTS, language: { value: 'it-IT' } },
      paragraph: { spacing: { after: 120 } },
    },
    title: { run: headingRun(32), paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 120 } } },
    heading1: { run: headingRun(28), paragraph: { spacing: { before: 240, after: 120 }, keepNext: true } },
    heading2: { run: headingRun(26), paragraph: { spacing: { before: 200, after: 100 }, keepNext: true } },
    heading3: { run: headingRun(24), paragraph: { spacing: { before: 160, after: 80 }, keepNext: true } },
    heading4: { run: headingRun(24), paragraph: { spacing: { before: 160, after: 80 }, keepNext: true } },
  },
};

export const HEADING_LEVELS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

export const headingLevel = (level: number) => HEADING_LEVELS[Math.min(Math.max(level, 1), 6) - 1];

/** Lines of runs as Word runs, a line break between lines. */
function runsOf(lines: readonly RunLine[], italic = false): ParagraphChild[] {
  return lines.flatMap((line, index) =>
    line.map(
      (run, position) =>
        new TextRun({
          text: run.text,
          bold: run.bold,
          italics: run.italic || italic,
          break: index > 0 && position === 0 ? 1 : undefined,
        }),
    ),
  );
}

/** Where a list item sits: indented by depth, its marker hanging in the indent. */
export function listIndent(depth: number) {
  return { left: INDENT_STEP * (depth + 1) + HANGING, hanging: HANGING };
}

function paragraphOf(block: Block): Paragraph {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: headingLevel(block.level), children: runsOf([block.runs]) });
    case 'list-item':
      return new Paragraph({
        indent: listIndent(block.depth),
        spacing: { after: 60 },
        children: [new TextRun({ text: `${block.marker}\t` }), ...runsOf(block.lines)],
        tabStops: [{ type: TabStopType.LEFT, position: listIndent(block.depth).left }],
      });
    case 'quote':
      return new Paragraph({ indent: { left: INDENT_STEP * 2 }, children: runsOf(block.lines, true) });
    case 'rule':
      return new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('* * *')] });
    case 'paragraph':
      return new Paragraph({ children: runsOf(block.lines) });
  }
}

/** The title and the line under it: "Lettera di diffida — 10 marzo 2025". */
export function titleParagraphs(input: ExportInput): Paragraph[] {
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(input.title)] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 360 },
      children: [
        new TextRun({
          text: `${LEGAL_DOCUMENT_TYPE_LABELS[input.documentType]} — ${italianLongDate(input.date)}`,
          italics: true,
        }),
      ],
    }),
  ];
}

/** The firm's name in bold, its address and contacts in 9 pt, a rule under the last line. */
function letterheadParagraphs({ name, details }: NonNullable<FirmDecorations['letterhead']>): Paragraph[] {
  const lines = [
    ...(name ? [new TextRun({ text: name, bold: true, size: 26 })] : []),
    ...details.map((line) => new TextRun({ text: line, size: 18 })),
  ];
  return lines.map(
    (run, index) =>
      new Paragraph({
        spacing: { after: index === lines.length - 1 ? 360 : 0 },
        ...(index === lines.length - 1
          ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 4 } } }
          : {}),
        children: [run],
      }),
  );
}

function signatureParagraphs(lines: readonly string[]): Paragraph[] {
  return lines.map(
    (line, index) =>
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        keepNext: index < lines.length - 1,
        spacing: { before: index === 0 ? 480 : 0, after: 0 },
        children: [new TextRun(line)],
      }),
  );
}

/** The last paragraph of a text the model drafted: 9 pt italic, apart from the text and its signature. */
function aiNoteParagraph(): Paragraph {
  return new Paragraph({
    spacing: { before: 480, after: 0 },
    children: [new TextRun({ text: AI_DRAFT_NOTE, italics: true, size: 18 })],
  });
}

export function documentOf(input: ExportInput, body: Paragraph[], trackRevisions = false): Document {
  const { letterhead, signature } = firmDecorations(input.firmProfile, input.content);
  return new Document({
    features: { trackRevisions },
    creator: 'Brocardo',
    title: input.title,
    styles: DOCX_STYLES,
    sections: [
      {
        properties: {
          page: {
            // A4 with 2 cm margins, as the PDF.
            size: { width: 11906, height: 16838 },
            margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 },
          },
        },
        children: [
          ...(letterhead ? letterheadParagraphs(letterhead) : []),
          ...titleParagraphs(input),
          ...body,
          ...(signature ? signatureParagraphs(signature) : []),
          ...(input.aiDrafted ? [aiNoteParagraph()] : []),
        ],
      },
    ],
  });
}

export function buildDocx(input: ExportInput): Document {
  return documentOf(input, bodyBlocks(input.content, input.title).map(paragraphOf));
}

export function docxBlob(input: ExportInput): Promise<Blob> {
  return Packer.toBlob(buildDocx(input));
}
