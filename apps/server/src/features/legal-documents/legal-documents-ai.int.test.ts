import { DEFAULT_POINT_COSTS, legalDocumentResponse, legalDocumentsResponse } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { activityLog } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { balanceAndLedgerSum, ledgerOf, usageOf } from '../chat/chat.test-support';
import { createPointsService } from '../points/points.service';
import { REVIEW_FALLBACK_NOTE } from './ai-drafting';
import { ENHANCEMENT_OPTIONS } from './ai-generation';
import { SAMPLE_TEMPLATE_DATA } from './legal-documents.test-support';

const context = useAppWithFixtureModel();
const BASIC = DEFAULT_POINT_COSTS.legal_document_simple;
const ENHANCED = DEFAULT_POINT_COSTS.legal_document_complex;
const USAGE = { prompt_tokens: 1_200, completion_tokens: 400, cached_tokens: 200 };

/** A draft as a model would write it: one real article, one made up. */
const DRAFT = [
  '# Diffida ad adempiere e costituzione in mora',
  '',
  '## 1. Il credito',
  '',
  'Edilnord S.r.l. vanta un credito di € 12.500,00 nei confronti di Mario Rossi.',
  '',
  '## 2. Costituzione in mora',
  '',
  "Con la presente il debitore è costituito in mora ai sensi dell'art. 1219 c.c.; si richiama altresì l'art. 9999 c.c.",
  '',
  '## 3. Avvertimento',
  '',
  'In mancanza di pagamento entro 15 giorni si agirà in giudizio.',
].join('\n');
const REVISED = DRAFT.replace('entro 15 giorni', 'entro quindici giorni dal ricevimento della presente');

let diffidaId: number;

beforeAll(async () => {
  const caller = await signedInUser(context.t);
  const res = await context.t.app.inject({
    method: 'GET',
    url: '/api/legal-templates',
    headers: caller.headers,
  });
  diffidaId = res
    .json()
    .templates.find((template: { name: string }) => template.name.startsWith('Lettera di diffida')).id;
});

function generate(caller: Caller, aiOption: 'basic' | 'enhanced', extra: Record<string, unknown> = {}) {
  return context.t.app.inject({
    method: 'POST',
    url: '/api/legal-documents',
    headers: caller.headers,
    payload: {
      document_name: 'Diffida Rossi',
      document_type: 'lettera_diffida',
      legal_area: 'diritto_civile',
      template_id: diffidaId,
      template_data: SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
      custom_content: 'Il debitore ha promesso di pagare a fine mese ma non lo ha fatto.',
      ai_option: aiOption,
      ...extra,
    },
  });
}

const activitiesOf = (userId: number) =>
  context.t.database.db
    .select({ actionType: activityLog.actionType, details: activityLog.details })
    .from(activityLog)
    .where(eq(activityLog.userId, userId));

async function documentsOf(caller: Caller) {
  const res = await context.t.app.inject({
    method: 'GET',
    url: '/api/legal-documents',
    headers: caller.headers,
  });
  return legalDocumentsResponse.parse(res.json()).documents;
}

describe('POST /api/legal-documents with ai_option basic', () => {
  it('drafts from the template and the Database Legale, marks the made-up article, charges 10 points', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue({ chunks: [DRAFT.slice(0, 200), DRAFT.slice(200)], usage: USAGE });
    const res = await generate(caller, 'basic');
    expect(res.statusCode, res.body).toBe(201);
    const document = legalDocumentResponse.parse(res.json()).data;
    // The balance after the charge comes with the document: the web need not read it again.
    expect(res.json().balance).toBe(1000 - BASIC);

    expect(document.status).toBe('generated');
    expect(document.generated_content).toContain(
      "ai sensi dell'art. 1219 c.c.; si richiama altresì l'art. 9999 c.c. [riferimento non verificato]",
    );
    expect(document.generated_content).not.toContain('1219 c.c. [riferimento');
    expect(document.metadata).toMatchObject({
      ai_enhanced: true,
      ai_option: 'basic',
      enhancement_options: [ENHANCEMENT_OPTIONS.drafted, ENHANCEMENT_OPTIONS.verified],
      template_id: diffidaId,
      template_version: 1,
      unverified_references: [
        { text: 'art. 9999 c.c.', reason: 'Articolo non presente nel Database Legale' },
      ],
    });
    expect(document.metadata.enhancement_notes).toBeUndefined();
    expect(document.metadata.sources?.map((source) => source.identifier)).toContain('cc-1219');
    // The template's own reference is what the act rests on: a principal source.
    expect(document.metadata.sources?.find((source) => source.identifier === 'cc-1219')?.relevance).toBe(
      'principal',
    );
    expect(document.metadata.sources?.every((source) => source.relevance)).toBe(true);

    // Grounding: the model was given the filled template, the facts (fenced) and the article's text.
    expect(llm.requests).toHaveLength(1);
    // A whole act needs more room than a chat answer's LLM_MAX_OUTPUT_TOKENS.
    expect(llm.requests[0]!.body.max_tokens).toBeGreaterThanOrEqual(8_192);
    const prompt = llm.requests[0]!.messages.at(-1)!.content;
    expect(prompt).toContain('€ 12.500,00');
    expect(prompt).toMatch(
      /<<<(ISTRUZIONI-[0-9a-f]{12})\nIl debitore ha promesso di pagare a fine mese ma non lo ha fatto\.\n\1>>>/,
    );
    expect(prompt).toContain('### art. 1219 c.c. — Costituzione in mora (testo vigente al');
    expect(prompt).toContain(
      'Il debitore è costituito in mora mediante intimazione o richiesta fatta per iscritto.',
    );

    expect(await ledgerOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({ kind: 'grant' }),
      { kind: 'charge', action: 'legal_document_simple', delta: -BASIC },
    ]);
    expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({
      balance: 1000 - BASIC,
      ledgerSum: 1000 - BASIC,
    });
    expect(await usageOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({
        feature: 'legal_document_simple',
        status: 'completed',
        promptTokens: 1_200,
        cachedPromptTokens: 200,
        completionTokens: 400,
        pointsCharged: BASIC,
      }),
    ]);
    expect(await activitiesOf(caller.id)).toEqual([
      {
        actionType: 'LEGAL_DOCUMENT_GENERATED',
        details: expect.objectContaining({
          document_id: document.id,
          ai_option: 'basic',
          template_key: 'lettera-diffida-messa-in-mora',
          unverified_references_count: 1,
        }),
      },
    ]);
  });

  it('grounds a document without a template in the articles the facts call for', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue({
      chunks: ['# Parere\n\nIl conduttore deve pagare il canone (art. 1587 c.c.).'],
      usage: USAGE,
    });
    const res = await generate(caller, 'basic', {
      document_type: 'parere',
      template_id: null,
      template_data: undefined,
      custom_content:
        'Il conduttore non paga il canone di locazione da tre mesi: quali rimedi ha il locatore?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data.metadata.unverified_references).toEqual([]);
    expect(data.metadata.sources.length).toBeGreaterThan(0);
    expect(data.metadata.template_id).toBeNull();
    expect(llm.requests[0]!.messages.at(-1)!.content).not.toContain('## Modello compilato');
  });

  it('answers 402 with points_info before calling the model, and creates nothing', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    await createPointsService({ db: t.database.db, clock: systemClock, config: t.config }).adjust(
      caller.id,
      5,
      'test',
    );
    const res = await generate(caller, 'basic');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error_code: 'INSUFFICIENT_POINTS',
      error_type: 'insufficient_points',
      points_info: { required: BASIC, current_balance: 5, shortfall: BASIC - 5 },
    });
    const enhanced = await generate(caller, 'enhanced');
    expect(enhanced.json().points_info).toEqual({
      required: ENHANCED,
      current_balance: 5,
      shortfall: ENHANCED - 5,
    });
    expect(llm.requests).toHaveLength(0);
    expect((await documentsOf(caller)).total).toBe(0);
    expect(await usageOf(t.database.db, caller.id)).toEqual([]);
    expect(await activitiesOf(caller.id)).toEqual([]);
  });

  it('refunds the charge once when the model fails, records the failure, and creates nothing', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.setDefault({ failure: { status: 500 } });
    const res = await generate(caller, 'basic');
    expect(res.statusCode).toBe(502);
    expect(res.json().error_code).toBe('LLM_ERROR');
    expect(await ledgerOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({ kind: 'grant' }),
      { kind: 'charge', action: 'legal_document_simple', delta: -BASIC },
      { kind: 'refund', action: 'legal_document_simple', delta: BASIC },
    ]);
    expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
    expect(await usageOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({
        feature: 'legal_document_simple',
        status: 'failed',
        errorCode: 'LLM_ERROR',
        pointsCharged: 0,
      }),
    ]);
    expect((await documentsOf(caller)).total).toBe(0);
  });
});

describe('POST /api/legal-documents with ai_option enhanced', () => {
  it('reviews the draft, stores what changed, charges 20 points with one usage record for both calls', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(
      { chunks: [DRAFT], usage: USAGE },
      {
        chunks: [
          `${REVISED}\n\nNOTE:\n- Precisato che il termine decorre dal ricevimento della diffida.\n- Verificata la coerenza dell'importo.`,
        ],
        usage: USAGE,
      },
    );
    const res = await generate(caller, 'enhanced');
    expect(res.statusCode, res.body).toBe(201);
    const document = legalDocumentResponse.parse(res.json()).data;
    expect(document.generated_content).toContain('entro quindici giorni dal ricevimento della presente');
    expect(document.generated_content).toContain("l'art. 9999 c.c. [riferimento non verificato]");
    expect(document.metadata).toMatchObject({
      ai_enhanced: true,
      ai_option: 'enhanced',
      enhancement_options: [
        ENHANCEMENT_OPTIONS.drafted,
        ENHANCEMENT_OPTIONS.verified,
        ENHANCEMENT_OPTIONS.reviewed,
      ],
      enhancement_notes: [
        'Precisato che il termine decorre dal ricevimento della diffida.',
        "Verificata la coerenza dell'importo.",
      ],
    });

    expect(llm.requests).toHaveLength(2);
    const review = llm.requests[1]!.messages;
    expect(review[0]!.content).toContain('"NOTE:"');
    expect(review.at(-1)!.content).toMatch(/## Bozza da rivedere\n<<<BOZZA-[0-9a-f]{12}\n/);
    expect(review.at(-1)!.content).toContain(`\n${DRAFT}\nBOZZA-`);
    expect(await ledgerOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({ kind: 'grant' }),
      { kind: 'charge', action: 'legal_document_complex', delta: -ENHANCED },
    ]);
    expect(await usageOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({
        feature: 'legal_document_complex',
        status: 'completed',
        promptTokens: 2_400,
        completionTokens: 800,
        pointsCharged: ENHANCED,
      }),
    ]);
    expect((await activitiesOf(caller.id)).map((activity) => activity.actionType)).toEqual([
      'LEGAL_DOCUMENT_ENHANCED',
    ]);
  });

  it('keeps the first draft, with a note, when the review is unusable', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(
      { chunks: [DRAFT], usage: USAGE },
      { chunks: ['Ho rivisto il documento: va bene.'], usage: USAGE },
    );
    const res = await generate(caller, 'enhanced');
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json().data;
    expect(document.generated_content).toContain('entro 15 giorni');
    expect(document.metadata.enhancement_notes).toEqual([REVIEW_FALLBACK_NOTE]);
    expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({
      balance: 1000 - ENHANCED,
      ledgerSum: 1000 - ENHANCED,
    });
  });

  it('refunds the whole run when the review call fails', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue({ chunks: [DRAFT], usage: USAGE }, { failure: { status: 400 } });
    const res = await generate(caller, 'enhanced');
    expect(res.statusCode).toBe(502);
    expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
    expect(await usageOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({ feature: 'legal_document_complex', status: 'failed', promptTokens: 1_200 }),
    ]);
    expect((await documentsOf(caller)).total).toBe(0);
  });
});
