import type { Scenario } from '../../apps/server/test/openai-server.mjs';
import { type OpenAiServer, startOpenAiServer } from '../../apps/server/test/openai-server.mjs';
import { reviewCellScenario } from './review-cell-fixture';

/** Put this in a question to get a long, slow answer (the Stop button has time to act). */
export const SLOW_ANSWER_MARKER = 'risposta lunga';

export const QUICK_ANSWER =
  "**In sintesi**: secondo l'art. 2043 c.c. qualunque fatto doloso o colposo che cagiona ad altri un danno " +
  'ingiusto obbliga colui che ha commesso il fatto a risarcire il danno.\n\n' +
  '- Serve un *fatto* doloso o colposo;\n- un danno ingiusto;\n- il nesso di causalità.';

/**
 * The Database Legale answer: one tagged source (art. 2043 c.c., which the retrieval finds for the
 * e2e question), one plain reference that exists, and one fabricated reference (art. 2999 c.c.
 * does not exist) that the interface must mark as unverified.
 */
export const RAG_ANSWER =
  'Chi cagiona ad altri un danno ingiusto con un fatto doloso o colposo deve risarcirlo @source:legal:cc-2043.\n\n' +
  'Il diritto al risarcimento si prescrive in cinque anni (art. 2947 c.c.); ' +
  "l'art. 2999 c.c. prevederebbe inoltre un termine di decadenza.";
/** Put this in a Database Legale question to get AI_LAW_ANSWER (the corpus' newer acts). */
export const AI_LAW_MARKER = '132/2025';
/**
 * The answer on the Italian AI law: a tagged source of an act added to the corpus later (art. 13
 * L. 132/2025) and a law the corpus does not hold (L. 392/1978), which must read as outside it.
 */
export const AI_LAW_ANSWER =
  "L'art. 13 della L. 132/2025 impone al professionista di informare il cliente sui sistemi di intelligenza " +
  'artificiale utilizzati @source:legal:l132-13; nulla di simile prevede la L. 392/1978 sulle locazioni.';
/** The answer over a personal document; the fixture appends the tag of the first passage it was given. */
export const DOCUMENT_ANSWER =
  'Secondo il contratto, il conduttore può recedere con un preavviso di sei mesi';
export const ENRICHMENT = 'responsabilità extracontrattuale, danno ingiusto, risarcimento';
/** Ricerca Web's keyword line for a question. */
export const WEB_KEYWORDS = 'responsabilità del custode, art. 2051 c.c., Cassazione, caso fortuito';
/**
 * The Ricerca Web answer: it cites the first result of the search, and a result the search did not
 * return (@source:web:9), which the interface must mark as unverified.
 */
export const WEB_ANSWER =
  'Secondo la Cassazione la responsabilità del custode ha natura oggettiva e cede solo al caso fortuito @source:web:1. ' +
  'Lo confermerebbe anche un’altra decisione @source:web:9.';

/**
 * The legal document generator's draft (system prompt "Sei un avvocato italiano esperto nella
 * redazione…"): art. 1453 c.c. exists, art. 2999 c.c. does not and must come back unverified.
 */
export const LEGAL_DRAFT =
  '# Parere sulla risoluzione del contratto\n\n## 1. Fatto\n\nIl cliente lamenta l’inadempimento del fornitore.\n\n' +
  '## 2. Diritto\n\nIl contratto può essere risolto ai sensi dell’art. 1453 c.c.; ' +
  'l’art. 2999 c.c. prevederebbe inoltre un termine di decadenza.\n\n## 3. Conclusioni\n\nSi consiglia la diffida ad adempiere.\n';
export const LEGAL_DRAFT_SYSTEM_PREFIX = 'Sei un avvocato italiano esperto nella redazione';

/** The case strategy simulator's instruction (apps/server case-strategies/analysis-prompt.ts). */
export const CASE_ANALYSIS_SYSTEM_PREFIX = 'Sei un avvocato italiano esperto che valuta le prospettive';
/** The analysis of the e2e case: art. 1218 c.c. exists, art. 2999 c.c. does not. */
export const CASE_ANALYSIS = {
  success_probability: 72,
  ai_confidence_score: 60,
  probability_factors: [
    { factor: 'Pagamento anticipato documentato da bonifico', effect: 'positivo' },
    { factor: 'Nessuna contestazione scritta della consegna', effect: 'negativo' },
  ],
  missing_information: ['Le condizioni generali di vendita sottoscritte'],
  risk_factors: ['Possibile insolvenza della controparte'],
  strategic_recommendations: [
    'Inviare una diffida ad adempiere ai sensi dell’art. 1218 c.c. e dell’art. 2999 c.c.',
  ],
  alternative_strategies: ['Procedimento monitorio'],
  precedent_analysis: 'Non è stata consultata alcuna fonte giurisprudenziale.',
  estimated_duration_months: { min: 12, max: 24 },
};

function words(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}

function lastUserMessage(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as Array<{ role: string; content: string }>;
  return [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
}

/**
 * What the e2e LLM answers: a quick markdown answer streamed word by word, or, when the question
 * asks for a long answer, 400 words at 40 ms each (16 s) so a test can press Stop mid-way.
 */
export function e2eScenario(body: Record<string, unknown>): Scenario {
  const messages = (body.messages ?? []) as Array<{ role: string; content: string }>;
  const system = messages.filter((message) => message.role === 'system').map((message) => message.content);
  if (system.some((content) => content.startsWith(LEGAL_DRAFT_SYSTEM_PREFIX))) {
    return {
      chunks: words(LEGAL_DRAFT),
      usage: { prompt_tokens: 1500, completion_tokens: 90, cached_tokens: 0 },
    };
  }
  const reviewCell = reviewCellScenario(body);
  if (reviewCell) return reviewCell;
  if (system.some((content) => content.startsWith(CASE_ANALYSIS_SYSTEM_PREFIX))) {
    return {
      chunks: [JSON.stringify(CASE_ANALYSIS)],
      usage: { prompt_tokens: 1200, completion_tokens: 150, cached_tokens: 0 },
    };
  }
  if (system.some((content) => content.startsWith('Riscrivi la domanda'))) {
    return { chunks: [ENRICHMENT], usage: { prompt_tokens: 40, completion_tokens: 8, cached_tokens: 0 } };
  }
  if (system.some((content) => content.startsWith('Estrai dalla domanda'))) {
    return { chunks: [WEB_KEYWORDS], usage: { prompt_tokens: 40, completion_tokens: 12, cached_tokens: 0 } };
  }
  if (system.some((content) => content.startsWith('Risultati di una ricerca web'))) {
    const chunks = words(WEB_ANSWER);
    return { chunks, chunkDelayMs: 10, usage: { prompt_tokens: 800, completion_tokens: chunks.length } };
  }
  const documents = system.find((content) => content.startsWith('Passaggi dai documenti personali'));
  if (documents) {
    // As a model would: it answers from the first passage it was given, citing its tag.
    const tag = /@source:user:[\w-]+:\d+/.exec(documents)?.[0] ?? '';
    const chunks = words(`${DOCUMENT_ANSWER} ${tag}.`);
    return { chunks, chunkDelayMs: 10, usage: { prompt_tokens: 700, completion_tokens: chunks.length } };
  }
  if (system.some((content) => content.startsWith('Fonti dal Database Legale'))) {
    const chunks = words(lastUserMessage(body).includes(AI_LAW_MARKER) ? AI_LAW_ANSWER : RAG_ANSWER);
    return { chunks, chunkDelayMs: 10, usage: { prompt_tokens: 900, completion_tokens: chunks.length } };
  }
  if (lastUserMessage(body).toLowerCase().includes(SLOW_ANSWER_MARKER)) {
    return {
      chunk: (index) => `parola${index + 1} `,
      chunkCount: 400,
      chunkDelayMs: 40,
      usage: { prompt_tokens: 120, completion_tokens: 400, cached_tokens: 0 },
    };
  }
  const chunks = words(QUICK_ANSWER);
  return {
    chunks,
    chunkDelayMs: 15,
    usage: { prompt_tokens: 120, completion_tokens: chunks.length, cached_tokens: 64 },
  };
}

export function startE2eLlm(): Promise<OpenAiServer> {
  return startOpenAiServer({ scenario: e2eScenario, record: false });
}
