import { describe, expect, it } from 'vitest';
import { detectChatMode } from './mode-detection';

const scores = (text: string) => detectChatMode(text).scores;

describe('detectChatMode — standard scoring', () => {
  it('scores 3 for a keyword longer than 4 characters', () => {
    expect(scores('riassumi').standard).toBe(3);
  });

  it('scores 2 for a keyword of 4 characters or fewer', () => {
    expect(scores('ciao').standard).toBe(2);
  });

  it('scores 2 for a general question form at the start', () => {
    expect(scores('Come funziona la firma digitale').standard).toBe(2);
    expect(scores('Perché il cielo è blu').standard).toBe(2);
    expect(scores("Che cos'è un brocardo").standard).toBe(2 + 3); // the pattern plus the keyword "cos'è"
  });

  it('does not treat a bare question mark, or the form in mid-sentence, as the question pattern', () => {
    expect(scores('Il termine per il deposito è scaduto?').standard).toBe(0);
    expect(scores('Non capisco come funziona').standard).toBe(0);
  });
});

describe('detectChatMode — legal-database scoring', () => {
  it('scores 2 for a keyword over 3 characters and 1 for a shorter one', () => {
    expect(scores('contratto').rag).toBe(2);
    expect(scores('tar').rag).toBe(1);
  });

  it('scores 3 for a legal citation pattern', () => {
    expect(scores('c.p.c.').rag).toBe(3);
    expect(scores('Cost.').rag).toBe(3);
    expect(scores('legge n. 104/1992').rag).toBe(3 + 2); // the citation plus the keyword "legge"
    expect(scores('art. 2043').rag).toBe(3 + 2); // "art. N" plus the keyword "art."
  });

  it('counts a keyword once, and not again inside a longer keyword that matched', () => {
    expect(scores('contratto contratto contratto').rag).toBe(2);
    expect(scores('codice civile').rag).toBe(2);
  });
});

describe('detectChatMode — web scoring', () => {
  it('scores 2 for a long keyword and 1 for a short one', () => {
    expect(scores('notizie').websearch).toBe(2);
    expect(scores('oggi').websearch).toBe(1);
  });

  it('scores 3 for a year from 2010 to 2029, or a month with a year, once', () => {
    expect(scores('2010').websearch).toBe(3);
    expect(scores('2029').websearch).toBe(3);
    expect(scores('2009').websearch).toBe(0);
    expect(scores('2030').websearch).toBe(0);
    expect(scores('marzo 2009').websearch).toBe(3);
    expect(scores('marzo 2024').websearch).toBe(3);
  });

  it('scores 2 for a temporal pattern', () => {
    expect(scores("quest'anno").websearch).toBe(2);
    expect(scores('quest’anno').websearch).toBe(2); // typographic apostrophe
    expect(scores('negli ultimi mesi').websearch).toBe(2 + 2); // the pattern plus the keyword "ultimi"
  });
});

describe('detectChatMode — matching', () => {
  it('ignores case and accents', () => {
    expect(scores('RESPONSABILITÀ').rag).toBe(2);
    expect(scores('responsabilita').rag).toBe(2);
    expect(scores('NOVITÀ').websearch).toBe(2);
  });

  it('matches whole words only', () => {
    expect(scores('normale').rag).toBe(0); // not "norma"
    expect(scores('tardi').rag).toBe(0); // not "tar"
    expect(scores('cartello').rag).toBe(0); // not "art."
    expect(scores('esempiato').standard).toBe(0);
  });
});

describe('detectChatMode — decision order', () => {
  it('1. a forcing phrase sends the question to web search, before any score', () => {
    const online = detectChatMode('Cerca online la disciplina del lavoro agile');
    expect(online).toMatchObject({ mode: 'websearch', forced: true });
    expect(online.reason).toContain('cerca online');

    // Standard would win on score, the forcing phrase still comes first.
    expect(detectChatMode('Spiegami la sentenza sul caso Rossi')).toMatchObject({
      mode: 'websearch',
      forced: true,
    });
    expect(detectChatMode('Cosa dispone il D.Lgs. 231/2001?').forced).toBe(true);
    expect(detectChatMode('Quando entra in vigore il decreto?').forced).toBe(true);
    expect(detectChatMode('trovami notizie su internet').forced).toBe(true);
  });

  it('2. standard wins whenever its score is at least 2', () => {
    const result = detectChatMode("Spiegami l'art. 2043 c.c. e le novità del 2025");
    expect(result.scores.standard).toBeGreaterThanOrEqual(2);
    expect(result.scores.rag).toBeGreaterThan(result.scores.standard);
    expect(result).toMatchObject({ mode: 'standard', forced: false });
  });

  it('3. web wins with a score of at least 2 above the legal score', () => {
    expect(detectChatMode('notizie sul contratto nel 2025')).toMatchObject({
      mode: 'websearch',
      scores: { standard: 0, rag: 2, websearch: 5 },
      forced: false,
    });
  });

  it('3. web does not win on a tie with the legal score', () => {
    expect(detectChatMode('novità contratto')).toMatchObject({
      mode: 'rag',
      scores: { standard: 0, rag: 2, websearch: 2 },
    });
  });

  it('4. legal database with a score of at least 1', () => {
    expect(detectChatMode('ricorso al tar')).toMatchObject({ mode: 'rag', scores: { rag: 2 + 1 } });
    expect(detectChatMode('tar')).toMatchObject({ mode: 'rag', scores: { rag: 1 } });
  });

  it('5. otherwise standard (including a web score under 2)', () => {
    expect(detectChatMode('Buongiorno')).toMatchObject({
      mode: 'standard',
      scores: { standard: 0, rag: 0, websearch: 0 },
      forced: false,
    });
    expect(detectChatMode('oggi')).toMatchObject({ mode: 'standard', scores: { websearch: 1 } });
    expect(detectChatMode('')).toMatchObject({ mode: 'standard', forced: false });
  });
});

describe('detectChatMode — realistic questions', () => {
  it.each([
    ["Cosa prevede l'art. 2043 c.c.?", 'rag'],
    ['Quali sono i termini di prescrizione per il risarcimento del danno?', 'rag'],
    ['Responsabilità del conduttore per i danni all’immobile in locazione', 'rag'],
    ['Spiegami la differenza tra dolo e colpa', 'standard'],
    ['Traduci in inglese questa clausola', 'standard'],
    ['Scrivi una lettera di diffida al vicino', 'standard'],
    ["Quali sono le novità normative di quest'anno sul lavoro agile?", 'websearch'],
    ['Ultime notizie sulla riforma della giustizia', 'websearch'],
    ['Cosa è cambiato per il superbonus a gennaio 2025?', 'websearch'],
  ] as const)('%s → %s', (question, mode) => {
    expect(detectChatMode(question).mode).toBe(mode);
  });

  it('sends "ultime sentenze della Cassazione sul mobbing 2025" to web search, forced by "sentenze"', () => {
    const result = detectChatMode('ultime sentenze della Cassazione sul mobbing 2025');
    expect(result).toMatchObject({ mode: 'websearch', forced: true });
    expect(result.reason).toContain('sentenze');
  });
});
