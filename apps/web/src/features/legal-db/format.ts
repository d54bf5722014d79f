import { countOf } from '../../lib/count-of';

const LONG_DATE = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2025-01-15` → `15 gennaio 2025`; any other text is shown as it is. */
export function formatLegalDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : LONG_DATE.format(date);
}

/** 'testo vigente al 15 gennaio 2025' (lower case inside lists; the panel capitalises it). */
export function vigenteLabel(value: string): string {
  return `testo vigente al ${formatLegalDate(value)}`;
}

/**
 * The act of a source, named once: the full title when it already contains the short name
 * ('Codice civile (Regio Decreto 16 marzo 1942, n. 262)', not 'Codice civile — Codice civile (…)'),
 * both when they say different things ('GDPR (Reg. UE 2016/679) — Regolamento (UE) 2016/679 …').
 */
export function actLabel(name: string | undefined, title: string | undefined): string {
  const shortName = name?.trim() ?? '';
  const fullTitle = title?.trim() ?? '';
  if (!fullTitle) return shortName;
  if (!shortName || fullTitle.toLocaleLowerCase('it').includes(shortName.toLocaleLowerCase('it')))
    return fullTitle;
  return `${shortName} — ${fullTitle}`;
}

export function articlesLabel(count: number): string {
  return countOf(count, 'articolo', 'articoli');
}
