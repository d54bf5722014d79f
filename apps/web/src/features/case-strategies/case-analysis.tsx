import { type CaseStrategyResource, probabilityClass } from '@brocardo/shared';
import { AnalysisBlock } from './analysis-block';
import { AnalysisCosts, AnalysisPrecedents, AnalysisReferences } from './analysis-sources';
import { DECISION_SUPPORT_NOTE } from './case-strategies-messages';

const CLASS_BAR: Record<string, string> = { alta: 'bg-success', media: 'bg-warning', bassa: 'bg-critical' };
const CLASS_TEXT: Record<string, string> = {
  alta: 'text-success',
  media: 'text-warning',
  bassa: 'text-critical',
};

/** Spec 2 §4: the analysis section shows when at least one of its figures exists. */
export function hasAnalysis(item: CaseStrategyResource): boolean {
  return (
    item.success_probability !== null ||
    item.risk_factors.length > 0 ||
    item.strategic_recommendations.length > 0 ||
    item.alternative_strategies.length > 0 ||
    Boolean(item.precedent_analysis) ||
    item.estimated_cost_min !== null ||
    item.estimated_cost_max !== null ||
    Boolean(item.estimated_duration)
  );
}

function Bullets({ items, testId }: { items: string[]; testId: string }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-ink" data-testid={testId}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

function Probability({ item }: { item: CaseStrategyResource }) {
  const probability = item.success_probability;
  if (probability === null) return null;
  const analysis = item.analysis;
  const grade = analysis?.probability_class ?? probabilityClass(probability);
  const range = analysis?.probability_range;
  return (
    <AnalysisBlock title="Probabilità di successo">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className={`text-2xl font-semibold tabular-nums ${CLASS_TEXT[grade]}`}
          data-testid="probability"
        >
          {probability}%
        </span>
        <span className={`text-sm font-semibold ${CLASS_TEXT[grade]}`} data-testid="probability-class">
          Probabilità {grade}
        </span>
        <span className="rounded border border-rule px-1.5 py-0.5 text-xs text-ink-muted">
          stima del modello
        </span>
      </div>
      <div
        aria-hidden="true"
        data-testid="probability-bar"
        className="relative h-3 w-full overflow-hidden rounded-full bg-rule"
      >
        {range && (
          <div
            className="absolute inset-y-0 bg-ink-muted/30"
            style={{ left: `${range[0]}%`, width: `${range[1] - range[0]}%` }}
          />
        )}
        <div className={`h-full ${CLASS_BAR[grade]}`} style={{ width: `${probability}%` }} />
      </div>
      {range && (
        <p className="text-sm text-ink" data-testid="probability-range">
          Intervallo stimato: {range[0]}% – {range[1]}%
        </p>
      )}
      {analysis && analysis.probability_factors.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="probability-factors" aria-label="Fattori della stima">
          {analysis.probability_factors.map(({ factor, effect }) => (
            <li key={factor} className="flex gap-2">
              <span
                aria-hidden="true"
                className={`w-4 font-bold ${effect === 'positivo' ? 'text-success' : 'text-critical'}`}
              >
                {effect === 'positivo' ? '+' : '−'}
              </span>
              <span>
                <span className="sr-only">{effect === 'positivo' ? 'A favore: ' : 'Contro: '}</span>
                {factor}
              </span>
            </li>
          ))}
        </ul>
      )}
      {analysis && analysis.missing_information.length > 0 && (
        <div>
          <p className="text-sm font-medium text-ink">Informazioni che renderebbero la stima più precisa</p>
          <Bullets items={analysis.missing_information} testId="missing-information" />
        </div>
      )}
      {analysis?.estimate_notes?.map((note) => (
        <p key={note} className="text-xs text-ink-muted">
          {note}
        </p>
      ))}
    </AnalysisBlock>
  );
}

/** Spec 2 §2.8 AI analysis section, with the checkable details the server gives. */
export function CaseAnalysis({ item }: { item: CaseStrategyResource }) {
  const analysis = item.analysis;
  return (
    <div className="flex flex-col gap-5" data-testid="case-analysis">
      <p className="rounded-md border border-rule bg-paper px-3 py-2 text-xs text-ink-muted">
        {DECISION_SUPPORT_NOTE}
      </p>
      <Probability item={item} />
      {item.ai_confidence_score !== null && (
        <AnalysisBlock title="Affidabilità AI">
          <p className="text-sm text-ink" data-testid="ai-confidence">
            {item.ai_confidence_score}%
          </p>
        </AnalysisBlock>
      )}
      {item.risk_factors.length > 0 && (
        <AnalysisBlock title="Fattori di rischio">
          <Bullets items={item.risk_factors} testId="risk-factors" />
        </AnalysisBlock>
      )}
      {item.strategic_recommendations.length > 0 && (
        <AnalysisBlock title="Raccomandazioni strategiche">
          <Bullets items={item.strategic_recommendations} testId="recommendations" />
        </AnalysisBlock>
      )}
      {item.alternative_strategies.length > 0 && (
        <AnalysisBlock title="Strategie alternative">
          <Bullets items={item.alternative_strategies} testId="alternatives" />
        </AnalysisBlock>
      )}
      <AnalysisPrecedents item={item} />
      {analysis && <AnalysisReferences analysis={analysis} />}
      <AnalysisCosts item={item} />
      {item.estimated_duration && (
        <AnalysisBlock title="Durata stimata">
          <p className="text-sm text-ink" data-testid="duration">
            {item.estimated_duration}
          </p>
        </AnalysisBlock>
      )}
    </div>
  );
}
