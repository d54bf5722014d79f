import { describe, expect, it } from 'vitest';
import { answerOptions } from './quiz-form';

describe('the answer options of a quiz item', () => {
  it('are the lettered alternatives after a stem left open', () => {
    expect(
      answerOptions(
        'Il delitto è doloso quando: a) è voluto; b) non è voluto; c) deriva da colpa; d) è tentato.',
      ),
    ).toEqual({
      stem: 'Il delitto è doloso quando:',
      options: ['è voluto', 'non è voluto', 'deriva da colpa', 'è tentato'],
    });
  });

  it('may stand on lines of their own, in capitals or in brackets, after a question or nothing', () => {
    expect(
      answerOptions('Chi presiede la Corte?\nA) il Presidente\nB) il Ministro\nC) il Capo')?.options,
    ).toEqual(['il Presidente', 'il Ministro', 'il Capo']);
    expect(answerOptions('(a) la reclusione (b) la multa (c) l’arresto')?.options).toEqual([
      'la reclusione',
      'la multa',
      'l’arresto',
    ]);
    expect(answerOptions('A. la querela\nB. la denuncia')?.stem).toBe('');
  });

  it('are not the letters of a provision a question mentions', () => {
    expect(answerOptions("Cosa prevedono le lettere a) e b) dell'art. 6 del GDPR?")).toBeNull();
    expect(
      answerOptions('Il contratto di cui alla lettera a) del comma 1 e alla lettera b) del comma 2 è nullo?'),
    ).toBeNull();
    expect(answerOptions('Le ipotesi b) reato proprio; c) reato comune')).toBeNull();
    expect(answerOptions('Una sola: a) la querela')).toBeNull();
  });

  it('are read in time proportional to the text, however long its runs of blanks and stops', () => {
    // Patterns such as `\s*$` took seconds on 100,000 characters of newlines (quadratic backtracking).
    const hostile = [
      `a) x b) y ${'\n'.repeat(100_000)}z`,
      `${'\n'.repeat(100_000)}x a) uno b) due`,
      `Domanda: a) uno b) due${' ;'.repeat(50_000)}`,
    ];
    for (const text of hostile) {
      const started = performance.now();
      answerOptions(text);
      expect(performance.now() - started).toBeLessThan(250);
    }
  });
});
