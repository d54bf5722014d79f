import { describe, expect, it } from 'vitest';
import { registerFields } from '../contracts/auth';
import { caseStrategyFields } from '../contracts/case-strategies';
import { createConversationRequest, renameConversationRequest } from '../contracts/conversations';
import { withoutBidiControls } from './display-text';

const RLO = '\u202E';

describe('withoutBidiControls', () => {
  it('removes embeddings, overrides, isolates and the implicit marks, and nothing else', () => {
    expect(withoutBidiControls(`fattura${RLO}fdp.exe`)).toBe('fatturafdp.exe');
    expect(
      withoutBidiControls('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200Ei\u200Fj\u061Ck'),
    ).toBe('abcdefghijk');
    expect(withoutBidiControls('Avv. Müller – “Società” 👩‍⚖️ عربي')).toBe('Avv. Müller – “Società” 👩‍⚖️ عربي');
  });

  it('is applied to names on the way in: user, conversation and case titles', () => {
    expect(registerFields.name.parse(`Mario ${RLO}issoR`)).toBe('Mario issoR');
    expect(createConversationRequest.parse({ title: `Ricorso${RLO}` }).title).toBe('Ricorso');
    expect(renameConversationRequest.parse({ title: ` ${RLO}Appello ` }).title).toBe('Appello');
    // A name of bidi controls only is empty once cleaned, so refused as missing.
    expect(renameConversationRequest.safeParse({ title: `${RLO}\u2066` }).success).toBe(false);
    const caseFields = caseStrategyFields.shape.case_title;
    expect(caseFields.parse(`Causa${RLO} Rossi`)).toBe('Causa Rossi');
  });
});
