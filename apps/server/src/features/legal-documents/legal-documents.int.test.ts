import {
  legalDocumentResponse,
  legalDocumentsResponse,
  legalDocumentVersionsResponse,
  legalTemplatesResponse,
} from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { legalTemplates } from '../../db/schema';
import { balanceAndLedgerSum, usageOf } from '../chat/chat.test-support';
import { addDays, formatItalianDate, italianToday } from './italian-format';
import { createLegalDocumentsRepo } from './legal-documents.repo';
import { SAMPLE_AI_SYSTEMS, SAMPLE_TEMPLATE_DATA } from './legal-documents.test-support';
import { fillTemplate } from './template-filling';
import { definitionHash, TEMPLATE_DEFINITIONS } from './templates';

let t: TestApp;
let owner: Caller;
let stranger: Caller;
let admin: { headers: { authorization: string } };
const templateIds = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
  admin = { headers: { authorization: `Bearer ${await tokenFor(t, TEST_ADMIN)}` } };
  const res = await t.app.inject({ method: 'GET', url: '/api/legal-templates', headers: owner.headers });
  for (const template of res.json().templates) {
    const definition = TEMPLATE_DEFINITIONS.find((candidate) => candidate.name === template.name);
    if (definition) templateIds.set(definition.key, template.id);
  }
});
afterAll(() => t?.close());

function call(
  caller: { headers: { authorization: string } },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function createDocument(caller: Caller, body: Record<string, unknown>) {
  const res = await call(caller, 'POST', '/api/legal-documents', body);
  expect(res.statusCode, res.body).toBe(201);
  return legalDocumentResponse.parse(res.json()).data;
}

const customDocument = (title = 'Bozza libera') => ({
  document_name: title,
  document_type: 'parere',
  legal_area: 'diritto_civile',
  custom_content: 'Testo scritto dall’avvocato.',
  ai_option: 'none',
});

describe('GET /api/legal-templates', () => {
  it('lists every shipped template, with its fields, as the contract says', async () => {
    const res = await call(owner, 'GET', '/api/legal-templates');
    expect(res.statusCode).toBe(200);
    const body = legalTemplatesResponse.parse(res.json());
    expect(body.templates.map((template) => template.name)).toEqual(TEMPLATE_DEFINITIONS.map((d) => d.name));
    expect(body.data).toEqual(body.templates);
    const citazione = body.templates.find((template) => template.name.startsWith('Atto di citazione'))!;
    expect(JSON.parse(citazione.required_fields)).toContain('data_udienza');
    expect(JSON.parse(citazione.optional_fields)).toContain('convenuto_pec');
    expect(citazione.form_fields.find((field) => field.name === 'luogo_notifica')).toMatchObject({
      type: 'select',
      options: ['In Italia', "All'estero"],
    });
    expect(citazione.version).toBe(1);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/legal-templates' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/legal-documents' })).statusCode).toBe(401);
  });

  it('seeds idempotently, bumps the version of a changed template and retires one no longer shipped', async () => {
    const repo = createLegalDocumentsRepo(t.database.db);
    const shipped = TEMPLATE_DEFINITIONS.map((definition, position) => ({
      key: definition.key,
      definitionHash: definitionHash(definition),
      name: definition.name,
      description: definition.description,
      documentType: definition.documentType,
      legalArea: definition.legalArea,
      body: definition.body,
      formFields: definition.fields,
      position,
    }));
    await repo.upsertTemplates(shipped);
    const versionOf = async (key: string) =>
      (await t.database.db.select().from(legalTemplates).where(eq(legalTemplates.key, key)))[0];
    expect((await versionOf('parere-legale'))?.version).toBe(1);

    const changed = shipped.map((row) =>
      row.key === 'parere-legale'
        ? { ...row, body: `${row.body}\nNota.`, definitionHash: 'x'.repeat(64) }
        : row,
    );
    await repo.upsertTemplates(changed.filter((row) => row.key !== 'istanza-generica'));
    expect(await versionOf('parere-legale')).toMatchObject({ version: 2, active: true });
    expect((await versionOf('istanza-generica'))?.active).toBe(false);
    expect((await repo.activeTemplates()).map((row) => row.key)).not.toContain('istanza-generica');

    await repo.upsertTemplates(shipped);
    expect(await versionOf('parere-legale')).toMatchObject({ version: 3, active: true });
    expect((await versionOf('istanza-generica'))?.active).toBe(true);
  });
});

describe('POST /api/legal-documents without AI', () => {
  it('fills a template for free: status Generato, deadlines and D.M. 110 check in the metadata', async () => {
    const hearing = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    const document = await createDocument(owner, {
      document_name: 'Citazione Rossi c. Edilnord',
      document_type: 'atto_giudiziario',
      legal_area: 'diritto_civile',
      template_id: templateIds.get('atto-di-citazione'),
      template_data: { ...SAMPLE_TEMPLATE_DATA['atto-di-citazione'], data_udienza: hearing },
      ai_option: 'none',
    });
    expect(document).toMatchObject({
      status: 'generated',
      version: 1,
      metadata: {
        ai_enhanced: false,
        enhancement_options: [],
        ai_option: 'none',
        template_version: 1,
        filing_warnings: [],
      },
    });
    expect(document.generated_content).toContain('## ATTO DI CITAZIONE');
    expect(document.generated_content).toContain('Da notificarsi entro il');
    expect(document.original_content).toBe(document.generated_content);
    expect(document.metadata.deadlines?.map((deadline) => deadline.label)).toEqual([
      'Termine ultimo per la notificazione della citazione',
      'Termine per la costituzione del convenuto',
    ]);
    expect(await balanceAndLedgerSum(t.database.db, owner.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
    expect(await usageOf(t.database.db, owner.id)).toEqual([]);
  });

  it('keeps the user’s own text as a Bozza, and adds it under the filled template when both are given', async () => {
    const draft = await createDocument(owner, customDocument());
    expect(draft).toMatchObject({ status: 'draft', generated_content: 'Testo scritto dall’avvocato.\n' });
    const both = await createDocument(owner, {
      ...customDocument('Diffida con note'),
      document_type: 'lettera_diffida',
      template_id: templateIds.get('lettera-diffida-messa-in-mora'),
      template_data: SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
    });
    expect(both.status).toBe('generated');
    expect(both.generated_content).toMatch(
      /€ 12\.500,00[\s\S]*## Note integrative\n\nTesto scritto dall’avvocato\./,
    );
  });

  it('refuses what it cannot fill with 422 and Italian messages naming the field', async () => {
    const missing = await call(owner, 'POST', '/api/legal-documents', {
      ...customDocument(),
      custom_content: null,
      template_id: templateIds.get('lettera-diffida-messa-in-mora'),
      template_data: { ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'], importo: '' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      message: 'Il campo «Importo dovuto (€)» è obbligatorio.',
      errors: { 'template_data.importo': ['Il campo «Importo dovuto (€)» è obbligatorio.'] },
    });

    const unknownTemplate = await call(owner, 'POST', '/api/legal-documents', {
      ...customDocument(),
      template_id: 999_999,
    });
    expect(unknownTemplate.statusCode).toBe(422);
    expect(unknownTemplate.json().errors.template_id).toEqual([
      'Il modello selezionato non esiste o non è più disponibile.',
    ]);

    const noContent = await call(owner, 'POST', '/api/legal-documents', {
      ...customDocument(),
      custom_content: '  ',
    });
    expect(noContent.statusCode).toBe(422);
    expect(noContent.json().errors.custom_content).toEqual([
      'Senza un modello il contenuto del documento è obbligatorio.',
    ]);

    const badBody = await call(owner, 'POST', '/api/legal-documents', {
      document_type: 'memoriale',
      ai_option: 'massima',
    });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys(badBody.json().errors)).toEqual(
      expect.arrayContaining(['document_name', 'document_type', 'legal_area', 'ai_option']),
    );
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/legal-documents',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"document_name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error_code).toBe('MALFORMED_JSON');
  });

  it('checks the values as the web does (IBAN, a debt not yet due) and writes a letter with its formulas', async () => {
    const today = italianToday();
    const diffida = (data: Record<string, string>) => ({
      ...customDocument('Diffida Edilnord'),
      custom_content: null,
      document_type: 'lettera_diffida',
      template_id: templateIds.get('lettera-diffida-messa-in-mora'),
      template_data: { ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'], ...data },
    });
    const refusals = async (data: Record<string, string>) => {
      const res = await call(owner, 'POST', '/api/legal-documents', diffida(data));
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await refusals({ iban: 'IT60X0542811101000000123457' })).toEqual({
      'template_data.iban': [
        'Il campo «IBAN per il pagamento» non contiene un IBAN valido: controlla i caratteri (un IBAN italiano ne ha 27).',
      ],
    });
    expect(await refusals({ data_scadenza: addDays(today, 1) })).toEqual({
      'template_data.data_scadenza': [
        'Il campo «Data di scadenza del pagamento» non può contenere una data futura.',
      ],
    });
    const { generated_content: content } = await createDocument(
      owner,
      diffida({
        importo: '12.500,00',
        iban: 'it60 x054 2811 1010 0000 0123 456',
        avvocato_nome: 'Avv. Anna Bianchi',
        avvocato_pec: 'anna.bianchi@pec.ordineavvocatimilano.it',
      }),
    );
    expect(content.startsWith(`Milano, ${formatItalianDate(today)}\n`)).toBe(true);
    expect(content).toContain('\n\nEgregi Signori,\n\nScrivo in nome e per conto di Edilnord S.r.l.,\n');
    expect(content).toContain('un credito di € 12.500,00');
    expect(content).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(content.trimEnd()).toMatch(
      /\n\nDistinti saluti\.\n\nAvv\. Anna Bianchi\nPEC: anna\.bianchi@pec\.ordineavvocatimilano\.it$/,
    );
  });

  it('answers 503 for an AI option when no model is configured, before charging anything', async () => {
    const caller = await signedInUser(t);
    for (const aiOption of ['basic', 'enhanced']) {
      const res = await call(caller, 'POST', '/api/legal-documents', {
        ...customDocument(),
        ai_option: aiOption,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error_code: 'LEGAL_DOCUMENT_AI_UNAVAILABLE' });
      expect(res.json().message).toMatch(/Nessun modello AI generativo è configurato/);
    }
    expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
    expect(await usageOf(t.database.db, caller.id)).toEqual([]);
    // ai_option defaults to basic (spec 2 §3).
    const { ai_option: _omitted, ...withoutOption } = customDocument();
    expect((await call(caller, 'POST', '/api/legal-documents', withoutOption)).statusCode).toBe(503);
  });
});

describe('reading, editing, finalizing and deleting', () => {
  it('lists newest first, paginated by per_page (1..50, default 10)', async () => {
    const caller = await signedInUser(t);
    for (let index = 1; index <= 7; index += 1)
      await createDocument(caller, customDocument(`Documento ${index}`));
    const page = async (query: string) => {
      const res = await call(caller, 'GET', `/api/legal-documents${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return legalDocumentsResponse.parse(res.json()).documents;
    };
    const first = await page('?per_page=5&page=1');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 5, total: 7, from: 1, to: 5 });
    expect(first.data.map((document) => document.title)).toEqual([
      'Documento 7',
      'Documento 6',
      'Documento 5',
      'Documento 4',
      'Documento 3',
    ]);
    expect(await page('?per_page=5&page=2')).toMatchObject({ from: 6, to: 7, data: [{}, {}] });
    expect(await page('?per_page=5&page=9')).toMatchObject({ from: null, to: null, data: [] });
    expect((await page('')).per_page).toBe(10);
    for (const query of ['?per_page=0', '?per_page=51', '?per_page=abc', '?page=0']) {
      const res = await call(caller, 'GET', `/api/legal-documents${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error_code).toBe('VALIDATION_FAILED');
    }
    // Another user's list holds none of them.
    expect((await call(stranger, 'GET', '/api/legal-documents')).json().documents.total).toBe(0);
  });

  it('saves an edit as Revisionato with a new version, keeping every text', async () => {
    const created = await createDocument(owner, customDocument('Da rivedere'));
    const url = `/api/legal-documents/${created.id}`;
    const saved = await call(owner, 'PUT', url, { generated_content: 'Seconda stesura.', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(legalDocumentResponse.parse(saved.json()).data).toMatchObject({
      status: 'reviewed',
      version: 2,
      generated_content: 'Seconda stesura.',
      original_content: 'Testo scritto dall’avvocato.\n',
    });
    const again = await call(owner, 'PUT', url, { generated_content: 'Terza stesura.', version: 2 });
    expect(again.json().data).toMatchObject({ status: 'reviewed', version: 3 });

    const versions = legalDocumentVersionsResponse.parse(
      (await call(owner, 'GET', `${url}/versions`)).json(),
    );
    expect(versions.data.map(({ version, content }) => [version, content])).toEqual([
      [3, 'Terza stesura.'],
      [2, 'Seconda stesura.'],
      [1, 'Testo scritto dall’avvocato.\n'],
    ]);
    expect((await call(owner, 'GET', url)).json().data.generated_content).toBe('Terza stesura.');
  });

  it('refuses a save made from a stale version, and lets only one of two concurrent saves win', async () => {
    const created = await createDocument(owner, customDocument('Concorrenza'));
    const url = `/api/legal-documents/${created.id}`;
    const results = await Promise.all(
      ['Scheda A', 'Scheda B', 'Scheda C'].map((text) =>
        call(owner, 'PUT', url, { generated_content: text, version: 1 }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    for (const refused of results.filter((res) => res.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ error_code: 'LEGAL_DOCUMENT_STALE_VERSION' });
      expect(refused.json().message).toMatch(/salvato nel frattempo/);
    }
    const versions = (await call(owner, 'GET', `${url}/versions`)).json().data;
    expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
  });

  it('finalizes a document, after which it refuses edits', async () => {
    const created = await createDocument(owner, customDocument('Da finalizzare'));
    const url = `/api/legal-documents/${created.id}`;
    const finalized = await call(owner, 'POST', `${url}/finalize`);
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json().data).toMatchObject({ status: 'finalized', version: 1 });
    expect((await call(owner, 'POST', `${url}/finalize`)).json().data.status).toBe('finalized');
    const edit = await call(owner, 'PUT', url, { generated_content: 'Modifica tardiva.', version: 1 });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({
      error_code: 'LEGAL_DOCUMENT_FINALIZED',
      message: 'Il documento è finalizzato: non può più essere modificato.',
    });
  });

  it('validates the edit: empty text and a missing version are 422', async () => {
    const created = await createDocument(owner, customDocument('Validazione'));
    const url = `/api/legal-documents/${created.id}`;
    const empty = await call(owner, 'PUT', url, { generated_content: '   ', version: 1 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.generated_content).toEqual([
      'Il contenuto del documento non può essere vuoto.',
    ]);
    expect((await call(owner, 'PUT', url, { generated_content: 'Testo' })).statusCode).toBe(422);
  });

  it('is its owner’s only: anyone else, an administrator too, gets 404 on every route', async () => {
    const created = await createDocument(owner, customDocument('Riservato'));
    const url = `/api/legal-documents/${created.id}`;
    for (const other of [stranger, admin]) {
      const attempts = [
        await call(other, 'GET', url),
        await call(other, 'GET', `${url}/versions`),
        await call(other, 'PUT', url, { generated_content: 'Intrusione', version: 1 }),
        await call(other, 'POST', `${url}/finalize`),
        await call(other, 'DELETE', url),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          error_code: 'LEGAL_DOCUMENT_NOT_FOUND',
          message: 'Documento legale non trovato.',
        });
      }
    }
    expect((await call(owner, 'GET', url)).json().data).toMatchObject({ status: 'draft', version: 1 });
  });

  it('deletes a document with its versions; malformed ids are 404, never 500', async () => {
    const created = await createDocument(owner, customDocument('Da eliminare'));
    const url = `/api/legal-documents/${created.id}`;
    const deleted = await call(owner, 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      const res = await call(owner, 'GET', `/api/legal-documents/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('the shipped templates against the Database Legale', () => {
  it('cite only articles the corpus holds', async () => {
    for (const definition of TEMPLATE_DEFINITIONS) {
      const data = { ...SAMPLE_TEMPLATE_DATA[definition.key] };
      const { content } = fillTemplate(definition, data, {
        today: '2026-10-01',
        aiSystems: SAMPLE_AI_SYSTEMS,
      });
      const { citations } = await t.app.legalDb.verify(content);
      const unknown = citations.filter((citation) => citation.status === 'not_found' || citation.abrogated);
      expect(
        unknown.map((citation) => citation.text),
        definition.key,
      ).toEqual([]);
    }
  });
});
