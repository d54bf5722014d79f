import { blocksToPlainText, bodyBlocks } from '../../../lib/markdown-blocks';
import { AI_DRAFT_NOTE } from './ai-note';
import type { ExportInput } from './export-input';
import { firmDecorations } from './letterhead';

/** Windows editors read a UTF-8 file without this mark as ANSI, and the accents come out wrong. */
const UTF8_BOM = '\uFEFF';

/**
 * The text file: the letterhead's lines, the title, then the text without Markdown marks and the
 * signature's lines, and last the AI note when the model drafted it; CRLF line ends, UTF-8 with BOM.
 */
export function buildTxt(input: ExportInput): string {
  const body = blocksToPlainText(bodyBlocks(input.content, input.title));
  const { letterhead, signature } = firmDecorations(input.firmProfile, input.content);
  const head = letterhead ? `${[letterhead.name, ...letterhead.details].filter(Boolean).join('\n')}\n\n` : '';
  const tail = signature ? `\n${signature.join('\n')}\n` : '';
  const note = input.aiDrafted ? `\n${AI_DRAFT_NOTE}\n` : '';
  return `${UTF8_BOM}${head}${input.title}\n\n${body}\n${tail}${note}`.replace(/\n/g, '\r\n');
}

export function txtBlob(input: ExportInput): Blob {
  return new Blob([buildTxt(input)], { type: 'text/plain;charset=utf-8' });
}
