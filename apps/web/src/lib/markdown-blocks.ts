/**
 * The document's Markdown read as the blocks the PDF, DOCX and TXT files are laid out from. Only what
 * legal documents use: headings, paragraphs, lists (their markers kept as written, so clause "3." stays
 * "3." and "a)" stays "a)"), quotes, rules, tables (as lines) and bold or italic text. A single line
 * break is kept as a line break: addresses, signatures and the date line of a letter are lines.
 */

export interface InlineRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** One line of text: its runs. */
export type RunLine = InlineRun[];

export type Block =
  | { kind: 'heading'; level: number; runs: RunLine }
  | { kind: 'paragraph'; lines: RunLine[] }
  | { kind: 'list-item'; marker: string; ordered: boolean; depth: number; lines: RunLine[] }
  | { kind: 'quote'; lines: RunLine[] }
  | { kind: 'rule' };

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const BULLET = /^(\s*)([-*+•])\s+(.*)$/;
const ORDERED = /^(\s*)(\d{1,3}[.)]|[a-z]\))\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const FENCE = /^ {0,3}(```|~~~)/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const indentWidth = (indent: string) => indent.replace(/\t/g, '    ').length;

/** `**bold**`, `__bold__`, `*italic*`, `_italic_`, `` `code` ``, links and images as their text, escapes. */
export function parseInline(source: string): RunLine {
  const text = source
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s*\\$/, '');
  const runs: RunLine = [];
  let bold = false;
  let italic = false;
  let buffer = '';
  const flush = () => {
    if (buffer === '') return;
    const last = runs.at(-1);
    if (last && last.bold === bold && last.italic === italic) last.text += buffer;
    else runs.push({ text: buffer, bold, italic });
    buffer = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    if (char === '\\' && next && /[\\`*_{}[\]()#+\-.!|>~]/.test(next)) {
      buffer += next;
      index += 1;
    } else if (char === '`') {
      const end = text.indexOf('`', index + 1);
      if (end < 0) buffer += char;
      else {
        buffer += text.slice(index + 1, end);
        index = end;
      }
    } else if ((char === '*' || char === '_') && isLiteralRun(text, index)) {
      // A line to fill in ("Firma: ________"): its characters are text, as CommonMark reads them.
      const end = runEnd(text, index);
      buffer += text.slice(index, end);
      index = end - 1;
    } else if ((char === '*' || char === '_') && next === char) {
      const marker = char + char;
      if (bold || text.indexOf(marker, index + 2) > 0) {
        flush();
        bold = !bold;
      } else buffer += marker;
      index += 1;
    } else if (char === '*' || (char === '_' && isWordEdge(text, index))) {
      if (italic || text.indexOf(char, index + 1) > 0) {
        flush();
        italic = !italic;
      } else buffer += char;
    } else buffer += char;
  }
  flush();
  return runs;
}

/** Where the run of the character at `index` ends. */
function runEnd(text: string, index: number): number {
  let end = index;
  while (text[end] === text[index]) end += 1;
  return end;
}

/**
 * A run of `*` or `_` that emphasises nothing: three underscores or more, four stars or more (a line
 * to fill in: "Data ___/___/______"), or a run with blank space (or the line's edge) on both sides.
 */
function isLiteralRun(text: string, index: number): boolean {
  if (index > 0 && text[index - 1] === text[index]) return false;
  const end = runEnd(text, index);
  if (end - index >= (text[index] === '_' ? 3 : 4)) return true;
  return /\s/.test(text[index - 1] ?? ' ') && /\s/.test(text[end] ?? ' ');
}

/** An underscore inside a word (`art_1`, `nome_cognome`) is text, not emphasis. */
function isWordEdge(text: string, index: number): boolean {
  const before = text[index - 1] ?? ' ';
  const after = text[index + 1] ?? ' ';
  return !/[\p{L}\p{N}]/u.test(before) || !/[\p{L}\p{N}]/u.test(after);
}

export const plainTextOf = (runs: RunLine): string => runs.map((run) => run.text).join('');

function tableLine(line: string): RunLine {
  const cells = line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
  return parseInline(cells.join(' | '));
}

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  // The block still taking lines (a paragraph, a list item or a quote); null after a blank line.
  let open: Extract<Block, { lines: RunLine[] }> | null = null;
  let fenced = false;
  const start = <Opened extends Block>(block: Opened): Opened => {
    blocks.push(block);
    return block;
  };
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.replace(/\s+$/, '');
    if (FENCE.test(line)) {
      fenced = !fenced;
      open = null;
      continue;
    }
    if (fenced) {
      const verbatim = [{ text: rawLine, bold: false, italic: false }];
      if (open?.kind === 'paragraph') open.lines.push(verbatim);
      else open = start({ kind: 'paragraph', lines: [verbatim] });
      continue;
    }
    if (line.trim() === '') {
      open = null;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, runs: parseInline(heading[2]!) });
      open = null;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      open = null;
      continue;
    }
    if (TABLE_SEPARATOR.test(line) && line.includes('|')) continue;
    const item = ORDERED.exec(line) ?? BULLET.exec(line);
    if (item) {
      const ordered = /^[\da-z]/.test(item[2]!);
      const depth = Math.min(Math.floor(indentWidth(item[1]!) / 2), 4);
      start({
        kind: 'list-item',
        marker: ordered ? item[2]! : '•',
        ordered,
        depth,
        lines: [parseInline(item[3]!)],
      });
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      const runs = parseInline(quote[1]!);
      if (open?.kind === 'quote') open.lines.push(runs);
      else open = start({ kind: 'quote', lines: [runs] });
      continue;
    }
    const runs = TABLE_ROW.test(line) ? tableLine(line) : parseInline(line.trim());
    if (open) open.lines.push(runs);
    else open = start({ kind: 'paragraph', lines: [runs] });
  }
  return blocks;
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('it');

/**
 * The blocks to lay out under the file's title: a first heading that repeats the title is left out,
 * so the title is not printed twice.
 */
export function bodyBlocks(markdown: string, title: string): Block[] {
  const blocks = parseBlocks(markdown);
  const first = blocks[0];
  if (first?.kind === 'heading' && normalised(plainTextOf(first.runs)) === normalised(title)) {
    return blocks.slice(1);
  }
  return blocks;
}

const LIST_INDENT = '    ';

/** The text without Markdown marks, lines kept, blocks apart by a blank line (list items together). */
export function blocksToPlainText(blocks: readonly Block[]): string {
  const out: string[] = [];
  let previous: Block | null = null;
  for (const block of blocks) {
    const inList = block.kind === 'list-item' && previous?.kind === 'list-item';
    if (previous && !inList) out.push('');
    switch (block.kind) {
      case 'heading':
        out.push(plainTextOf(block.runs));
        break;
      case 'rule':
        out.push('* * *');
        break;
      case 'quote':
        for (const line of block.lines) out.push(`${LIST_INDENT}${plainTextOf(line)}`);
        break;
      case 'list-item': {
        const indent = LIST_INDENT.repeat(block.depth);
        const hanging = ' '.repeat(block.marker.length + 1);
        block.lines.forEach((line, index) => {
          out.push(`${indent}${index === 0 ? `${block.marker} ` : hanging}${plainTextOf(line)}`);
        });
        break;
      }
      case 'paragraph':
        for (const line of block.lines) out.push(plainTextOf(line));
        break;
    }
    previous = block;
  }
  return out.join('\n');
}
