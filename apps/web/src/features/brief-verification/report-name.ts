import { italianToday, withoutBidiControls } from '@brocardo/shared';

/** The checked file's name in the report's heading: at most this long, cut with «…». */
const LABEL_MAX_LENGTH = 80;
/** …and in the report's file name, as a slug. */
const SLUG_MAX_LENGTH = 50;

/** The brief a report is about: the uploaded file's name, or null for a pasted text. */
export type CheckedBrief = string | null;

/** The line under the report's title: "Atto verificato: ricorso-rossi.pdf" (or «testo incollato»). */
export function checkedBriefLine(fileName: CheckedBrief): string {
  const name =
    fileName === null
      ? ''
      : withoutBidiControls(fileName)
          .replace(/[\p{Cc}\s]+/gu, ' ')
          .trim();
  if (name === '') return 'Atto verificato: testo incollato';
  const shown = name.length > LABEL_MAX_LENGTH ? `${name.slice(0, LABEL_MAX_LENGTH - 1).trimEnd()}…` : name;
  return `Atto verificato: ${shown}`;
}

/** `Ricorso Rossi – bozza (2).PDF` → `ricorso-rossi-bozza-2`: no extension, no accents, lower case. */
function slugOf(fileName: string): string {
  return withoutBidiControls(fileName)
    .replace(/\.(pdf|docx?)$/i, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** `verifica-atto-<file>-<YYYY-MM-DD>.pdf`, the day in Italy; without the file's part for a pasted text. */
export function reportFileName(format: 'pdf' | 'docx', fileName: CheckedBrief, now = new Date()): string {
  const slug = fileName === null ? '' : slugOf(fileName);
  return `verifica-atto-${slug ? `${slug}-` : ''}${italianToday(now)}.${format}`;
}
