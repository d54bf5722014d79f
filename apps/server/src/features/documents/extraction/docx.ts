import { unzipSync } from 'fflate';
import { Parser } from 'htmlparser2';
import { renderTable } from './table';
import { cleanLine } from './text';
import { type ExtractedBlock, type ExtractedDocument, ExtractionFailure, FAILURE } from './types';

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Images are dropped rather than inlined as base64; linked files are never read.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
      },
    );
    html = result.value;
  } catch {
    throw new ExtractionFailure(FAILURE.corrupt);
  }
  const blocks = htmlBlocks(html);
  if (!blocks.length) throw new ExtractionFailure(FAILURE.noText);
  return { type: 'DOCX', pageCount: savedPageCount(bytes), ocrPages: 0, blocks };
}

/** Word records the page count of its last layout in docProps/app.xml; 0 when absent. */
function savedPageCount(bytes: Uint8Array): number {
  try {
    const files = unzipSync(bytes, {
      filter: (file) => file.name === 'docProps/app.xml' && file.originalSize < 1024 * 1024,
    });
    const xml = new TextDecoder().decode(files['docProps/app.xml']);
    const pages = Number(/<Pages>\s*(\d{1,6})\s*<\/Pages>/.exec(xml)?.[1] ?? 0);
    return Number.isSafeInteger(pages) ? pages : 0;
  } catch {
    return 0;
  }
}

interface List {
  ordered: boolean;
  counter: number;
}

interface TableState {
  rows: string[][];
  /** Tables nested in a cell are flattened into that cell's text. */
  depth: number;
}

/** Walks mammoth's HTML: h1–h6 → headings; p and li → paragraphs; tables → one table block each. */
export function htmlBlocks(html: string): ExtractedBlock[] {
  const blocks: ExtractedBlock[] = [];
  const lists: List[] = [];
  let table: TableState | null = null;
  let kind: ExtractedBlock['kind'] = 'paragraph';
  let prefix = '';
  let text = '';

  const flush = () => {
    const line = cleanLine(text.replaceAll('↑', ''));
    if (line) blocks.push({ page: null, text: prefix + line, kind });
    text = '';
    prefix = '';
    kind = 'paragraph';
  };
  const appendToCell = (chunk: string) => {
    const row = table?.rows.at(-1);
    if (row?.length) row[row.length - 1] += chunk;
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (table) {
          if (name === 'table') table.depth++;
          if (table.depth === 1 && name === 'tr') table.rows.push([]);
          else if (table.depth === 1 && (name === 'td' || name === 'th')) table.rows.at(-1)?.push('');
          else appendToCell(' ');
          return;
        }
        if (/^h[1-6]$/.test(name)) {
          flush();
          kind = 'heading';
        } else if (name === 'p') {
          if (!lists.length) flush();
          else text += ' ';
        } else if (name === 'ul' || name === 'ol') {
          flush();
          lists.push({ ordered: name === 'ol', counter: 0 });
        } else if (name === 'li') {
          flush();
          const list = lists.at(-1);
          if (list) prefix = list.ordered ? `${++list.counter}. ` : '- ';
        } else if (name === 'table') {
          flush();
          table = { rows: [], depth: 1 };
        } else if (name === 'br') {
          text += ' ';
        }
      },
      ontext(chunk) {
        if (table) appendToCell(chunk);
        else text += chunk;
      },
      onclosetag(name) {
        if (table) {
          if (name === 'table' && --table.depth === 0) {
            const rendered = renderTable(table.rows);
            if (rendered) blocks.push({ page: null, text: rendered, kind: 'table' });
            table = null;
          } else appendToCell(' ');
          return;
        }
        if (/^h[1-6]$/.test(name) || name === 'li' || (name === 'p' && !lists.length)) flush();
        else if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}
