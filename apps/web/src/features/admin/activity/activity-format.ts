import { ADMIN_ACTION_TYPES } from '@brocardo/shared';

/** 'CHAT_RAG_INTERACTION' → 'Chat Rag Interaction' (spec 2 §3: the badge label is derived from the type). */
export function actionTypeLabel(type: string): string {
  return type
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The first letters of the name's first two words ('Maria Grazia Rossi' → 'MG'); '?' without a user. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (words.length === 0) return '?';
  return words.map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase('it-IT')).join('');
}

export type ActionFamily = 'chat' | 'work' | 'registration' | 'security' | 'admin' | 'other';

const adminTypes: readonly string[] = ADMIN_ACTION_TYPES;

/** Which colour a badge takes: one per family of actions, the critical colour for security alerts. */
export function actionFamily(type: string): ActionFamily {
  if (type === 'SECURITY_ALERT_GENERATED') return 'security';
  if (type === 'USER_REGISTRATION') return 'registration';
  if (adminTypes.includes(type) || type.startsWith('ADMIN_')) return 'admin';
  if (type.startsWith('CHAT_') || type.startsWith('LLM_')) return 'chat';
  if (type.startsWith('CASE_') || type.startsWith('LEGAL_DOCUMENT_')) return 'work';
  return 'other';
}

export const familyBadgeClass: Record<ActionFamily, string> = {
  chat: 'border-accent/30 bg-accent-soft text-accent',
  work: 'border-highlight-strong/40 bg-highlight/50 text-ink',
  registration: 'border-success/30 bg-success/10 text-success',
  security: 'border-critical/40 bg-critical/10 text-critical',
  admin: 'border-ink bg-ink text-paper-raised',
  other: 'border-rule bg-ink/5 text-ink-muted',
};

/**
 * The details as indented JSON. A string is parsed when it holds JSON (spec 2 §2.6: the details may
 * be delivered as a string) and shown as it is otherwise.
 */
export function prettyDetails(details: Record<string, unknown> | string | null): string | null {
  if (details === null) return null;
  if (typeof details !== 'string') return JSON.stringify(details, null, 2);
  const text = details.trim();
  if (text === '') return null;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return details;
  }
}
