import { describe, expect, it } from 'vitest';
import { actLabel, formatLegalDate } from './format';

describe('actLabel', () => {
  it('names the act once when the title already contains its name', () => {
    expect(actLabel('Codice civile', 'Codice civile')).toBe('Codice civile');
    expect(actLabel('Codice civile', 'Codice civile (Regio Decreto 16 marzo 1942, n. 262)')).toBe(
      'Codice civile (Regio Decreto 16 marzo 1942, n. 262)',
    );
    expect(actLabel('Codice della strada', 'Nuovo codice della strada (D.Lgs. 30 aprile 1992, n. 285)')).toBe(
      'Nuovo codice della strada (D.Lgs. 30 aprile 1992, n. 285)',
    );
  });

  it('keeps both when they say different things, and either one alone', () => {
    expect(actLabel('GDPR (Reg. UE 2016/679)', 'Regolamento (UE) 2016/679')).toBe(
      'GDPR (Reg. UE 2016/679) — Regolamento (UE) 2016/679',
    );
    expect(actLabel('Codice penale', undefined)).toBe('Codice penale');
    expect(actLabel(undefined, 'Codice penale (Regio Decreto 19 ottobre 1930, n. 1398)')).toBe(
      'Codice penale (Regio Decreto 19 ottobre 1930, n. 1398)',
    );
  });
});

describe('formatLegalDate', () => {
  it('writes an ISO date in Italian and leaves any other text as it is', () => {
    expect(formatLegalDate('2025-01-15')).toBe('15 gennaio 2025');
    expect(formatLegalDate('4 febbraio 2023')).toBe('4 febbraio 2023');
  });
});
