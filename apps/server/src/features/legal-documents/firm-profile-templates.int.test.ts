import { legalDocumentResponse } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { SAMPLE_FIRM_PROFILE as PROFILE } from '../account/firm-profile.test-support';
import { SAMPLE_TEMPLATE_DATA } from './legal-documents.test-support';
import { TEMPLATE_DEFINITIONS } from './templates';

let t: TestApp;
const templateIds = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100' } });
  const caller = await signedInUser(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/legal-templates', headers: caller.headers });
  for (const template of res.json().templates) {
    const definition = TEMPLATE_DEFINITIONS.find((candidate) => candidate.name === template.name);
    if (definition) templateIds.set(definition.key, template.id);
  }
});
afterAll(() => t?.close());

/** The sample data of a template without the fields the profile can give. */
function withoutProfileFields(key: string): Record<string, string> {
  const {
    avvocato_nome: _name,
    avvocato_pec: _pec,
    avvocato_foro: _foro,
    domicilio_eletto: _address,
    studio: _studio,
    ...rest
  } = SAMPLE_TEMPLATE_DATA[key]!;
  return rest;
}

async function saveProfile(caller: Caller, profile: Record<string, string>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/account/firm-profile',
    headers: caller.headers,
    payload: profile,
  });
  expect(res.statusCode, res.body).toBe(200);
}

function generate(caller: Caller, key: string, templateData: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/legal-documents',
    headers: caller.headers,
    payload: {
      document_name: `Documento ${key}`,
      document_type: TEMPLATE_DEFINITIONS.find((definition) => definition.key === key)!.documentType,
      legal_area: TEMPLATE_DEFINITIONS.find((definition) => definition.key === key)!.legalArea,
      template_id: templateIds.get(key),
      template_data: templateData,
      ai_option: 'none',
    },
  });
}

async function generatedText(caller: Caller, key: string, templateData: Record<string, string>) {
  const res = await generate(caller, key, templateData);
  expect(res.statusCode, res.body).toBe(201);
  return legalDocumentResponse.parse(res.json()).data.generated_content;
}

describe('templates filled from the «Profilo dello studio»', () => {
  it('takes the lawyer’s name, foro, PEC and the firm’s address for the fields left out', async () => {
    const caller = await signedInUser(t);
    await saveProfile(caller, PROFILE);
    const text = await generatedText(caller, 'procura-alle-liti', withoutProfileFields('procura-alle-liti'));
    expect(text).toContain("l'Avv. **Anna Bianchi**");
    expect(text).toContain('del Foro di Milano, PEC anna.bianchi@pec.ordineavvocatimilano.it');
    expect(text).toContain('in Corso Magenta 10, 20123 Milano');
  });

  it('leaves a field the user sent empty as cleared on purpose, never refilled from the profile', async () => {
    const caller = await signedInUser(t);
    await saveProfile(caller, PROFILE);
    const letter = await generatedText(caller, 'lettera-diffida-messa-in-mora', {
      ...withoutProfileFields('lettera-diffida-messa-in-mora'),
      avvocato_pec: '   ',
    });
    expect(letter).toContain('Avv. Anna Bianchi');
    expect(letter).not.toContain('anna.bianchi@pec.ordineavvocatimilano.it');
    // A required field cleared is asked for, not taken from the profile.
    const res = await generate(caller, 'procura-alle-liti', {
      ...withoutProfileFields('procura-alle-liti'),
      avvocato_pec: '',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['template_data.avvocato_pec']);
  });

  it('fills the firm’s name of the opinion letter', async () => {
    const caller = await signedInUser(t);
    await saveProfile(caller, PROFILE);
    const text = await generatedText(caller, 'parere-legale', withoutProfileFields('parere-legale'));
    expect(text.startsWith('Studio Legale Bianchi & Associati')).toBe(true);
    expect(text).toContain('Avv. Anna Bianchi');
  });

  it('keeps what the user typed over the profile', async () => {
    const caller = await signedInUser(t);
    await saveProfile(caller, PROFILE);
    const text = await generatedText(caller, 'procura-alle-liti', {
      ...withoutProfileFields('procura-alle-liti'),
      avvocato_nome: 'Paolo Gialli',
      avvocato_foro: 'Torino',
    });
    expect(text).toContain("l'Avv. **Paolo Gialli**");
    expect(text).toContain('del Foro di Torino');
    expect(text).not.toContain('Anna Bianchi');
  });

  it('asks for the fields when the profile lacks them, and never uses another user’s profile', async () => {
    const owner = await signedInUser(t);
    await saveProfile(owner, PROFILE);
    const caller = await signedInUser(t);
    await saveProfile(caller, { firm_name: 'Studio Verdi' });
    const res = await generate(caller, 'procura-alle-liti', withoutProfileFields('procura-alle-liti'));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'template_data.avvocato_foro',
      'template_data.avvocato_nome',
      'template_data.avvocato_pec',
      'template_data.domicilio_eletto',
    ]);
  });
});
