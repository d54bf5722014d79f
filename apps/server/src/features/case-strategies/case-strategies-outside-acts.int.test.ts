import { CASE_REFERENCE_STATUS_LABELS, caseStrategyResponse } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import { signedInUser } from '../../../test/sessions';
import { UNVERIFIED_ARTICLE_MARK } from './answer-checks';
import { ARREARS_CASE, answering, call, modelAnswer } from './case-strategies.test-support';

const context = useAppWithFixtureModel();

describe('the simulator and acts outside the Database Legale', () => {
  it('lists an outside act as outside, unmarked, and a made-up article as not found', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(
      answering(
        modelAnswer({
          risk_factors: [
            'Il conduttore può sanare la morosità in giudizio ex art. 55 L. 392/1978.',
            'Il conduttore potrebbe invocare l’art. 9999 c.c.',
          ],
          strategic_recommendations: [
            'Verificare il rispetto dell’art. 2 D.Lgs. 81/2008 da parte del locatore.',
          ],
        }),
      ),
    );
    const res = await call(t, caller, 'POST', '/api/case-strategies', ARREARS_CASE);
    expect(res.statusCode, res.body).toBe(201);
    const strategy = caseStrategyResponse.parse(res.json()).data;
    expect(strategy.risk_factors).toEqual([
      'Il conduttore può sanare la morosità in giudizio ex art. 55 L. 392/1978.',
      `Il conduttore potrebbe invocare l’art. 9999 c.c. ${UNVERIFIED_ARTICLE_MARK}`,
    ]);
    const references = strategy.analysis?.cited_references ?? [];
    expect(references).toEqual(
      expect.arrayContaining([
        { text: 'art. 55 L. 392/1978', status: 'outside_corpus' },
        { text: 'art. 2 D.Lgs. 81/2008', status: 'outside_corpus' },
        { text: 'art. 9999 c.c.', identifier: 'cc-9999', status: 'not_found' },
      ]),
    );
    expect(CASE_REFERENCE_STATUS_LABELS.outside_corpus).toBe('atto non presente nella banca dati');
  });
});
