/**
 * Points: what each metered action costs and how balances are shown (spec 1 §9, spec 2 §3 and §9).
 * The server reads the costs from here (each overridable by configuration); the web app shows them.
 */

/** The ledger's action names (spec 2 §3, Points analytics action types). */
export const POINTS_ACTIONS = [
  'chat_message',
  'rag_interrogation',
  'web_search_query',
  'legal_document_simple',
  'legal_document_complex',
  'document_enhancement',
  'case_strategy_simple',
  'case_strategy_complex',
  'review_cell',
] as const;
export type PointsAction = (typeof POINTS_ACTIONS)[number];

/**
 * Model calls recorded for the analytics but never charged on their own: the query rewrite of
 * 'Ricerca Intelligente IA' is part of the question it serves, which is charged.
 */
export const UNCHARGED_USAGE_ACTIONS = ['query_enrichment'] as const;

/** Every action a usage record can be kept for: the chargeable ones and the free ones. */
export const USAGE_ACTIONS = [...POINTS_ACTIONS, ...UNCHARGED_USAGE_ACTIONS] as const;
export type UsageAction = (typeof USAGE_ACTIONS)[number];

/** Whether an action is charged points (has a cost), as opposed to only being recorded. */
export function isPointsAction(action: UsageAction): action is PointsAction {
  return (POINTS_ACTIONS as readonly string[]).includes(action);
}

/** Default costs in points. */
export const DEFAULT_POINT_COSTS: Readonly<Record<PointsAction, number>> = {
  chat_message: 2,
  rag_interrogation: 10,
  web_search_query: 5,
  legal_document_simple: 10,
  legal_document_complex: 20,
  document_enhancement: 20,
  case_strategy_simple: 25,
  case_strategy_complex: 25,
  /** One cell of a Revisione tabellare answered by a model. */
  review_cell: 2,
};

/** The chat modes and the action each is charged as. */
export const CHAT_MODES = ['standard', 'rag', 'websearch'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const CHAT_MODE_ACTION: Readonly<Record<ChatMode, PointsAction>> = {
  standard: 'chat_message',
  rag: 'rag_interrogation',
  websearch: 'web_search_query',
};

/** The time zone whose calendar month decides the monthly reset (an Italian product). */
export const POINTS_TIME_ZONE = 'Europe/Rome';

// Building an Intl.DateTimeFormat costs ~0.3 ms; every charge asks for the period, so one per zone.
const calendarFormats = new Map<string, Intl.DateTimeFormat>();
function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarFormats.set(timeZone, format);
  }
  return format;
}

/** 'YYYY-MM' of `date` in `timeZone`: the period a monthly reset opens. */
export function pointsPeriod(date: Date, timeZone: string = POINTS_TIME_ZONE): string {
  const parts = calendarFormat(timeZone).formatToParts(date);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}

/** Whole days from `date` until the first day of the next month in `timeZone` (at least 1). */
export function daysUntilReset(date: Date, timeZone: string = POINTS_TIME_ZONE): number {
  const parts = calendarFormat(timeZone).formatToParts(date);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const year = value('year');
  const month = value('month');
  const day = value('day');
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return daysInMonth - day + 1;
}

const ONE_DECIMAL = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 0 });
const WHOLE = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/**
 * A points balance for display (spec 1 §9): thousands as K and millions as M with one decimal,
 * Italian decimal comma (1.500 → '1,5K', 2.000.000 → '2M', 950 → '950').
 */
export function formatPoints(points: number): string {
  const sign = points < 0 ? '-' : '';
  const value = Math.abs(points);
  if (value >= 1_000_000) return `${sign}${ONE_DECIMAL.format(Math.floor(value / 100_000) / 10)}M`;
  if (value >= 1_000) return `${sign}${ONE_DECIMAL.format(Math.floor(value / 100) / 10)}K`;
  return `${sign}${WHOLE.format(value)}`;
}
