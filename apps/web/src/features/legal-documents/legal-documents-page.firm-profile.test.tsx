import { EMPTY_FIRM_PROFILE, type FirmProfile, type LegalTemplate } from '@brocardo/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { fakeLegalDocumentsApi, LEASE_TEMPLATE } from './test-support/fake-legal-documents-api';
import {
  field,
  generateButton,
  renderLegalDocuments,
  select,
  waitForForm,
} from './test-support/render-legal-documents';

/** The procura's profile-backed fields, and one that is not. */
const PROCURA: LegalTemplate = {
  id: 7,
  name: 'Procura alle liti',
  description: 'Procura speciale al difensore.',
  document_type: 'atto_giudiziario',
  legal_area: 'diritto_civile',
  required_fields: '[]',
  optional_fields: '[]',
  form_fields: [
    { name: 'parte_nome', label: 'Parte', type: 'text', required: true },
    { name: 'avvocato_nome', label: 'Avvocato (nome e cognome)', type: 'text', required: true },
    { name: 'avvocato_foro', label: "Foro dell'avvocato", type: 'text', required: true },
    { name: 'avvocato_pec', label: 'PEC dell’avvocato', type: 'email', required: true },
    { name: 'domicilio_eletto', label: 'Domicilio eletto', type: 'text', required: true },
    { name: 'studio', label: 'Studio legale', type: 'text', required: false },
  ],
  version: 1,
};

const PROFILE: FirmProfile = {
  ...EMPTY_FIRM_PROFILE,
  firm_name: 'Studio Legale Bianchi',
  address: 'Corso Magenta 10, 20123 Milano',
  pec: 'anna.bianchi@pec.it',
  lawyer_name: 'Anna Bianchi',
};

/** The generator's fake API, with GET /api/account/firm-profile answering `profile` (null: a failure). */
function fakeApiWithProfile(profile: FirmProfile | null) {
  const generator = fakeLegalDocumentsApi({ templates: [PROCURA, LEASE_TEMPLATE] });
  const withProfile = stubApi((path, init) => {
    if (path !== '/api/account/firm-profile') return generator.fetch(path, init);
    if (!profile) return jsonResponse(500, { message: 'Errore interno.', error_code: 'INTERNAL' });
    return jsonResponse(200, { success: true, data: profile, updated_at: '2026-05-02T10:00:00.000Z' });
  });
  return { generator, profileRequests: () => withProfile.requests('/api/account/firm-profile') };
}

describe('Legal documents: the template filled from the «Profilo dello studio»', () => {
  it('fills the empty fields the profile backs, and only those, without asking again', async () => {
    const { generator, profileRequests } = fakeApiWithProfile(PROFILE);
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.selectOptions(select('Modello'), 'Procura alle liti');

    expect(field('Avvocato (nome e cognome)')).toHaveValue('Anna Bianchi');
    expect(field('PEC dell’avvocato')).toHaveValue('anna.bianchi@pec.it');
    expect(field('Domicilio eletto')).toHaveValue('Corso Magenta 10, 20123 Milano');
    expect(field('Studio legale')).toHaveValue('Studio Legale Bianchi');
    // Not in the profile: left for the user.
    expect(field("Foro dell'avvocato")).toHaveValue('');
    expect(field('Parte')).toHaveValue('');

    // What the user changes stays theirs; choosing the template again fills it afresh from the cache.
    await user.clear(field('Avvocato (nome e cognome)'));
    await user.type(field('Avvocato (nome e cognome)'), 'Paolo Gialli');
    await user.selectOptions(select('Modello'), 'Nessun modello (testo libero)');
    await user.selectOptions(select('Modello'), 'Procura alle liti');
    expect(field('Avvocato (nome e cognome)')).toHaveValue('Anna Bianchi');
    expect(profileRequests()).toHaveLength(1);

    await user.type(field('Nome del documento'), 'Procura Rossi');
    await user.type(field('Parte'), 'Mario Rossi');
    await user.type(field("Foro dell'avvocato"), 'Milano');
    await user.click(screen.getByRole('radio', { name: 'Nessuna AI (gratis)' }));
    await user.click(generateButton());
    await screen.findByText('Documento generato con successo!');
    expect(generator.calls('POST', /^\/api\/legal-documents$/)[0]?.template_data).toEqual({
      parte_nome: 'Mario Rossi',
      avvocato_nome: 'Anna Bianchi',
      avvocato_foro: 'Milano',
      avvocato_pec: 'anna.bianchi@pec.it',
      domicilio_eletto: 'Corso Magenta 10, 20123 Milano',
      studio: 'Studio Legale Bianchi',
    });
  }, 20_000);

  it('leaves the fields empty when the profile cannot be read', async () => {
    fakeApiWithProfile(null);
    const { user } = renderLegalDocuments();
    await waitForForm();
    await user.selectOptions(select('Modello'), 'Procura alle liti');
    expect(field('Avvocato (nome e cognome)')).toHaveValue('');
    expect(field('Studio legale')).toHaveValue('');
  });
});
