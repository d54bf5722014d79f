import { describe, expect, it } from 'vitest';
import {
  checkFilingLength,
  countFilingCharacters,
  DM110_CHARACTER_LIMITS,
  filingCategoryFor,
} from './legal-documents-length';

/** A paragraph of exactly `characters` non-space characters, in words of 9 letters and a space. */
function prose(characters: number): string {
  const words = Math.floor(characters / 9);
  const rest = characters - words * 9;
  return `${'abcdefghi '.repeat(words)}${'x'.repeat(rest)}`.trim();
}

function citazione(exposition: number, conclusions = 'Voglia il Tribunale accogliere la domanda.') {
  return [
    '# TRIBUNALE DI MILANO',
    '## Atto di citazione',
    'Per Mario Rossi, C.F. RSSMRA80A01F205X, con l’Avv. Anna Bianchi',
    '## Parole chiave',
    'inadempimento, locazione, canoni',
    '## In fatto',
    prose(exposition),
    '## Conclusioni',
    conclusions,
    '## Relata di notifica',
    'Notificato a mezzo PEC.',
  ].join('\n');
}

describe('countFilingCharacters (art. 3, comma 2, and art. 4 D.M. 110/2023)', () => {
  it('counts characters without spaces and leaves out heading, parties, conclusions and relata', () => {
    const count = countFilingCharacters(citazione(1_000));
    expect(count.structured).toBe(true);
    // The exposition heading itself ("In fatto" → 7 characters) is counted with its section.
    expect(count.counted).toBe(1_000 + 'Infatto'.length);
    expect(count.excludedSections).toEqual([
      'Intestazione e parti',
      'Parole chiave',
      'Conclusioni',
      'Relata di notifica',
    ]);
    expect(count.keywords).toBe(3);
  });

  it('ignores Markdown marks and footnotes citing case law (art. 4, lett. f)', () => {
    const text = '## In fatto\n**Il** _fatto_.\n[^1]: Cass. civ., sez. III, 12 maggio 2020, n. 8765.';
    expect(countFilingCharacters(text).counted).toBe('Infatto'.length + 'Ilfatto.'.length);
  });

  it('counts the whole text when no exposition heading is found', () => {
    const count = countFilingCharacters('Testo libero senza sezioni.\nSeconda riga.');
    expect(count.structured).toBe(false);
    expect(count.counted).toBe('Testoliberosenzasezioni.Secondariga.'.length);
  });
});

describe('checkFilingLength', () => {
  it('applies to the civil filings only', () => {
    expect(filingCategoryFor('atto_giudiziario', 'diritto_civile')).toBe('atto_principale');
    expect(filingCategoryFor('atto_costituzione', 'diritto_commerciale')).toBe('atto_principale');
    expect(filingCategoryFor('istanza', 'diritto_famiglia')).toBe('atto_successivo');
    expect(filingCategoryFor('contratto', 'diritto_civile')).toBeNull();
    expect(filingCategoryFor('ricorso', 'diritto_amministrativo')).toBeNull();
    expect(checkFilingLength('testo', 'parere', 'diritto_civile')).toBeNull();
  });

  it('is silent within the limit, and names art. 3 past 80.000 characters', () => {
    const within = checkFilingLength(citazione(60_000), 'atto_giudiziario', 'diritto_civile');
    expect(within).toMatchObject({ limit: 80_000, warnings: [] });

    const over = checkFilingLength(citazione(80_500), 'atto_giudiziario', 'diritto_civile');
    expect(over?.counted).toBeGreaterThan(DM110_CHARACTER_LIMITS.atto_principale);
    expect(over?.warnings).toHaveLength(1);
    expect(over?.warnings[0]).toContain(
      "Il testo supera gli 80.000 caratteri (spazi esclusi) previsti dall'art. 3, comma 1, lett. a), del D.M. 110/2023",
    );
    expect(over?.warnings[0]).toContain('ne conta 80.507');
    expect(over?.warnings[0]).toContain('(art. 5)');
  });

  it('does not count long conclusions against the limit', () => {
    const check = checkFilingLength(citazione(70_000, prose(30_000)), 'ricorso', 'diritto_civile');
    expect(check?.warnings.some((warning) => warning.includes('supera'))).toBe(false);
  });

  it('warns near the limit and for the 50.000 characters of other acts', () => {
    const near = checkFilingLength(citazione(75_000), 'atto_costituzione', 'diritto_civile');
    expect(near?.warnings[0]).toMatch(
      /^Il testo conta 75\.007 caratteri \(spazi esclusi\), vicino al limite di 80\.000/,
    );
    const istanza = checkFilingLength(`## Premesso\n${prose(50_001)}`, 'istanza', 'diritto_civile');
    expect(istanza?.warnings[0]).toContain(
      "50.000 caratteri (spazi esclusi) previsti dall'art. 3, comma 1, lett. b)",
    );
  });

  it('warns past twenty keywords (art. 2, comma 1, lett. c)', () => {
    const keywords = Array.from({ length: 21 }, (_, index) => `parola${index}`).join(', ');
    const text = `# Tribunale\n## Parole chiave\n${keywords}\n## In fatto\nBreve.`;
    const check = checkFilingLength(text, 'atto_giudiziario', 'diritto_civile');
    expect(check?.keywords).toBe(21);
    expect(check?.warnings).toEqual([
      "Le parole chiave sono 21: l'art. 2, comma 1, lett. c), del D.M. 110/2023 ne consente al massimo 20.",
    ]);
  });
});
