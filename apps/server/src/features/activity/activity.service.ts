import type {
  ActivityType,
  AdminActionType,
  AdminActivitiesQuery,
  AdminActivitiesResponse,
  AdminActivityRecord,
  LogSimpleChatRequest,
  LogWebSearchRequest,
  UpdateCompletionTokensRequest,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import { type PageAddress, pageEnvelope } from '../../platform/pagination';
import { type ActivityRow, createActivityRepo } from './activity.repo';

export interface ActivityRecord {
  userId: number | null;
  actionType: ActivityType | AdminActionType;
  /** Lengths, counts and modes only: never the texts of the conversation, never a password. */
  details: Record<string, unknown>;
  ipAddress: string | null;
}

export interface ActivityLog {
  warn(details: object, message: string): void;
}

export interface ActivityService {
  /** Writes the record; throws when it cannot (callers that must know). */
  record(activity: ActivityRecord): Promise<void>;
  /** Writes the record after the action it tells of: a failure is logged, never the caller's. */
  recordSafely(activity: ActivityRecord): Promise<void>;
  /**
   * Writes the record inside the caller's transaction, so it commits (or rolls back) with the action.
   * Under a savepoint: a failed insert is logged and undone alone, and the caller's transaction goes on.
   */
  recordWithin(tx: Database, activity: ActivityRecord): Promise<void>;
  /** GET /api/admin/user-activities: the log, newest first, in the paginated envelope. */
  list(query: AdminActivitiesQuery, address: PageAddress): Promise<AdminActivitiesResponse>;
}

export interface ActivityServiceDeps {
  db: Database;
  /** The calendar of the log's date filters (POINTS_TIME_ZONE). */
  timeZone: string;
  log?: ActivityLog;
}

/** A record's details as an object: older rows may hold JSON text, or a bare value. */
function detailsObject(details: unknown): Record<string, unknown> | null {
  if (details === null || details === undefined) return null;
  if (typeof details === 'string') {
    try {
      return detailsObject(JSON.parse(details));
    } catch {
      return { value: details };
    }
  }
  if (typeof details === 'object' && !Array.isArray(details)) return details as Record<string, unknown>;
  return { value: details };
}

function presentActivity(row: ActivityRow): AdminActivityRecord {
  return {
    id: row.id,
    action_type: row.actionType,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    user:
      row.userId !== null && row.userName !== null
        ? { id: row.userId, name: row.userName, email: row.userEmail ?? '' }
        : null,
    details: detailsObject(row.details),
    ip_address: row.ipAddress,
  };
}

export function createActivityService(deps: ActivityServiceDeps): ActivityService {
  const repo = createActivityRepo(deps.db);
  const warn = (error: unknown, activity: ActivityRecord) =>
    deps.log?.warn({ err: error, action_type: activity.actionType }, 'activity not recorded');

  return {
    async record(activity) {
      await repo.insert(activity);
    },

    async recordSafely(activity) {
      await repo.insert(activity).catch((error: unknown) => warn(error, activity));
    },

    async recordWithin(tx, activity) {
      await tx
        .transaction((savepoint) => repo.insert(activity, savepoint as unknown as Database))
        .catch((error: unknown) => warn(error, activity));
    },

    async list(query, address) {
      const { rows, total } = await repo.page(
        {
          userId: query.user_id,
          actionType: query.action_type,
          fromDay: query.date_from,
          toDay: query.date_to,
          timeZone: deps.timeZone,
        },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return pageEnvelope(rows.map(presentActivity), total, query.page, query.per_page, address);
    },
  };
}

/** A text's length in characters when the client sent it, else the length it claims. */
function lengthOf(text: string | undefined, claimed: number | undefined): number {
  return text === undefined ? (claimed ?? 0) : Array.from(text).length;
}

/** Details of the client's "simple chat" report (spec 1 §7 Logging). */
export function simpleChatDetails(request: LogSimpleChatRequest): Record<string, unknown> {
  return {
    message_length: lengthOf(request.user_message, request.message_length),
    response_length: lengthOf(request.ai_response, request.response_length),
    query_mode: 'standard',
  };
}

export function webSearchDetails(request: LogWebSearchRequest): Record<string, unknown> {
  return {
    message_length: lengthOf(request.user_message, request.message_length),
    response_length: lengthOf(request.ai_response, request.response_length),
    search_results_count: request.search_results_count ?? 0,
  };
}

export function completionTokensDetails(request: UpdateCompletionTokensRequest): Record<string, unknown> {
  return {
    completion_tokens: request.completion_tokens ?? 0,
    response_length: lengthOf(request.response_content, undefined),
  };
}
