import { EMPTY_FIRM_PROFILE, firmProfileResponse } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { firmProfiles } from '../../db/schema';
import { SAMPLE_FIRM_PROFILE as PROFILE } from './firm-profile.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100' } });
});
afterAll(() => t?.close());

const URL = '/api/account/firm-profile';

const read = (caller: Caller | null) =>
  t.app.inject({ method: 'GET', url: URL, headers: caller?.headers ?? {} });

const save = (caller: Caller | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: URL, headers: caller?.headers ?? {}, payload });

describe('/api/account/firm-profile', () => {
  it('answers 401 without a token, to reads and writes', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, PROFILE)).statusCode).toBe(401);
  });

  it('answers the empty profile to a user who never saved one', async () => {
    const res = await read(await signedInUser(t));
    expect(res.statusCode).toBe(200);
    expect(firmProfileResponse.parse(res.json())).toEqual({
      success: true,
      data: EMPTY_FIRM_PROFILE,
      updated_at: null,
    });
  });

  it('saves and reads back the profile, normalised; a later save replaces every field', async () => {
    const caller = await signedInUser(t);
    const saved = await save(caller, {
      ...PROFILE,
      firm_name: '  Studio Legale\u202e Bianchi\n& Associati ',
      vat_number: 'IT 123 456 789 03',
      lawyer_name: 'Avv. Anna Bianchi',
      foro: 'Foro di Milano',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = firmProfileResponse.parse(saved.json());
    expect(body.data).toEqual({ ...PROFILE, firm_name: 'Studio Legale Bianchi & Associati' });
    expect(Date.parse(body.updated_at ?? '')).not.toBeNaN();
    expect(firmProfileResponse.parse((await read(caller)).json())).toEqual(body);

    const replaced = await save(caller, { firm_name: 'Studio Verdi' });
    expect(replaced.statusCode).toBe(200);
    expect((await read(caller)).json().data).toEqual({ ...EMPTY_FIRM_PROFILE, firm_name: 'Studio Verdi' });
  });

  it('refuses bad values with a 422 and an Italian message per field, saving nothing', async () => {
    const caller = await signedInUser(t);
    const res = await save(caller, {
      firm_name: 'S'.repeat(201),
      pec: 'anna.bianchi@pec',
      phone: '02-ABC',
      vat_number: '12345678901',
      lawyer_name: 42,
    });
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toEqual(expect.any(String));
    expect(errors).toEqual({
      firm_name: ['Il nome dello studio può contenere al massimo 200 caratteri.'],
      pec: ['La PEC non è un indirizzo valido (es. nome.cognome@pec.it).'],
      phone: ['Il telefono può contenere solo cifre, spazi e i caratteri + / . -'],
      vat_number: ['La partita IVA non è valida: servono 11 cifre con la cifra di controllo corretta.'],
      lawyer_name: ["Il nome dell'avvocato deve essere un testo."],
    });
    expect((await read(caller)).json().updated_at).toBeNull();

    const tooLongPhone = await save(caller, { phone: '+39 02 1234 5678 9012' });
    expect(tooLongPhone.json().errors).toEqual({
      phone: ['Il telefono può contenere al massimo 20 caratteri.'],
    });
  });

  it('never shows or changes another user’s profile', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await save(owner, PROFILE);
    expect((await read(other)).json().data).toEqual(EMPTY_FIRM_PROFILE);

    await save(other, { firm_name: 'Studio Altrui' });
    expect((await read(owner)).json().data).toEqual(PROFILE);
    expect((await read(other)).json().data.firm_name).toBe('Studio Altrui');
  });

  it('goes with its user when the account is deleted', async () => {
    const caller = await signedInUser(t);
    await save(caller, PROFILE);
    const admin = { authorization: `Bearer ${await tokenFor(t, TEST_ADMIN)}` };
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${caller.id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const rows = await t.database.db.select().from(firmProfiles).where(eq(firmProfiles.userId, caller.id));
    expect(rows).toEqual([]);
  });
});
