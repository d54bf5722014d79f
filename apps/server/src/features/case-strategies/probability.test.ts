import { probabilityClass } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { durationText, estimateNotes, probabilityRange } from './probability';

describe('probability class (spec 2 §4)', () => {
  it('is alta from 70, media from 40 to 69, bassa below 40', () => {
    expect([100, 70, 69, 40, 39, 0].map(probabilityClass)).toEqual([
      'alta',
      'alta',
      'media',
      'media',
      'bassa',
      'bassa',
    ]);
  });
});

describe('probabilityRange: p ± max(5, ⌈(100 − confidence) / 4⌉), clamped', () => {
  it('widens as the confidence falls', () => {
    expect(probabilityRange(65, 60)).toEqual([55, 75]);
    expect(probabilityRange(65, 0)).toEqual([40, 90]);
    expect(probabilityRange(65, 79)).toEqual([59, 71]); // ⌈21 / 4⌉ = 6
  });

  it('never narrows below ± 5, even at full confidence', () => {
    expect(probabilityRange(50, 100)).toEqual([45, 55]);
    expect(probabilityRange(50, 80)).toEqual([45, 55]);
  });

  it('stays within 0–100', () => {
    expect(probabilityRange(3, 40)).toEqual([0, 18]);
    expect(probabilityRange(98, 40)).toEqual([83, 100]);
    expect(probabilityRange(0, 0)).toEqual([0, 25]);
    expect(probabilityRange(100, 100)).toEqual([95, 100]);
  });
});

describe('estimateNotes', () => {
  it('says the figures are the model’s, with the range, its formula and the classes it spans', () => {
    const notes = estimateNotes(65, 60, [55, 75]);
    expect(notes[0]).toBe(
      'Probabilità di successo (65%) e affidabilità (60%) sono stime del modello AI, non calcoli. ' +
        "Intervallo 55–75%: la probabilità ± max(5, (100 − affidabilità) / 4) punti; l'intervallo va dalla " +
        'classe media alla classe alta.',
    );
    expect(estimateNotes(20, 90, [15, 25])[0]).toContain("l'intervallo resta nella classe bassa");
    expect(notes).toContain('La durata è una stima del modello AI.');
  });
});

describe('durationText', () => {
  it('gives a range in months, marked as the model’s estimate', () => {
    expect(durationText({ min: 18, max: 30 })).toBe('da 18 a 30 mesi (stima del modello)');
    expect(durationText({ min: 12, max: 12 })).toBe('circa 12 mesi (stima del modello)');
    expect(durationText({ min: 1, max: 1 })).toBe('circa 1 mese (stima del modello)');
    expect(durationText({ min: 0, max: 1 })).toBe('da 0 a 1 mese (stima del modello)');
  });
});
