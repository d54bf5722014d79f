import { legalDocumentResponse } from '@brocardo/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { SAMPLE_TEMPLATE_DATA } from './legal-documents.test-support';

const context = useAppWithFixtureModel();
const OUTSIDE = 'Atto non presente nella banca dati';
let caller: Caller;
const templateIds = new Map<string, number>();

beforeAll(async () => {
  caller = await signedInUser(context.t);
  const res = await context.t.app.inject({
    method: 'GET',
    url: '/api/legal-templates',
    headers: caller.headers,
  });
  for (const template of res.json().templates) templateIds.set(template.name, template.id);
});

async function generate(payload: Record<string, unknown>) {
  const res = await context.t.app.inject({
    method: 'POST',
    url: '/api/legal-documents',
    headers: caller.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return legalDocumentResponse.parse(res.json()).data;
}

const leaseId = () =>
  [...templateIds.entries()].find(([name]) => name.startsWith('Contratto di locazione'))?.[1];

describe('the generator and acts outside the Database Legale', () => {
  it('lists the laws a template cites outside the corpus, and not the acts it holds', async () => {
    const document = await generate({
      document_name: 'Locazione Verdi–Neri',
      document_type: 'contratto',
      legal_area: 'diritto_immobiliare',
      template_id: leaseId(),
      template_data: SAMPLE_TEMPLATE_DATA['contratto-locazione-abitativa-4-4'],
      ai_option: 'none',
    });
    const references = document.metadata.unverified_references ?? [];
    const acts = [...new Set(references.map((reference) => reference.act))];
    expect(acts).toEqual(['L. 431/1998', 'L. 392/1978']);
    expect(references.every((reference) => reference.reason === OUTSIDE)).toBe(true);
    expect(references.map((reference) => reference.text)).toContain('art. 5 della L. 392/1978');
    // Listed, not written into the contract the parties sign; the GDPR (in the corpus) is not listed.
    expect(document.generated_content).not.toContain('banca dati');
    expect(document.generated_content).toContain('Regolamento (UE) 2016/679');
  });

  it('gives a drafted reference to an outside act its own reason, unmarked, and still marks a made-up article', async () => {
    const draft = [
      '# Diffida',
      '',
      "Il conduttore è moroso ai sensi dell'art. 5 L. 392/1978 e dell'art. 1455 c.c.; si richiama l'art. 9999 c.c.",
    ].join('\n');
    context.llm.enqueue({ chunks: [draft] });
    const document = await generate({
      document_name: 'Diffida morosità',
      document_type: 'lettera_diffida',
      legal_area: 'diritto_civile',
      custom_content: 'Il conduttore non paga da tre mesi.',
      ai_option: 'basic',
    });
    expect(document.metadata.unverified_references).toEqual([
      { text: 'art. 9999 c.c.', reason: 'Articolo non presente nel Database Legale' },
      { text: 'art. 5 L. 392/1978', reason: OUTSIDE, act: 'L. 392/1978' },
    ]);
    expect(document.generated_content).toContain('art. 5 L. 392/1978 e ');
    expect(document.generated_content).toContain('art. 9999 c.c. [riferimento non verificato]');
  });
});
