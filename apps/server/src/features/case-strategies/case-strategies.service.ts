import {
  AppError,
  type CaseStrategiesResponse,
  type CaseStrategyResource,
  type createCaseStrategyRequest,
  type ListCaseStrategiesQuery,
  type updateCaseStrategyRequest,
  type z,
} from '@brocardo/shared';
import { isForeignKeyViolation } from '../../db/errors';
import { MATTER_FOREIGN_KEYS } from '../../db/schema';
import { type PageAddress, pageEnvelope } from '../../platform/pagination';
import type { ActivityService } from '../activity/activity.service';
import type { LegalDbService } from '../legal-db/legal-db.service';
import type { MattersService } from '../matters/matters.service';
import type { MeteringService } from '../metering/metering.service';
import type { CaseInput } from './analysis-prompt';
import { type AnalysisDeps, analyseCase, caseInputHash } from './case-analysis';
import type { AnalysisWrite, CaseFields, CaseRow, CaseStrategiesRepo } from './case-strategies.repo';

export interface CaseStrategiesDeps extends AnalysisDeps {
  repo: CaseStrategiesRepo;
  metering: Pick<MeteringService, 'meteredRun'>;
  /** Files a new case under one of the user's matters: checked before anything is charged. */
  matters: Pick<MattersService, 'assertFileable'>;
  legalDb: Pick<LegalDbService, 'corpus' | 'search' | 'verify' | 'vigenteAl'>;
  activity: ActivityService;
}

export type CreateCaseStrategyBody = z.output<typeof createCaseStrategyRequest>;
export type UpdateCaseStrategyBody = z.output<typeof updateCaseStrategyRequest>;

/** Why a case has no (new) analysis: said on the screen, in Italian. */
export const ANALYSIS_REASONS = {
  notRequested:
    'Analisi AI non richiesta: il caso è stato salvato senza analisi. Usa «Genera analisi» per ottenerla.',
  noModel:
    'Analisi AI non disponibile: sul server non è configurato un modello AI generativo. Il caso è stato salvato ' +
    'senza analisi e nessun punto è stato addebitato.',
  noLegalDb:
    'Analisi AI non disponibile: il Database Legale non è caricato e senza le fonti normative l’analisi non viene ' +
    'generata. Il caso è stato salvato senza analisi e nessun punto è stato addebitato.',
  noModelOnRegenerate:
    'Analisi AI non rigenerata: sul server non è configurato un modello AI generativo. Le eventuali modifiche ' +
    'sono state salvate e nessun punto è stato addebitato.',
  noLegalDbOnRegenerate:
    'Analisi AI non rigenerata: il Database Legale non è caricato. Le eventuali modifiche sono state salvate e ' +
    'nessun punto è stato addebitato.',
} as const;

/** '' and blanks are no value. */
const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

function fieldsOf(body: CreateCaseStrategyBody): CaseFields {
  return {
    caseTitle: body.case_title,
    caseType: body.case_type,
    legalArea: body.legal_area,
    caseFacts: body.case_facts,
    opposingParty: orNull(body.opposing_party),
    courtLevel: body.court_level ?? null,
    urgencyLevel: body.urgency_level,
    budgetRange: body.budget_range ?? null,
    desiredOutcome: orNull(body.desired_outcome),
    caseValueEuro: body.case_value_euro ?? null,
  };
}

/** Only the fields the request names: a field left out stays as it is; null clears an optional one. */
function editsOf(body: UpdateCaseStrategyBody): Partial<CaseFields> {
  const edits: Partial<CaseFields> = {};
  if (body.case_title !== undefined) edits.caseTitle = body.case_title;
  if (body.case_type !== undefined) edits.caseType = body.case_type;
  if (body.legal_area !== undefined) edits.legalArea = body.legal_area;
  if (body.case_facts !== undefined) edits.caseFacts = body.case_facts;
  if (body.opposing_party !== undefined) edits.opposingParty = orNull(body.opposing_party);
  if (body.court_level !== undefined) edits.courtLevel = body.court_level;
  if (body.urgency_level !== undefined) edits.urgencyLevel = body.urgency_level;
  if (body.budget_range !== undefined) edits.budgetRange = body.budget_range;
  if (body.desired_outcome !== undefined) edits.desiredOutcome = orNull(body.desired_outcome);
  if (body.case_value_euro !== undefined) edits.caseValueEuro = body.case_value_euro;
  return edits;
}

function inputOf(fields: CaseFields): CaseInput {
  return {
    case_title: fields.caseTitle,
    case_type: fields.caseType,
    legal_area: fields.legalArea,
    case_facts: fields.caseFacts,
    opposing_party: fields.opposingParty,
    court_level: fields.courtLevel,
    urgency_level: fields.urgencyLevel,
    budget_range: fields.budgetRange,
    desired_outcome: fields.desiredOutcome,
    case_value_euro: fields.caseValueEuro,
  };
}

export function toResource(row: CaseRow): CaseStrategyResource {
  const input = inputOf(row);
  const analysis = row.analysis;
  return {
    id: row.id,
    matter_id: row.matterId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    status: row.status,
    ...input,
    success_probability: analysis?.success_probability ?? null,
    ai_confidence_score: analysis?.ai_confidence_score ?? null,
    risk_factors: analysis?.risk_factors ?? [],
    strategic_recommendations: analysis?.strategic_recommendations ?? [],
    alternative_strategies: analysis?.alternative_strategies ?? [],
    precedent_analysis: analysis?.precedent_analysis ?? null,
    estimated_cost_min: analysis?.estimated_cost_min ?? null,
    estimated_cost_max: analysis?.estimated_cost_max ?? null,
    estimated_duration: analysis?.estimated_duration ?? null,
    analysis: analysis?.details ?? null,
    analysis_unavailable_reason: row.analysisUnavailableReason,
    analysis_outdated: analysis ? analysis.input_hash !== caseInputHash(input) : false,
  };
}

/**
 * A case as created or updated; `balance` is the user's points after the AI analysis's charge, when
 * one was charged (a completed run keeps it), so the web shows it without reading it again.
 */
export interface Saved {
  data: CaseStrategyResource;
  balance?: number;
}

const saved = (row: CaseRow, balance?: number): Saved => ({
  data: toResource(row),
  ...(balance === undefined ? {} : { balance }),
});

export function createCaseStrategiesService(deps: CaseStrategiesDeps) {
  const { repo } = deps;

  async function ownCase(userId: number, id: number): Promise<CaseRow> {
    const row = await repo.findCase(userId, id);
    if (!row) throw new AppError('CASE_STRATEGY_NOT_FOUND');
    return row;
  }

  /** Checked before any charge: no model, or no Database Legale to ground the analysis in. */
  async function missing(): Promise<'model' | 'legalDb' | null> {
    if (deps.provider.kind !== 'openai') return 'model';
    const loaded = await deps.legalDb.corpus().then(
      () => true,
      () => false,
    );
    return loaded ? null : 'legalDb';
  }

  async function recordCreated(userId: number, row: CaseRow, ipAddress: string | null): Promise<void> {
    const details = row.analysis?.details;
    await deps.activity
      .record({
        userId,
        actionType: 'CASE_STRATEGY_CREATED',
        details: {
          case_strategy_id: row.id,
          case_type: row.caseType,
          legal_area: row.legalArea,
          court_level: row.courtLevel,
          ai_analysis: row.analysis !== null,
          success_probability: row.analysis?.success_probability ?? null,
          sources_count: details?.sources.length ?? 0,
          cited_references_count: details?.cited_references.length ?? 0,
          unsourced_judgments_count: details?.unsourced_judgments.length ?? 0,
          model_attempts: row.analysis?.attempts ?? 0,
        },
        ipAddress,
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'case strategy activity not recorded'));
  }

  async function create(
    userId: number,
    body: CreateCaseStrategyBody,
    ipAddress: string | null,
  ): Promise<Saved> {
    await deps.matters.assertFileable(userId, body.matter_id);
    const matterId = body.matter_id ?? null;
    // A matter deleted between the check and the insert breaks the composite key: the same 404.
    const insert = (write: AnalysisWrite) =>
      repo.insertCase(userId, fields, write, matterId).catch((error: unknown) => {
        if (isForeignKeyViolation(error, MATTER_FOREIGN_KEYS)) throw new AppError('MATTER_NOT_FOUND');
        throw error;
      });
    const fields = fieldsOf(body);
    let row: CaseRow;
    let balance: number | undefined;
    const lacking = body.generate_ai_analysis ? await missing() : null;
    if (!body.generate_ai_analysis || lacking) {
      const reason = !body.generate_ai_analysis
        ? ANALYSIS_REASONS.notRequested
        : lacking === 'model'
          ? ANALYSIS_REASONS.noModel
          : ANALYSIS_REASONS.noLegalDb;
      row = await insert({ kind: 'reason', reason });
    } else {
      // Charged first (402 before anything runs); refunded once if the analysis fails, and then
      // nothing is stored; one usage record for every model call of the run.
      row = await deps.metering.meteredRun(
        'case_strategy_simple',
        userId,
        async (run) => {
          balance = run.charge?.balance;
          const analysis = await analyseCase(deps, inputOf(fields), userId, run.addUsage);
          const inserted = await insert({ kind: 'analysis', analysis, at: deps.clock() });
          run.link({ caseStrategyId: inserted.id });
          return inserted;
        },
        { description: 'Strategia legale: nuovo caso con analisi AI' },
      );
    }
    await recordCreated(userId, row, ipAddress);
    return saved(row, balance);
  }

  /**
   * Edits and/or a new analysis. With regenerate_ai_analysis the edits and the new analysis are
   * written together once the analysis is complete: a failed analysis changes nothing (the case keeps
   * its fields and its previous analysis) and is refunded.
   */
  async function update(userId: number, id: number, body: UpdateCaseStrategyBody): Promise<Saved> {
    const edits = editsOf(body);
    const regenerate = body.regenerate_ai_analysis === true;
    if (!regenerate && Object.keys(edits).length === 0) {
      throw AppError.validation({
        regenerate_ai_analysis: ['Indica i campi da modificare o chiedi la rigenerazione dell’analisi.'],
      });
    }
    const current = await ownCase(userId, id);
    const written = async (write?: AnalysisWrite) => {
      const row = await repo.updateCase(userId, id, edits, write);
      if (!row) throw new AppError('CASE_STRATEGY_NOT_FOUND');
      return row;
    };
    if (!regenerate) return saved(await written());

    const lacking = await missing();
    if (lacking) {
      const reason =
        lacking === 'model' ? ANALYSIS_REASONS.noModelOnRegenerate : ANALYSIS_REASONS.noLegalDbOnRegenerate;
      return saved(await written({ kind: 'reason', reason }));
    }
    const merged: CaseFields = { ...current, ...edits };
    let balance: number | undefined;
    const row = await deps.metering.meteredRun(
      'case_strategy_complex',
      userId,
      async (run) => {
        balance = run.charge?.balance;
        const analysis = await analyseCase(deps, inputOf(merged), userId, run.addUsage);
        // Deleted meanwhile: 404, and the run is refunded.
        return written({ kind: 'analysis', analysis, at: deps.clock() });
      },
      {
        caseStrategyId: id,
        description:
          Object.keys(edits).length > 0
            ? 'Strategia legale: modifica e rigenerazione dell’analisi AI'
            : 'Strategia legale: rigenerazione dell’analisi AI',
      },
    );
    return saved(row, balance);
  }

  return {
    create,
    update,

    async list(
      userId: number,
      query: ListCaseStrategiesQuery,
      address: PageAddress,
    ): Promise<CaseStrategiesResponse['data']> {
      const offset = (query.page - 1) * query.per_page;
      const { rows, total } = await repo.listCases(userId, query.per_page, offset, query.matter_id);
      return pageEnvelope(rows.map(toResource), total, query.page, query.per_page, address);
    },

    async get(userId: number, id: number): Promise<CaseStrategyResource> {
      return toResource(await ownCase(userId, id));
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteCase(userId, id))) throw new AppError('CASE_STRATEGY_NOT_FOUND');
    },
  };
}

export type CaseStrategiesService = ReturnType<typeof createCaseStrategiesService>;
// Judgments cited by number, as the Verifica atto lists them.
export { findJudgmentReferences, type JudgmentReference } from './judgment-references';
