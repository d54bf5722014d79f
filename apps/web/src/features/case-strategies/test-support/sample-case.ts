import type { CaseStrategyResource } from '@brocardo/shared';

type Analysis = NonNullable<CaseStrategyResource['analysis']>;

/** An analysis with every checkable detail: sources, a verified and an unverified reference, costs. */
export const SAMPLE_ANALYSIS: Analysis = {
  probability_range: [62, 78],
  probability_class: 'alta',
  estimate_notes: ['Probabilità e durata sono stime del modello; i costi sono calcolati dalle tabelle.'],
  probability_factors: [
    { factor: 'Contratto scritto e firmato', effect: 'positivo' },
    { factor: 'Testimoni non disponibili', effect: 'negativo' },
  ],
  missing_information: ['Data della consegna della merce'],
  sources: [{ identifier: 'cc-1218', title: 'art. 1218 c.c. — Responsabilità del debitore' }],
  cited_references: [
    {
      text: 'art. 1218 c.c.',
      status: 'verified',
      identifier: 'cc-1218',
      title: 'art. 1218 c.c. — Responsabilità del debitore',
    },
    { text: 'art. 9999 c.c.', status: 'not_found' },
    { text: 'art. 5 L. 392/1978', status: 'outside_corpus' },
  ],
  precedents: [{ title: 'Cass. civ. sez. II, 12/2020', url: 'https://example.org/cass-12-2020' }],
  unsourced_judgments: ['Cass. n. 4321/2019'],
  cost_breakdown: [
    { label: 'Contributo unificato', min: 237, max: 237, rule: 'DPR 115/2002, art. 13' },
    { label: 'Compenso avvocato', min: 2500.5, max: 4800, rule: 'DM 55/2014' },
  ],
  cost_notes: ['I compensi sono indicativi.'],
  duration_months: { min: 12, max: 24 },
  generated_at: '2025-03-10T09:30:00.000Z',
};

let nextId = 1;

/** A stored case as the server returns it, with its analysis. */
export function sampleCase(overrides: Partial<CaseStrategyResource> = {}): CaseStrategyResource {
  const id = overrides.id ?? nextId++;
  return {
    id,
    matter_id: null,
    created_at: '2025-03-10T09:30:00.000Z',
    updated_at: '2025-03-10T09:30:00.000Z',
    status: 'active',
    case_title: `Caso ${id}`,
    case_type: 'civile',
    legal_area: 'Diritto civile',
    case_facts: 'Il fornitore non ha consegnato la merce pagata in anticipo.',
    opposing_party: 'Beta S.r.l.',
    court_level: 'Tribunale',
    urgency_level: 'alta',
    budget_range: '5000-15000',
    desired_outcome: 'Restituzione del prezzo',
    case_value_euro: 12500,
    success_probability: 70,
    ai_confidence_score: 60,
    risk_factors: ['Prova della consegna incompleta'],
    strategic_recommendations: ['Inviare una diffida ad adempiere'],
    alternative_strategies: ['Mediazione'],
    precedent_analysis: 'La giurisprudenza è costante sul punto.',
    estimated_cost_min: 2737.5,
    estimated_cost_max: 5037,
    estimated_duration: '12–24 mesi',
    analysis: SAMPLE_ANALYSIS,
    analysis_unavailable_reason: null,
    analysis_outdated: false,
    ...overrides,
  };
}

/** A case saved without a model: no analysis, and why. */
export function caseWithoutAnalysis(overrides: Partial<CaseStrategyResource> = {}): CaseStrategyResource {
  return sampleCase({
    success_probability: null,
    ai_confidence_score: null,
    risk_factors: [],
    strategic_recommendations: [],
    alternative_strategies: [],
    precedent_analysis: null,
    estimated_cost_min: null,
    estimated_cost_max: null,
    estimated_duration: null,
    analysis: null,
    analysis_unavailable_reason: 'Nessun modello AI configurato: il caso è stato salvato senza analisi.',
    ...overrides,
  });
}
