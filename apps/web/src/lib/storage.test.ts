import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getAuthToken,
  getLegalDatabaseConfig,
  getLockout,
  getShowDetectionScores,
  getStoredUser,
  isStoredUserAdmin,
  saveSession,
  saveShowDetectionScores,
  setLegalDatabaseConfig,
  setLockout,
  setRedirectMessage,
  setShowDetectionScores,
  storageKeys,
  subscribeShowDetectionScores,
  takeRedirectMessage,
} from './storage';

describe('storage keys', () => {
  it('uses the exact key names of the spec', () => {
    expect(storageKeys).toEqual({
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
    });
  });
});

describe('session', () => {
  it('stores the token and the user as JSON under auth_token and user', () => {
    saveSession('tok-1', { id: 7, name: 'Avv. Rossi', email: 'rossi@example.it', is_admin: false });
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      id: 7,
      name: 'Avv. Rossi',
      email: 'rossi@example.it',
      is_admin: false,
    });
    expect(getAuthToken()).toBe('tok-1');
    expect(getStoredUser()).toEqual({
      id: 7,
      name: 'Avv. Rossi',
      email: 'rossi@example.it',
      is_admin: false,
    });
  });

  it('returns null for a malformed user instead of throwing', () => {
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    expect(isStoredUserAdmin()).toBe(false);
  });

  it('returns null for JSON that is not a user record', () => {
    for (const raw of ['"Mario"', 'null', '[]', '{"email":"a@b.it"}', '{"name":42}']) {
      localStorage.setItem('user', raw);
      expect(getStoredUser()).toBeNull();
    }
  });

  it('treats only a true (or 1) is_admin flag as admin', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'A', is_admin: 'yes' }));
    expect(isStoredUserAdmin()).toBe(false);
    localStorage.setItem('user', JSON.stringify({ name: 'A', is_admin: 1 }));
    expect(isStoredUserAdmin()).toBe(true);
    localStorage.setItem('user', JSON.stringify({ name: 'A', is_admin: true }));
    expect(isStoredUserAdmin()).toBe(true);
  });

  it('clearSession removes token and user and nothing else', () => {
    saveSession('tok-1', { name: 'A' });
    localStorage.setItem('tutorialCompleted', 'true');
    clearSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('tutorialCompleted')).toBe('true');
  });

  it('treats an empty token as no token', () => {
    localStorage.setItem('auth_token', '');
    expect(getAuthToken()).toBeNull();
  });

  it('survives a browser whose storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getAuthToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
});

describe('redirect message', () => {
  it('take returns the stored message once and removes it', () => {
    setRedirectMessage('Please login to access this page.');
    expect(localStorage.getItem('auth_redirect_message')).toBe('Please login to access this page.');
    expect(takeRedirectMessage()).toBe('Please login to access this page.');
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
    expect(takeRedirectMessage()).toBeNull();
  });
});

describe('lockout records', () => {
  it('keeps the user and admin records apart', () => {
    setLockout('user', { timestamp: 1000, attempts: 3 });
    setLockout('admin', { timestamp: 2000, attempts: 1 });
    expect(JSON.parse(localStorage.getItem('login_lockout') ?? 'null')).toEqual({
      timestamp: 1000,
      attempts: 3,
    });
    expect(JSON.parse(localStorage.getItem('admin_login_lockout') ?? 'null')).toEqual({
      timestamp: 2000,
      attempts: 1,
    });
    expect(getLockout('user')).toEqual({ timestamp: 1000, attempts: 3 });
    expect(getLockout('admin')).toEqual({ timestamp: 2000, attempts: 1 });
  });

  it('ignores malformed records', () => {
    localStorage.setItem('login_lockout', 'garbage');
    expect(getLockout('user')).toBeNull();
    localStorage.setItem('login_lockout', JSON.stringify({ timestamp: 'x', attempts: 2 }));
    expect(getLockout('user')).toBeNull();
    localStorage.setItem('login_lockout', JSON.stringify({ timestamp: 5, attempts: -1 }));
    expect(getLockout('user')).toBeNull();
  });
});

describe('flags', () => {
  it('persists showDetectionScores as true/false', () => {
    expect(getShowDetectionScores()).toBe(false);
    setShowDetectionScores(true);
    expect(localStorage.getItem('showDetectionScores')).toBe('true');
    expect(getShowDetectionScores()).toBe(true);
  });
});

describe('Database Legale configuration', () => {
  it('round-trips under legal_database_config', () => {
    expect(getLegalDatabaseConfig()).toBeNull();
    const config = {
      queryMode: 'specific' as const,
      selectedDocuments: [{ identifier: 'cc', type: 'system' as const }],
      enableQueryEnrichment: false,
    };
    setLegalDatabaseConfig(config);
    expect(JSON.parse(localStorage.getItem('legal_database_config') ?? 'null')).toEqual(config);
    expect(getLegalDatabaseConfig()).toEqual(config);
  });

  it('reads a malformed record leniently, field by field', () => {
    localStorage.setItem('legal_database_config', 'garbage');
    expect(getLegalDatabaseConfig()).toBeNull();
    localStorage.setItem(
      'legal_database_config',
      JSON.stringify({ queryMode: 'x', selectedDocuments: [{ identifier: 'cp' }, 3, { identifier: 'cp' }] }),
    );
    expect(getLegalDatabaseConfig()).toEqual({
      queryMode: 'all',
      selectedDocuments: [{ identifier: 'cp', type: 'system' }],
      enableQueryEnrichment: true,
    });
  });
});

describe('Detection Scores setting', () => {
  it('is saved, survives a reload and is broadcast to every subscriber, in this tab and from others', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = subscribeShowDetectionScores(first);
    const offSecond = subscribeShowDetectionScores(second);

    saveShowDetectionScores(true);
    expect(localStorage.getItem('showDetectionScores')).toBe('true');
    expect(getShowDetectionScores()).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: 'showDetectionScores', newValue: 'false' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: 'x' }));
    expect(first).toHaveBeenCalledTimes(2);

    offFirst();
    saveShowDetectionScores(false);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(3);
    offSecond();
  });
});
