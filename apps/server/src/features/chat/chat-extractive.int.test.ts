import { EXTRACTIVE_ANSWER_LABEL, formatLegalReference, splitLegalIdentifier } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/sessions';
import { NO_MODEL_NOTICE, PRINCIPAL_SOURCES_LABEL } from '../../ai/extractive';
import { balanceAndLedgerSum, chargesOf, parseSse, typed, usageOf } from './chat.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t?.close());

describe('without LLM_BASE_URL: the extractive responder', () => {
  it('streams its plain notice, labelled extractive, and charges nothing in Standard mode', async () => {
    const { id: userId, token } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Quali sono i termini di prescrizione del risarcimento?' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const stream = parseSse(res.body);
    expect(stream.wellFormed && stream.endedWithDone).toBe(true);
    expect(stream.events[0]).toEqual({
      type: 'response_info',
      mode: 'standard',
      provider: 'extractive',
      extractive: true,
      model: null,
      points_charged: 0,
      balance: 1000,
    });
    expect(stream.text).toBe(NO_MODEL_NOTICE);
    expect(stream.text).not.toContain('LLM_BASE_URL');
    expect(stream.text).toContain('Database Legale');
    expect(typed(stream.events, 'done')[0]).toEqual({
      type: 'done',
      usage: { prompt_tokens: 0, cached_tokens: 0, completion_tokens: 0 },
      balance: 1000,
    });
    expect(await chargesOf(t.database.db, userId)).toHaveLength(0);
    expect(await balanceAndLedgerSum(t.database.db, userId)).toEqual({ balance: 1000, ledgerSum: 1000 });
    expect(await usageOf(t.database.db, userId)).toEqual([
      expect.objectContaining({
        feature: 'chat_standard',
        provider: 'extractive',
        model: null,
        status: 'completed',
        pointsCharged: 0,
        pointsLedgerId: null,
      }),
    ]);
  });

  it('in Database Legale, ranks the sources principal first and opens by naming the principal ones', async () => {
    const { token } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/rag-api/rag-chat',
      payload: { message: 'Quali sono i requisiti del contratto?', enableQueryEnrichment: false },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const stream = parseSse(res.body);
    const sources = typed(stream.events, 'citations')[0]!.citations;
    // Every legal source ranked; the same set as before, the principal ones first.
    expect(sources.length).toBeGreaterThan(3);
    expect(sources.every((source) => source.relevance === 'principal' || source.relevance === 'other')).toBe(
      true,
    );
    const principal = sources.filter((source) => source.relevance === 'principal');
    expect(sources.slice(0, principal.length)).toEqual(principal);
    expect(principal.map((source) => source.identifier)).toContain('cc-1325');
    expect(principal.length).toBeLessThan(sources.length);

    const [first, , heading] = stream.text.split('\n');
    expect(first).toMatch(new RegExp(`^\\*\\*${PRINCIPAL_SOURCES_LABEL}\\*\\* art\\. 1325 c\\.c\\. \\(`));
    for (const source of principal) {
      const parts = splitLegalIdentifier(source.identifier)!;
      expect(first).toContain(formatLegalReference(parts.act, parts.article));
    }
    for (const source of sources.filter((other) => other.relevance === 'other')) {
      const parts = splitLegalIdentifier(source.identifier)!;
      expect(first).not.toContain(`${formatLegalReference(parts.act, parts.article)} (`);
    }
    expect(heading).toBe('### Passaggi pertinenti dalle fonti');
  });

  it('GET /api/ai/status reports the extractive responder and its label', async () => {
    const { token } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ai/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'extractive',
      model: null,
      extractive_label: EXTRACTIVE_ANSWER_LABEL,
    });
  });
});

describe('the chat rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      env: { CHAT_RATE_LIMIT_PER_MINUTE: '2', LOGIN_RATE_LIMIT_PER_MINUTE: '10000' },
    });
  });
  afterAll(() => limited?.close());

  it('counts questions per account: the third in a minute is 429, another account is unaffected', async () => {
    const ask = (token: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'Ciao' },
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await signedInUser(limited);
    const second = await signedInUser(limited);
    expect((await ask(first.token)).statusCode).toBe(200);
    expect((await ask(first.token)).statusCode).toBe(200);
    const refused = await ask(first.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask(second.token)).statusCode).toBe(200);
    expect(await usageOf(limited.database.db, first.id)).toHaveLength(2);
  });
});
