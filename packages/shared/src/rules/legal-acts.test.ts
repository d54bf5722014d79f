import { describe, expect, it } from 'vitest';
import { compareLegalActs, LEGAL_ACT_CODES, LEGAL_ACTS } from './legal-acts';

describe('the order acts are listed in', () => {
  it('lists every act once', () => {
    expect(new Set(LEGAL_ACT_CODES).size).toBe(LEGAL_ACT_CODES.length);
  });

  it('puts the codes first, then their accompanying provisions, the laws and the EU regulations', () => {
    const sorted = [...LEGAL_ACT_CODES].reverse().sort(compareLegalActs);
    expect(sorted.slice(0, 2)).toEqual(['cost', 'cc']);
    expect(sorted.indexOf('cpp')).toBeLessThan(sorted.indexOf('dispattcc'));
    expect(sorted.indexOf('dispattcpp')).toBeLessThan(sorted.indexOf('l241'));
    expect(sorted.slice(-2)).toEqual(['gdpr', 'aiact']);
  });

  it('names each act as a lawyer reads it, without bare abbreviations', () => {
    for (const code of LEGAL_ACT_CODES) expect(LEGAL_ACTS[code].name).not.toMatch(/\bc\.p\.[cp]\./);
  });
});
