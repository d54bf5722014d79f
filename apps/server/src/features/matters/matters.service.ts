import {
  type AdminDateRangeQuery,
  AppError,
  type FiledKind,
  type FilingResponse,
  MATTER_SPENDING_MAX_ROWS,
  MAX_MATTERS_PER_USER,
  type MatterDetailResponse,
  type MatterFields,
  type MatterPointsResponse,
  type MatterResource,
  type MatterSpendingResponse,
  type MatterTemplateSource,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { createMattersRepo, type FiledRow, type MatterRow, monthStart } from './matters.repo';
import { createMattersAdminRepo } from './matters-admin.repo';

export interface MattersDeps {
  db: Database;
  clock: Clock;
  /** POINTS_TIME_ZONE: "this month" is the points period. */
  timeZone: string;
}

export function presentMatter(row: MatterRow): MatterResource {
  return {
    id: row.id,
    client_name: row.clientName,
    name: row.name,
    reference: row.reference,
    court: row.court,
    counterparty: row.counterparty,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    counts: {
      conversations: row.conversations,
      documents: row.documents,
      legal_documents: row.legalDocuments,
      case_strategies: row.caseStrategies,
    },
    points_used_month: row.pointsMonth,
  };
}

const presentItem = (row: FiledRow) => ({ id: row.id, title: row.title, date: row.date.toISOString() });

/** A user's matters (pratiche), the items filed under them and the points they used. Owner only. */
export function createMattersService(deps: MattersDeps) {
  const repo = createMattersRepo(deps.db);
  const adminRepo = createMattersAdminRepo(deps.db);
  const thisMonth = () => monthStart(deps.clock(), deps.timeZone);

  async function owned(userId: number, id: number) {
    const row = await repo.find(userId, id, thisMonth());
    if (!row) throw new AppError('MATTER_NOT_FOUND');
    return row;
  }

  return {
    async list(userId: number): Promise<MatterResource[]> {
      return (await repo.list(userId, thisMonth())).map(presentMatter);
    },

    async create(userId: number, fields: MatterFields): Promise<MatterResource> {
      const id = await repo.insertWithinLimit(userId, fields, MAX_MATTERS_PER_USER);
      if (id === null) throw new AppError('MATTER_LIMIT');
      return presentMatter(await owned(userId, id));
    },

    async update(userId: number, id: number, fields: MatterFields): Promise<MatterResource> {
      if (!(await repo.update(userId, id, fields))) throw new AppError('MATTER_NOT_FOUND');
      return presentMatter(await owned(userId, id));
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw new AppError('MATTER_NOT_FOUND');
    },

    async detail(userId: number, id: number): Promise<MatterDetailResponse> {
      const matter = await owned(userId, id);
      const [items, total] = await Promise.all([repo.items(id), repo.pointsTotal(id)]);
      return {
        matter: presentMatter(matter),
        items: {
          conversations: items.conversation.map(presentItem),
          documents: items.document.map(presentItem),
          legal_documents: items.legal_document.map(presentItem),
          case_strategies: items.case_strategy.map(presentItem),
        },
        points: { month: matter.pointsMonth, total },
      };
    },

    /**
     * For the features that file at creation: MATTER_NOT_FOUND (404) unless `matterId` is absent,
     * null or one of the user's matters. The composite key checks it again when the row is written.
     */
    async assertFileable(userId: number, matterId: number | null | undefined): Promise<void> {
      if (matterId == null) return;
      if (!(await repo.owns(userId, matterId))) throw new AppError('MATTER_NOT_FOUND');
    },

    /**
     * As assertFileable, and what the generator's templates take from the matter (its client, its
     * name and number): null when no matter is given.
     */
    async templateSource(
      userId: number,
      matterId: number | null | undefined,
    ): Promise<MatterTemplateSource | null> {
      if (matterId == null) return null;
      const source = await repo.templateSource(userId, matterId);
      if (!source) throw new AppError('MATTER_NOT_FOUND');
      return source;
    },

    async file(
      userId: number,
      kind: FiledKind,
      itemId: string,
      matterId: number | null,
    ): Promise<FilingResponse> {
      const outcome = await repo.file(userId, kind, itemId, matterId);
      if (outcome === 'matter_not_found') throw new AppError('MATTER_NOT_FOUND');
      if (outcome === 'item_not_found') throw new AppError('NOT_FOUND');
      return { success: true, kind, id: itemId, matter_id: matterId };
    },

    async pointsThisMonth(userId: number): Promise<MatterPointsResponse> {
      const { rows, unfiled } = await repo.pointsPerMatter(userId, thisMonth());
      return {
        matters: rows.map((row) => ({
          id: row.id,
          client_name: row.clientName,
          name: row.name,
          points: row.points,
        })),
        unfiled,
      };
    },

    async spendingByMatter(range: AdminDateRangeQuery): Promise<MatterSpendingResponse> {
      const { rows, unfiled } = await adminRepo.spendingByMatter(
        range,
        deps.timeZone,
        MATTER_SPENDING_MAX_ROWS,
      );
      return {
        success: true,
        data: rows.map((row) => ({
          matter_id: row.matterId,
          client_name: row.clientName,
          matter_name: row.matterName,
          user_id: row.userId,
          user_email: row.userEmail,
          requests: row.requests,
          points: row.points,
          cost: row.cost,
        })),
        unfiled,
      };
    },
  };
}

export type MattersService = ReturnType<typeof createMattersService>;
