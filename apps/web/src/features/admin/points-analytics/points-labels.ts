import type { PointsAction } from '@brocardo/shared';

/** The ledger's action names in words (the raw name stays visible beside them). */
export const POINTS_ACTION_LABELS: Readonly<Record<PointsAction, string>> = {
  chat_message: 'Chat Message',
  rag_interrogation: 'RAG Interrogation',
  web_search_query: 'Web Search Query',
  legal_document_simple: 'Legal Document (Simple)',
  legal_document_complex: 'Legal Document (Complex)',
  document_enhancement: 'Document Enhancement',
  case_strategy_simple: 'Case Strategy (Simple)',
  case_strategy_complex: 'Case Strategy (Complex)',
  review_cell: 'Tabular Review Cell',
};

export const actionLabel = (action: PointsAction): string => POINTS_ACTION_LABELS[action] ?? action;

/** 'YYYY-MM' of a trend point (spec 2 §2.6: labels year-month, ascending). */
export const monthLabel = (point: { year: number; month: number }): string =>
  `${point.year}-${String(point.month).padStart(2, '0')}`;
