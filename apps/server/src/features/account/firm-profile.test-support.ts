import type { FirmProfile } from '@brocardo/shared';

/** A complete «Profilo dello studio», valid as saved (partita IVA with its check digit). */
export const SAMPLE_FIRM_PROFILE: FirmProfile = {
  firm_name: 'Studio Legale Bianchi & Associati',
  address: 'Corso Magenta 10, 20123 Milano',
  pec: 'anna.bianchi@pec.ordineavvocatimilano.it',
  phone: '+39 02 1234567',
  vat_number: '12345678903',
  lawyer_name: 'Anna Bianchi',
  foro: 'Milano',
};
