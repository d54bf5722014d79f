import { describe, expect, it } from 'vitest';
import { reportBlocks } from './report-blocks';
import { checkedBriefLine, reportFileName } from './report-name';

const EMPTY_REPORT = {
  text: '',
  summary: {
    verified: 0,
    abrogated: 0,
    not_found: 0,
    outside_corpus: 0,
    quotations_exact: 0,
    quotations_altered: 0,
    judgments: 0,
  },
  references: [],
  articles: [],
  quotations: [],
  judgments: [],
  judgments_searched: false,
};

describe('which brief a Verifica atto report is about', () => {
  it('names the file after the brief checked, sanitised and shortened, and the day in Italy', () => {
    const lateNight = new Date('2026-11-28T23:30:00Z');
    expect(reportFileName('pdf', 'Ricorso Rossi – bozza (2).PDF', lateNight)).toBe(
      'verifica-atto-ricorso-rossi-bozza-2-2026-11-29.pdf',
    );
    expect(reportFileName('docx', 'Comparsa di costituzione à Beta S.r.l..docx', lateNight)).toBe(
      'verifica-atto-comparsa-di-costituzione-a-beta-s-r-l-2026-11-29.docx',
    );
    const long = reportFileName('pdf', `${'atto di citazione '.repeat(10)}.pdf`, lateNight);
    expect(long).toBe('verifica-atto-atto-di-citazione-atto-di-citazione-atto-di-citazi-2026-11-29.pdf');
    expect(reportFileName('pdf', '«»\u202e.pdf', lateNight)).toBe('verifica-atto-2026-11-29.pdf');
    expect(reportFileName('pdf', null, lateNight)).toBe('verifica-atto-2026-11-29.pdf');
  });

  it('heads the report with the file’s name under the title, or says the text was pasted', () => {
    const blocks = reportBlocks(EMPTY_REPORT, new Date('2026-01-01T10:00:00Z'), 'ricorso\u202e-rossi.pdf');
    expect(blocks.slice(0, 2)).toEqual([
      { kind: 'title', text: 'Verifica atto: report' },
      { kind: 'label', text: 'Atto verificato: ricorso-rossi.pdf' },
    ]);
    expect(reportBlocks(EMPTY_REPORT, new Date())[1]?.text).toBe('Atto verificato: testo incollato');
    const line = checkedBriefLine(`${'a'.repeat(120)}.pdf`);
    expect(line).toBe(`Atto verificato: ${'a'.repeat(79)}…`);
  });
});
