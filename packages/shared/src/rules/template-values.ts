import type { TemplateField } from '../contracts/legal-documents';
import {
  isValidCodiceFiscale,
  isValidEmailAddress,
  isValidIban,
  isValidPartitaIva,
  isValidTaxIdentifier,
  normalizeIban,
} from './italian-identifiers';
import { formatEuro, formatItalianNumber, parseItalianNumber } from './italian-numbers';
import { parseIsoDate } from './legal-documents-terms';

/**
 * One check of a template field's value for the server (422 `template_data.<name>`) and the web (the
 * message under the field), so both refuse the same values with the same words. Pure: today (in
 * Italy, yyyy-mm-dd) is the caller's.
 */

/** No date before this day; none more than `yearsAhead` years after today. */
export const TEMPLATE_DATE_BOUNDS = { earliest: '1900-01-01', yearsAhead: 10 } as const;
/** The ceiling of an amount in euro when its field states none. */
export const MAX_AMOUNT_EURO = 1_000_000_000;

/** The value as the document uses it (null: left empty), or why it is refused. */
export type TemplateValueCheck = { value: string | null } | { error: string };

const labelOf = (field: TemplateField) => `Il campo «${field.label}»`;

/** `IT60X0542811101000000123456` → `IT60 X054 2811 1010 0000 0123 456`, as a reader copies it. */
export function groupIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

// «Avv. », «Avv.to », «Avv.ssa », «Avvocato », «Avvocatessa », repeated: the documents print «Avv.» themselves.
const LAWYER_TITLE = /^(?:(?:avvocat(?:o|a|essa)|avv\.?(?:to|ssa)?)(?:\.\s*|\s+))+/i;

/** «Avv. Anna Bianchi» → «Anna Bianchi»: a name typed with its title would print «Avv. Avv.». */
export function withoutLawyerTitle(name: string): string {
  return name.replace(LAWYER_TITLE, '').trim();
}

const compact = (text: string) => text.replace(/\s/g, '').toUpperCase();
const withoutCountry = (code: string) => (/^IT\d{11}$/.test(code) ? code.slice(2) : code);

const TEXT_FORMATS = {
  iban: {
    valid: isValidIban,
    normalize: normalizeIban,
    error: 'non contiene un IBAN valido: controlla i caratteri (un IBAN italiano ne ha 27).',
  },
  codice_fiscale: {
    valid: isValidCodiceFiscale,
    normalize: compact,
    error: 'non contiene un codice fiscale valido: controlla i caratteri.',
  },
  partita_iva: {
    valid: isValidPartitaIva,
    normalize: (text: string) => withoutCountry(compact(text)),
    error: 'non contiene una partita IVA valida: controlla le 11 cifre.',
  },
  tax_id: {
    valid: isValidTaxIdentifier,
    normalize: (text: string) => withoutCountry(compact(text)),
    error: 'non contiene un codice fiscale o una partita IVA validi: controlla i caratteri.',
  },
} as const;

function checkText(field: TemplateField, raw: string): TemplateValueCheck {
  if (field.format === undefined) return { value: raw };
  if (field.format === 'lawyer_name') return { value: withoutLawyerTitle(raw) };
  const format = TEXT_FORMATS[field.format];
  return format.valid(raw)
    ? { value: format.normalize(raw) }
    : { error: `${labelOf(field)} ${format.error}` };
}

const DAY_MS = 86_400_000;
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today plus whole years; 29 February becomes 28 in a common year. */
function yearsAfter(today: string, years: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return isoOf(Date.UTC(year + years, month - 1, Math.min(day, lastDay)));
}

const RANGE_ERRORS = {
  past: 'deve contenere una data passata.',
  not_future: 'non può contenere una data futura.',
  future: 'deve contenere una data futura.',
  not_past: 'non può contenere una data passata.',
} as const;

/** The first and last day a date field accepts (yyyy-mm-dd, both included): its range within the absolute bounds. */
export function templateDateLimits(field: TemplateField, today: string): { min: string; max: string } {
  const todayTime = parseIsoDate(today);
  if (todayTime === null) throw new RangeError(`not a date (yyyy-mm-dd): ${today}`);
  const limits = {
    min: TEMPLATE_DATE_BOUNDS.earliest,
    max: yearsAfter(today, TEMPLATE_DATE_BOUNDS.yearsAhead),
  };
  switch (field.date_range) {
    case 'past':
      return { ...limits, max: isoOf(todayTime - DAY_MS) };
    case 'not_future':
      return { ...limits, max: today };
    case 'future':
      return { ...limits, min: isoOf(todayTime + DAY_MS) };
    case 'not_past':
      return { ...limits, min: today };
    default:
      return limits;
  }
}

function checkDate(field: TemplateField, raw: string, today: string): TemplateValueCheck {
  const label = labelOf(field);
  if (parseIsoDate(raw) === null) return { error: `${label} deve contenere una data valida (aaaa-mm-gg).` };
  if (raw < TEMPLATE_DATE_BOUNDS.earliest)
    return { error: `${label} non può contenere una data anteriore al 1900.` };
  if (raw > yearsAfter(today, TEMPLATE_DATE_BOUNDS.yearsAhead))
    return { error: `${label} non può contenere una data oltre i prossimi dieci anni.` };
  const { min, max } = templateDateLimits(field, today);
  if (field.date_range && (raw < min || raw > max))
    return { error: `${label} ${RANGE_ERRORS[field.date_range]}` };
  return { value: raw };
}

function checkNumber(field: TemplateField, raw: string): TemplateValueCheck {
  const label = labelOf(field);
  const money = field.money === true;
  const shown = money ? formatEuro : formatItalianNumber;
  const number = parseItalianNumber(raw);
  if (number === null) {
    return {
      error: money
        ? `${label} deve contenere un importo in euro, ad esempio 12.500,00.`
        : `${label} deve contenere un numero.`,
    };
  }
  if (field.integer && !Number.isInteger(number))
    return { error: `${label} deve contenere un numero intero.` };
  if (money && Number(number.toFixed(2)) !== number)
    return { error: `${label} può avere al massimo due decimali.` };
  if (field.min !== undefined && number < field.min)
    return { error: `${label} deve essere almeno ${shown(field.min)}.` };
  // An amount is positive unless its field says otherwise (a deposit may be zero: `min: 0`).
  if (money && field.min === undefined && number <= 0)
    return { error: `${label} deve essere maggiore di zero.` };
  const max = field.max ?? (money ? MAX_AMOUNT_EURO : undefined);
  if (max !== undefined && number > max) return { error: `${label} non può superare ${shown(max)}.` };
  return { value: String(number) };
}

/**
 * A field's value checked: trimmed, then by its type and flags. The value returned is what the
 * document is filled with: dates yyyy-mm-dd, numbers as plain decimals (`12500.5`), an IBAN or a tax
 * code without spaces in capitals, a lawyer's name without «Avv.».
 */
export function checkTemplateValue(
  field: TemplateField,
  input: string | undefined,
  today: string,
): TemplateValueCheck {
  const raw = (input ?? '').trim();
  const checked = raw === '' ? { value: '' } : checkByType(field, raw, today);
  if ('value' in checked && checked.value === '') {
    return field.required ? { error: `${labelOf(field)} è obbligatorio.` } : { value: null };
  }
  return checked;
}

function checkByType(field: TemplateField, raw: string, today: string): TemplateValueCheck {
  switch (field.type) {
    case 'date':
      return checkDate(field, raw, today);
    case 'number':
      return checkNumber(field, raw);
    case 'email':
      return isValidEmailAddress(raw)
        ? { value: raw }
        : { error: `${labelOf(field)} deve contenere un indirizzo email valido.` };
    case 'select':
      return field.options && !field.options.includes(raw)
        ? { error: `${labelOf(field)} deve essere uno tra: ${field.options.join(', ')}.` }
        : { value: raw };
    default:
      return checkText(field, raw);
  }
}

/** The message a field shows, or null when its value is acceptable. */
export function templateValueError(
  field: TemplateField,
  input: string | undefined,
  today: string,
): string | null {
  const checked = checkTemplateValue(field, input, today);
  return 'error' in checked ? checked.error : null;
}
