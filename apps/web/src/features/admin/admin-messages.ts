import { ADMIN_POINTS_UPDATED_MESSAGE } from '@brocardo/shared';

/** The User Management texts: the spec writes this screen in English (spec 2 §2.6, §8). */
export const userMessages = {
  empty: 'No users found',
  loading: 'Loading users...',
  fetchUsersError: 'Error fetching users',
  fetchPlansError: 'Error fetching subscription plans',
  saveError: 'Error saving user',
  deleteError: 'Error deleting user',
  pointsError: 'Error updating points balance',
  verifyError: 'Error verifying email',
  pointsUpdated: ADMIN_POINTS_UPDATED_MESSAGE,
} as const;

/** 'Error saving user: <the server's reason>' (spec 2 §8: the alert text followed by the message). */
export function withReason(prefix: string, error: unknown): string {
  const reason = error instanceof Error && error.message.trim() !== '' ? error.message : null;
  return reason ? `${prefix}: ${reason}` : prefix;
}

const WHOLE = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });
const DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** 1.500 (Italian grouping from four digits). */
export const formatWhole = (value: number) => WHOLE.format(value);

/** '24 novembre 2026 alle ore 10:30', or the raw text when unreadable. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}
