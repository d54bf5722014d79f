/** Control and format characters (soft hyphens, zero-width marks, BOM…), except tab and line breaks. */
const INVISIBLE = /(?![\t\n\r])[\p{Cc}\p{Cf}]/gu;

/** One line of text: invisible characters removed, every run of whitespace a single space. */
export function cleanLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

export function nonSpaceLength(text: string): number {
  return text.replace(/\s+/g, '').length;
}

/** Joins the lines of a paragraph, undoing end-of-line hyphenation ("contrat-" + "to"). */
export function joinLines(lines: string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = cleanLine(raw);
    if (!line) continue;
    if (!out) out = line;
    else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(line)) out = out.slice(0, -1) + line;
    else out += ` ${line}`;
  }
  return out;
}

/** Paragraphs of plain text (e.g. OCR output): blank lines separate them. */
export function plainTextParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => joinLines(paragraph.split('\n')))
    .filter((paragraph) => /[\p{L}\p{N}].*[\p{L}\p{N}]/u.test(paragraph));
}
