import { describe, expect, it } from 'vitest';
import { lockEndsAt, lockRecord, persistLock, restoreLock, secondsLeft } from './lockout';
import { getLockout, setLockout } from './storage';

const NOW = 1_700_000_000_000;

describe('sign-in lock', () => {
  it('locks only with 3 or more attempts and for 60 s from the timestamp', () => {
    expect(lockEndsAt(null, NOW)).toBeNull();
    expect(lockEndsAt({ timestamp: NOW, attempts: 2 }, NOW)).toBeNull();
    expect(lockEndsAt({ timestamp: NOW, attempts: 3 }, NOW)).toBe(NOW + 60_000);
    expect(lockEndsAt({ timestamp: NOW - 59_999, attempts: 3 }, NOW)).toBe(NOW + 1);
    expect(lockEndsAt({ timestamp: NOW - 60_000, attempts: 3 }, NOW)).toBeNull();
  });

  it('stores a server lock of N seconds as a 60 s lock that started 60 - N seconds ago', () => {
    expect(lockRecord(NOW)).toEqual({ timestamp: NOW, attempts: 3 });
    expect(lockRecord(NOW, 42)).toEqual({ timestamp: NOW - 18_000, attempts: 3 });
    expect(lockRecord(NOW, 41.2)).toEqual({ timestamp: NOW - 18_000, attempts: 3 });
    expect(lockRecord(NOW, Number.NaN)).toEqual({ timestamp: NOW, attempts: 3 });
    expect(persistLock('admin', NOW, 42)).toBe(NOW + 42_000);
    expect(getLockout('admin')).toEqual({ timestamp: NOW - 18_000, attempts: 3 });
  });

  it('restores a lock under 60 s old and clears an older record', () => {
    setLockout('user', { timestamp: NOW - 10_000, attempts: 3 });
    expect(restoreLock('user', NOW)).toBe(NOW + 50_000);
    expect(getLockout('user')).not.toBeNull();

    setLockout('user', { timestamp: NOW - 60_000, attempts: 3 });
    expect(restoreLock('user', NOW)).toBeNull();
    expect(getLockout('user')).toBeNull();
  });

  it('counts whole seconds up', () => {
    expect(secondsLeft(NOW + 60_000, NOW)).toBe(60);
    expect(secondsLeft(NOW + 59_001, NOW)).toBe(60);
    expect(secondsLeft(NOW + 1, NOW)).toBe(1);
    expect(secondsLeft(NOW, NOW)).toBe(0);
  });
});
