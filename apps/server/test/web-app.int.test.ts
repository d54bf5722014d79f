import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

const DISCOVER =
  '<!doctype html><html lang="it"><head><script type="module" src="/assets/discover-abc123.js"></script></head><body><div id="root"></div></body></html>';
const PRIVACY =
  '<!doctype html><html lang="it"><head><script type="module" src="/assets/privacy-policy-abc123.js"></script></head><body><div id="root"></div></body></html>';

let dist: string;
let t: TestApp;
const INDEX =
  '<!doctype html><html lang="it"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'brocardo-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'discover.html'), DISCOVER);
  await writeFile(path.join(dist, 'privacy-policy.html'), PRIVACY);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it.each(['/', '/login', '/admin/dashboard', '/legal-documents?tab=2'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it.each([
    ['/discover', DISCOVER],
    ['/discover/', DISCOVER],
    ['/discover?utm_source=x', DISCOVER],
    ['/privacy-policy', PRIVACY],
    ['/privacy-policy/', PRIVACY],
  ])('answers the public page %s with its own small entry', async (url, html) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toBe(html);
  });

  it.each(['/discover/more', '/discovery', '/privacy-policy-old'])(
    'answers %s, which is not a public page, with the SPA',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).toBe(INDEX);
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or file with 404, not the SPA', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-xyz.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(404);
  });

  it('does not answer API paths or other methods with the SPA', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).headers['content-type']).toContain(
      'json',
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/login' })).statusCode).toBe(404);
  });
});

describe('with a build that has no public entries', () => {
  it('serves /discover with the SPA, which routes it itself', async () => {
    const onlySpa = await mkdtemp(path.join(tmpdir(), 'brocardo-dist-'));
    await writeFile(path.join(onlySpa, 'index.html'), INDEX);
    const app = await buildTestApp({ env: { WEB_DIST_DIR: onlySpa } });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/discover' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await app.close();
      await rm(onlySpa, { recursive: true, force: true });
    }
  });
});

describe('without a built web app', () => {
  it('explains how to build it instead of failing', async () => {
    const bare = await buildTestApp({ env: { WEB_DIST_DIR: path.join(dist, 'nope') } });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error_code).toBe('WEB_APP_NOT_BUILT');
    } finally {
      await bare.close();
    }
  });
});
