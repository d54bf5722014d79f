import { describe, expect, it } from 'vitest';
import { formatUploadDate } from './personal-documents';

describe('formatUploadDate', () => {
  it('gives Italian time wherever the browser is, as the other screens do', () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Rome (UTC+1); 21:30 UTC in July is 23:30 (UTC+2).
    expect(formatUploadDate('2025-03-01T23:30:00.000Z')).toBe('2 mar 2025, 00:30');
    expect(formatUploadDate('2025-07-10T21:30:00.000Z')).toBe('10 lug 2025, 23:30');
  });
});
