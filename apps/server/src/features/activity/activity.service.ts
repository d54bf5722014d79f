import type {
  ActivityType,
  LogSimpleChatRequest,
  LogWebSearchRequest,
  UpdateCompletionTokensRequest,
} from '@brocardo/shared';
import type { Database } from '../../db/client';
import { createActivityRepo } from './activity.repo';

export interface ActivityRecord {
  userId: number | null;
  actionType: ActivityType;
  /** Lengths, counts and modes only: never the texts of the conversation (privacy). */
  details: Record<string, unknown>;
  ipAddress: string | null;
}

export interface ActivityService {
  record(activity: ActivityRecord): Promise<void>;
}

export function createActivityService(deps: { db: Database }): ActivityService {
  const repo = createActivityRepo(deps.db);
  return {
    async record(activity) {
      await repo.insert(activity);
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
