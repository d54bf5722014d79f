import type { AdminFeedbackItem } from '@brocardo/shared';
import { pageEnvelope } from '../../../../test/page-envelope';
import type { ActivityLogRecord } from '../../admin-api';

/** Serves `items` one page at a time, as the server would for ?page=&per_page=. */
export function pageFrom<Item>(items: Item[], url: URL, defaultPerPage: number) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? defaultPerPage);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return pageEnvelope(slice, { page, perPage, total: items.length, address: { path: url.pathname } });
}

/** An activity record as it may arrive (details as an object, or as a JSON string). */
export function activityRecord(id: number, overrides: Partial<ActivityLogRecord> = {}): ActivityLogRecord {
  return {
    id,
    action_type: 'CHAT_SIMPLE_INTERACTION',
    created_at: '2026-11-24T09:30:00.000Z',
    user_id: 3,
    user: { id: 3, name: 'Mario Rossi', email: 'mario@studio.it' },
    details: { message_length: 42, query_mode: 'standard' },
    ip_address: '203.0.113.7',
    ...overrides,
  };
}

export function feedbackItem(id: number, overrides: Partial<AdminFeedbackItem> = {}): AdminFeedbackItem {
  return {
    id,
    created_at: '2026-11-24T09:30:00.000Z',
    rating: 'like',
    feedback_text: null,
    is_orphaned: false,
    user: { id: 3, name: 'Mario Rossi', email: 'mario@studio.it' },
    message: { id: 100 + id, conversation_id: 50 + id, content: `Risposta ${id}` },
    effective_user_question: `Domanda ${id}`,
    effective_ai_response: `Risposta ${id}`,
    effective_message_content: `Risposta ${id}`,
    effective_conversation_title: `Conversazione ${id}`,
    ...overrides,
  };
}
