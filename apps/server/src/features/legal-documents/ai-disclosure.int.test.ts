import { legalDocumentResponse } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { informativaUsoIa } from './templates/informativa-uso-ia';

/** An installation with a model in the Union and a web search provider outside it. */
let t: TestApp;
let lawyer: Caller;
let templateId: number;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LLM_BASE_URL: 'https://api.mistral.ai/v1',
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'mistral-small-latest',
      WEB_SEARCH_PROVIDER: 'tavily',
      TAVILY_API_KEY: 'tvly-test',
    },
  });
  lawyer = await signedInUser(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/legal-templates', headers: lawyer.headers });
  const template = res.json().templates.find((row: { name: string }) => row.name === informativaUsoIa.name);
  expect(template, 'the AI disclosure is offered by the generator').toBeDefined();
  templateId = template.id;
});
afterAll(() => t?.close());

describe("Informativa al cliente sull'uso dell'IA (art. 13 L. 132/2025)", () => {
  it('lists the AI systems this installation is configured with, and the lawyer and firm from the profile', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/account/firm-profile',
      headers: lawyer.headers,
      payload: { firm_name: 'Studio Legale Bianchi', lawyer_name: 'Anna Bianchi' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/legal-documents',
      headers: lawyer.headers,
      payload: {
        document_name: 'Informativa IA – Rossi',
        document_type: 'informativa_cliente',
        legal_area: 'diritto_civile',
        template_id: templateId,
        template_data: { cliente_nome: 'Mario Rossi', incarico: 'Sfratto per morosità', luogo: 'Milano' },
        ai_option: 'none',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = legalDocumentResponse.parse(res.json());
    expect(data.document_type).toBe('informativa_cliente');
    expect(data.status).toBe('generated');
    const text = data.generated_content;
    expect(text).toContain('**Cliente:** Mario Rossi');
    expect(text).toContain(
      "- **Modello linguistico** (modello «mistral-small-latest»), fornito da Mistral AI: elabora le domande, propone risposte e bozze di testo; i dati sono trattati nell'Unione europea.",
    );
    expect(text).toContain('- **Ricerca web**, fornito da Tavily');
    expect(text).toContain('artt. 44 e seguenti del Regolamento (UE) 2016/679');
    expect(text).toMatch(
      /Avv\. Anna Bianchi\n\nStudio Legale Bianchi\n\nPer presa visione, Mario Rossi: _+\n$/,
    );
    // Nothing of the configuration that is not the client's business: no key, no address.
    expect(text).not.toContain('test-key');
    expect(text).not.toContain('api.mistral.ai');

    const check = await t.app.legalDb.verify(text);
    const unresolved = check.citations.filter(
      (citation) => citation.status === 'not_found' || citation.abrogated,
    );
    expect(unresolved.map((citation) => citation.text)).toEqual([]);
    const verified = new Set(
      check.citations
        .filter((citation) => citation.status === 'verified')
        .map((citation) => citation.identifier),
    );
    expect([...verified].sort()).toEqual(['gdpr-28', 'gdpr-44', 'l132-13']);
  });

  it("fills the client and the engagement from the chosen matter; another user's matter is not found", async () => {
    const matter = await t.app.inject({
      method: 'POST',
      url: '/api/matters',
      headers: lawyer.headers,
      payload: { client_name: 'Beta S.p.A.', name: 'Recupero crediti', reference: '2026/031' },
    });
    expect(matter.statusCode, matter.body).toBe(201);
    const matterId: number = matter.json().matter.id;
    const generate = (caller: Caller, id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/legal-documents',
        headers: caller.headers,
        payload: {
          document_name: 'Informativa IA – Beta',
          document_type: 'informativa_cliente',
          legal_area: 'diritto_civile',
          template_id: templateId,
          template_data: { luogo: 'Torino' },
          matter_id: id,
          ai_option: 'none',
        },
      });
    const res = await generate(lawyer, matterId);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = legalDocumentResponse.parse(res.json());
    expect(data.matter_id).toBe(matterId);
    expect(data.generated_content).toContain('**Cliente:** Beta S.p.A.');
    expect(data.generated_content).toContain('**Incarico:** Recupero crediti (pratica n. 2026/031)');
    expect(data.generated_content).toContain('Per presa visione, Beta S.p.A.: ___');

    const stranger = await signedInUser(t);
    const refused = await generate(stranger, matterId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error_code).toBe('MATTER_NOT_FOUND');
  });
});
