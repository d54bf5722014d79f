import { appEvents, emitAppEvent, onAppEvent } from './events';
import { isRecord } from './records';

/**
 * The one module that names local-storage keys (spec 1 §3, spec 2 §3).
 * Everything else reads and writes browser storage through these helpers.
 */
export const storageKeys = {
  authToken: 'auth_token',
  user: 'user',
  loginLockout: 'login_lockout',
  adminLoginLockout: 'admin_login_lockout',
  authRedirectMessage: 'auth_redirect_message',
  currentConversationId: 'currentConversationId',
  chatConversation: 'chat_conversation',
  tutorialCompleted: 'tutorialCompleted',
  showDetectionScores: 'showDetectionScores',
  legalDatabaseConfig: 'legal_database_config',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export interface StoredUser {
  name: string;
  id?: number | string;
  email?: string;
  is_admin?: boolean;
}

/** Failed sign-in attempts and when the last one happened (ms since epoch). */
export interface LockoutRecord {
  timestamp: number;
  attempts: number;
}

export type LockoutKind = 'user' | 'admin';

/** The Database Legale configuration (the legal-database configuration modal, spec 1 §2, §5). */
export interface StoredLegalDatabaseConfig {
  queryMode: 'all' | 'specific';
  /** Act codes of the corpus picked in 'specific' mode. */
  selectedDocuments: { identifier: string; type: 'system' }[];
  enableQueryEnrichment: boolean;
}

// Storage can throw (disabled cookies, private mode, quota): treat it as empty rather than crash.
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the value simply is not persisted.
  }
}

function remove(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See write().
  }
}

function readJson(key: StorageKey): unknown {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

// --- Session -------------------------------------------------------------

export function getAuthToken(): string | null {
  const token = read(storageKeys.authToken);
  return token ? token : null;
}

export function setAuthToken(token: string): void {
  write(storageKeys.authToken, token);
}

/** The stored user, or null when absent or not a valid user record. */
export function getStoredUser(): StoredUser | null {
  const value = readJson(storageKeys.user);
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  const user: StoredUser = { name: value.name };
  if (typeof value.id === 'number' || typeof value.id === 'string') user.id = value.id;
  if (typeof value.email === 'string') user.email = value.email;
  // Some backends serialise booleans as 0/1.
  if (value.is_admin === true || value.is_admin === 1) user.is_admin = true;
  else if (value.is_admin === false || value.is_admin === 0) user.is_admin = false;
  return user;
}

export function setStoredUser(user: StoredUser): void {
  write(storageKeys.user, JSON.stringify(user));
}

export function isStoredUserAdmin(): boolean {
  return getStoredUser()?.is_admin === true;
}

/** Stores what a successful login returns. */
export function saveSession(token: string, user: StoredUser): void {
  setAuthToken(token);
  setStoredUser(user);
}

/** Removes the token and the user (logout, expired or superseded session). */
export function clearSession(): void {
  remove(storageKeys.authToken);
  remove(storageKeys.user);
}

// --- Redirect message (shown once on the login pages) -------------------

export function setRedirectMessage(message: string): void {
  write(storageKeys.authRedirectMessage, message);
}

/** Reads the redirect message and removes it, so it is shown only once. */
export function takeRedirectMessage(): string | null {
  const message = read(storageKeys.authRedirectMessage);
  remove(storageKeys.authRedirectMessage);
  return message ? message : null;
}

// --- Login lockouts -------------------------------------------------------

function lockoutKey(kind: LockoutKind): StorageKey {
  return kind === 'admin' ? storageKeys.adminLoginLockout : storageKeys.loginLockout;
}

export function getLockout(kind: LockoutKind): LockoutRecord | null {
  const value = readJson(lockoutKey(kind));
  if (!isRecord(value)) return null;
  const { timestamp, attempts } = value;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0) return null;
  return { timestamp, attempts };
}

export function setLockout(kind: LockoutKind, record: LockoutRecord): void {
  write(lockoutKey(kind), JSON.stringify(record));
}

export function clearLockout(kind: LockoutKind): void {
  remove(lockoutKey(kind));
}

// --- Chat and preferences -------------------------------------------------

export function getCurrentConversationId(): string | null {
  return read(storageKeys.currentConversationId);
}

export function setCurrentConversationId(id: string | number): void {
  write(storageKeys.currentConversationId, String(id));
}

export function clearCurrentConversationId(): void {
  remove(storageKeys.currentConversationId);
}

function readFlag(key: StorageKey): boolean {
  return read(key) === 'true';
}

function writeFlag(key: StorageKey, value: boolean): void {
  write(key, value ? 'true' : 'false');
}

export function getTutorialCompleted(): boolean {
  return readFlag(storageKeys.tutorialCompleted);
}

export function setTutorialCompleted(value: boolean): void {
  writeFlag(storageKeys.tutorialCompleted, value);
}

export function getShowDetectionScores(): boolean {
  return readFlag(storageKeys.showDetectionScores);
}

export function setShowDetectionScores(value: boolean): void {
  writeFlag(storageKeys.showDetectionScores, value);
}

/** Persists the Detection Scores setting and tells every open view in this tab at once. */
export function saveShowDetectionScores(value: boolean): void {
  setShowDetectionScores(value);
  emitAppEvent(appEvents.detectionScoresChanged, { enabled: value });
}

/**
 * Follows the Detection Scores setting: the same-tab event and the `storage` event of other tabs
 * (a store subscription for useSyncExternalStore). Returns the unsubscribe function.
 */
export function subscribeShowDetectionScores(onChange: () => void): () => void {
  const offSameTab = onAppEvent(appEvents.detectionScoresChanged, () => onChange());
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.showDetectionScores || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offSameTab();
    window.removeEventListener('storage', onStorage);
  };
}

// --- Database Legale configuration ---------------------------------------

/** The stored configuration, or null when absent or not a valid record (fields are checked one by one). */
export function getLegalDatabaseConfig(): StoredLegalDatabaseConfig | null {
  const value = readJson(storageKeys.legalDatabaseConfig);
  if (!isRecord(value)) return null;
  const documents = Array.isArray(value.selectedDocuments) ? value.selectedDocuments : [];
  const identifiers = documents
    .map((document) => (isRecord(document) ? document.identifier : null))
    .filter((identifier): identifier is string => typeof identifier === 'string' && identifier !== '');
  return {
    queryMode: value.queryMode === 'specific' ? 'specific' : 'all',
    selectedDocuments: [...new Set(identifiers)].map((identifier) => ({
      identifier,
      type: 'system' as const,
    })),
    enableQueryEnrichment: value.enableQueryEnrichment !== false,
  };
}

export function setLegalDatabaseConfig(config: StoredLegalDatabaseConfig): void {
  write(storageKeys.legalDatabaseConfig, JSON.stringify(config));
}
