import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

const redisUrl = process.env.REDIS_URL || undefined;
const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

describe.runIf(redisUrl)('the sign-in rate limit with REDIS_URL', () => {
  it('is shared by two replicas', async () => {
    const redis = new Redis(redisUrl!);
    const stale = await redis.keys('brocardo-rate-limit:*');
    if (stale.length > 0) await redis.del(...stale);
    await redis.quit();

    const env = { REDIS_URL: redisUrl!, LOGIN_RATE_LIMIT_PER_MINUTE: '3' };
    const [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
    apps.push(first!, second!);
    const attempt = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `r${i}@studio.it`, password: 'Prova1234' },
      });
    const statuses = [
      (await attempt(first!, 1)).statusCode,
      (await attempt(second!, 2)).statusCode,
      (await attempt(first!, 3)).statusCode,
      (await attempt(second!, 4)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
