import type { ExportInput } from './export-input';
import { blocksToPlainText, bodyBlocks } from './markdown-blocks';

/** Windows editors read a UTF-8 file without this mark as ANSI, and the accents come out wrong. */
const UTF8_BOM = '\uFEFF';

/** The text file: the title, then the text without Markdown marks, CRLF line ends, UTF-8 with BOM. */
export function buildTxt(input: ExportInput): string {
  const body = blocksToPlainText(bodyBlocks(input.content, input.title));
  return `${UTF8_BOM}${input.title}\n\n${body}\n`.replace(/\n/g, '\r\n');
}

export function txtBlob(input: ExportInput): Blob {
  return new Blob([buildTxt(input)], { type: 'text/plain;charset=utf-8' });
}
