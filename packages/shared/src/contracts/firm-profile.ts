import { withoutBidiControls } from '../rules/display-text';
import { isValidEmailAddress, isValidPartitaIva } from '../rules/italian-identifiers';
import { withoutLawyerTitle } from '../rules/template-values';
import { z } from '../zod-it';

/**
 * «Profilo dello studio»: what a lawyer types once and the generator's templates and the exports reuse
 * (letterhead, signature). Every field is optional; an unset field is the empty string.
 */
export const FIRM_PROFILE_MAX_LENGTHS = {
  firm_name: 200,
  address: 300,
  pec: 254,
  phone: 20,
  vat_number: 20,
  lawyer_name: 120,
  foro: 80,
} as const;

export type FirmProfileField = keyof typeof FIRM_PROFILE_MAX_LENGTHS;
export const FIRM_PROFILE_FIELDS = Object.keys(FIRM_PROFILE_MAX_LENGTHS) as FirmProfileField[];

/** One line of text: no bidi controls (they reorder what is shown), no line breaks or control characters. */
const singleLine = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  withoutBidiControls(text).replace(/[\u0000-\u001f\u007f]+/g, ' ');

const PHONE = /^\+?[\d ./-]+$/;

const text = (field: FirmProfileField, label: string) =>
  z
    .string(`${label} deve essere un testo.`)
    .overwrite(singleLine)
    .trim()
    .max(
      FIRM_PROFILE_MAX_LENGTHS[field],
      `${label} può contenere al massimo ${FIRM_PROFILE_MAX_LENGTHS[field]} caratteri.`,
    )
    .default('');

/** PUT /api/account/firm-profile: the whole profile; a field left out or empty is cleared. */
export const firmProfileRequest = z.object({
  firm_name: text('firm_name', 'Il nome dello studio'),
  address: text('address', "L'indirizzo"),
  pec: text('pec', 'La PEC').refine(
    (value) => value === '' || isValidEmailAddress(value),
    'La PEC non è un indirizzo valido (es. nome.cognome@pec.it).',
  ),
  phone: text('phone', 'Il telefono').refine(
    (value) => value === '' || (PHONE.test(value) && /\d/.test(value)),
    'Il telefono può contenere solo cifre, spazi e i caratteri + / . -',
  ),
  vat_number: text('vat_number', 'La partita IVA')
    .refine(
      (value) => value === '' || isValidPartitaIva(value),
      'La partita IVA non è valida: servono 11 cifre con la cifra di controllo corretta.',
    )
    .overwrite((value) => value.replace(/^IT/i, '').replace(/\s/g, '')),
  lawyer_name: text('lawyer_name', "Il nome dell'avvocato").overwrite(withoutLawyerTitle),
  foro: text('foro', 'Il foro').overwrite((value) => value.replace(/^foro\s+di\s+/i, '')),
});
export type FirmProfileRequest = z.input<typeof firmProfileRequest>;

export const firmProfile = z.object({
  firm_name: z.string(),
  address: z.string(),
  pec: z.string(),
  phone: z.string(),
  vat_number: z.string(),
  lawyer_name: z.string(),
  foro: z.string(),
});
export type FirmProfile = z.infer<typeof firmProfile>;

/** GET and PUT /api/account/firm-profile; `updated_at` null: never saved. */
export const firmProfileResponse = z.object({
  success: z.literal(true),
  data: firmProfile,
  updated_at: z.string().nullable(),
});
export type FirmProfileResponse = z.infer<typeof firmProfileResponse>;

export const EMPTY_FIRM_PROFILE: FirmProfile = {
  firm_name: '',
  address: '',
  pec: '',
  phone: '',
  vat_number: '',
  lawyer_name: '',
  foro: '',
};

export const isFirmProfileEmpty = (profile: FirmProfile): boolean =>
  FIRM_PROFILE_FIELDS.every((field) => profile[field].trim() === '');

/** The generator's template fields the profile fills when the user leaves them empty. */
export const FIRM_PROFILE_TEMPLATE_FIELDS: Readonly<Record<string, FirmProfileField>> = {
  avvocato_nome: 'lawyer_name',
  avvocato_pec: 'pec',
  avvocato_foro: 'foro',
  studio: 'firm_name',
  // «Domicilio eletto (studio del difensore)»: the firm's address.
  domicilio_eletto: 'address',
};

/**
 * `values` with each of `fieldNames` that the profile backs taken from the profile (when the profile
 * has it) if it is `absent` (the server: a field sent empty was cleared on purpose) or also if `blank`
 * (the form, when a template is chosen). Other values are returned as given.
 */
export function withFirmProfileValues(
  fieldNames: readonly string[],
  values: Readonly<Record<string, string>> | undefined,
  profile: FirmProfile,
  fill: 'absent' | 'blank',
): Record<string, string> {
  const filled: Record<string, string> = { ...values };
  for (const name of fieldNames) {
    const source = FIRM_PROFILE_TEMPLATE_FIELDS[name];
    const given = Object.hasOwn(filled, name) && (fill === 'absent' || (filled[name] ?? '').trim() !== '');
    if (!source || profile[source] === '' || given) continue;
    filled[name] = profile[source];
  }
  return filled;
}
