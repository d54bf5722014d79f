import { caseStrategyResponse } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import { signedInUser } from '../../../test/sessions';
import { ARREARS_CASE, answering, call, modelAnswer } from './case-strategies.test-support';

// The value of the case left empty: the analysis costs the sum the facts state, says so, and never
// stores it as the case's value (the user confirms it in the form).
const context = useAppWithFixtureModel();

const UNPAID_RENT_FACTS =
  'Il conduttore non ha pagato 3 canoni da € 1.250 dell’appartamento locato con contratto registrato nel 2021. ' +
  'Il locatore vuole la risoluzione del contratto e il rilascio dell’immobile.';

async function analysedCase(changes: Record<string, unknown>) {
  const { llm, t } = context;
  const caller = await signedInUser(t);
  llm.setDefault(answering(modelAnswer()));
  const res = await call(t, caller, 'POST', '/api/case-strategies', { ...ARREARS_CASE, ...changes });
  expect(res.statusCode, res.body).toBe(201);
  const prompt = llm.requests.at(-1)!.messages.at(-1)!.content;
  return { strategy: caseStrategyResponse.parse(res.json()).data, prompt };
}

describe('an analysis without the value of the case', () => {
  it('costs the value the facts state, flagged as to be confirmed, and tells the model', async () => {
    const { strategy, prompt } = await analysedCase({ case_value_euro: null, case_facts: UNPAID_RENT_FACTS });
    const { strategy: given } = await analysedCase({ case_value_euro: 3_750, case_facts: UNPAID_RENT_FACTS });

    expect(strategy.case_value_euro).toBeNull();
    expect(strategy.analysis?.cost_notes).toContain(
      'Valore non indicato: dai fatti risulta 3 × € 1.250,00 = € 3.750,00 («3 canoni da € 1.250»); i costi sono ' +
        'stimati su questo importo da confermare: indica il valore della causa per un calcolo definitivo.',
    );
    // The same figures as a case whose value is € 3.750: contributo unificato € 98, not the € 518 of an
    // indeterminable value.
    expect(strategy.analysis?.cost_breakdown[0]).toMatchObject({ min: 98, max: 98 });
    expect([strategy.estimated_cost_min, strategy.estimated_cost_max]).toEqual([
      given.estimated_cost_min,
      given.estimated_cost_max,
    ]);
    expect(given.analysis?.cost_notes.join(' ')).not.toContain('Valore non indicato');
    expect(prompt).toContain(
      'Valore della causa: non indicato; dai fatti risulta 3 × € 1.250,00 = € 3.750,00 (da confermare)',
    );
  });

  it('says why the value is indeterminable when the facts state no sum', async () => {
    const { strategy, prompt } = await analysedCase({
      case_value_euro: null,
      case_facts: 'Il conduttore non paga i canoni da mesi; il contratto di locazione è registrato dal 2021.',
    });
    expect(strategy.analysis?.cost_breakdown[0]).toMatchObject({ min: 518, max: 518 });
    expect(strategy.analysis?.cost_notes.join(' ')).toContain(
      'Valore della causa non indicato e nessun importo letto nei fatti: trattato come indeterminabile',
    );
    expect(prompt).toContain('Valore della causa: non indicato (indeterminabile)');
  });
});
