import type { BriefVerificationResponse } from '@brocardo/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { startWebSearchServer, type WebSearchServer } from '../../../test/web-search-server.mjs';

// The fixture answers every search with, among others, "Cassazione civile, sez. III, sentenza n. 12345/2024".
const BRIEF = [
  'Sul punto Cass. civ., sez. III, n. 12345/2024, conforme alla giurisprudenza costante.',
  'Contra Cons. Stato, sez. IV, n. 777/2021; si veda anche C. Cost. n. 238/2014.',
].join('\n');

let search: WebSearchServer;
let t: TestApp;
let caller: Caller;

beforeAll(async () => {
  search = await startWebSearchServer();
  t = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      WEB_SEARCH_PROVIDER: 'searxng',
      SEARXNG_URL: search.url,
      WEB_FETCH_ALLOWED_HOSTS: search.hostPort,
      WEB_SEARCH_FETCH_PAGES: '0',
      WEB_SEARCH_TIMEOUT_MS: '500',
    },
  });
  caller = await signedInUser(t);
});
afterAll(async () => {
  await t?.close();
  await search?.close();
});
beforeEach(() => {
  search.reset();
  search.setScenario('ok');
});

async function verify(): Promise<BriefVerificationResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/brief-verifications',
    payload: { text: BRIEF },
    headers: caller.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const searches = () => search.requests.filter((request) => request.path === '/search');

describe('judgments with a web search provider configured', () => {
  it('searches once per judgment; a result carrying its number and year is a source found, never a verification', async () => {
    const report = await verify();
    expect(report.judgments_searched).toBe(true);
    expect(report.judgments.map(({ text, status }) => ({ text, status }))).toEqual([
      { text: 'Cass. civ., sez. III, n. 12345/2024', status: 'source_found' },
      { text: 'Cons. Stato, sez. IV, n. 777/2021', status: 'not_verifiable' },
      { text: 'C. Cost. n. 238/2014', status: 'not_verifiable' },
    ]);
    expect(report.judgments[0]!.source).toEqual({
      title: 'Cassazione civile, sez. III, sentenza n. 12345/2024',
      url: `${search.url}/pages/cassazione`,
    });
    expect(searches()).toHaveLength(3);
  });

  it('leaves every judgment not verifiable when the provider fails, and still answers the report', async () => {
    search.setScenario('down');
    const report = await verify();
    expect(report.judgments.map((judgment) => judgment.status)).toEqual([
      'not_verifiable',
      'not_verifiable',
      'not_verifiable',
    ]);
    expect(report.summary.judgments).toBe(3);
  });
});
