import {
  AppError,
  checkTemplateValue,
  type FieldErrors,
  formatEuro,
  formatItalianNumber,
  groupIban,
  type LegalDeadline,
  type TemplateField,
} from '@brocardo/shared';
import { formatItalianDate } from './italian-format';
import {
  type DerivationContext,
  MISSING_VALUE,
  type TemplateDefinition,
  type TemplateValues,
} from './templates/template-definition';

export { MISSING_VALUE };

/**
 * How a template is filled:
 * - `{{field}}` becomes the user's value: dates (yyyy-mm-dd) in words (`10 maggio 2024`), amounts as
 *   `€ 12.500,00`, other numbers with Italian separators, an IBAN in groups of four, text as typed
 *   (tax codes in capitals, a lawyer's name without «Avv.»);
 * - an optional field left empty: a line whose placeholders are all empty is dropped (a PEC line, a
 *   whole optional section the template derives); otherwise the placeholder shows `[…]`, so the gap is
 *   visible in the text and the model is told to leave it rather than invent it; a heading left with
 *   nothing under it goes too.
 */

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** The placeholder names of a text, in order, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The user's template data checked against the fields (rules/template-values.ts); unknown keys are ignored. */
export function validateTemplateData(
  fields: readonly TemplateField[],
  data: Readonly<Record<string, string>> | undefined,
  today: string,
): { values: Record<string, string>; errors: FieldErrors } {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = Object.hasOwn(data ?? {}, field.name) ? data?.[field.name] : undefined;
    const checked = checkTemplateValue(field, raw, today);
    if ('error' in checked) errors[`template_data.${field.name}`] = [checked.error];
    else if (checked.value !== null) values[field.name] = checked.value;
  }
  return { values, errors };
}

/** A validated value as it is written in the document. */
export function formatFieldValue(field: TemplateField, value: string): string {
  if (field.type === 'date') return formatItalianDate(value);
  if (field.type === 'number')
    return field.money ? formatEuro(Number(value)) : formatItalianNumber(Number(value));
  if (field.format === 'iban') return groupIban(value);
  return value;
}

/** Replaces the placeholders line by line; `null` is an empty optional value. */
export function fillPlaceholders(body: string, values: ReadonlyMap<string, string | null>): string {
  const lines: string[] = [];
  for (const line of body.split('\n')) {
    const names = [...line.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length > 0 && names.every((name) => !values.get(name))) continue;
    lines.push(
      line.replace(PLACEHOLDER, (match, name: string, offset: number) => {
        const value = values.get(name) || MISSING_VALUE;
        // Before the template's own full stop, a value's last one («con cantina.», «S.p.A.», «...») is that stop.
        return line[offset + match.length] === '.' && value.endsWith('.') ? value.slice(0, -1) : value;
      }),
    );
  }
  // Values may span lines (a textarea, a derived section): headings are looked for in the result.
  return `${withoutEmptySections(lines.join('\n').split('\n'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

const HEADING_LEVEL = /^(#{1,6})\s/;

/** A heading left with nothing under it (its only line was an empty optional field) is dropped too. */
function withoutEmptySections(lines: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const level = HEADING_LEVEL.exec(lines[index]!)?.[1]?.length;
    if (level !== undefined) {
      const next = lines.slice(index + 1).find((line) => line.trim() !== '');
      const nextLevel = next === undefined ? 0 : HEADING_LEVEL.exec(next)?.[1]?.length;
      if (next === undefined || (nextLevel !== undefined && nextLevel <= level)) continue;
    }
    kept.push(lines[index]!);
  }
  return kept;
}

export interface FilledTemplate {
  content: string;
  /** The validated values as typed (dates ISO): what a model or a later edit may need. */
  values: TemplateValues;
  deadlines: LegalDeadline[];
}

/**
 * Validates the user's data against the template and fills it. Missing required fields, malformed
 * values and values the template refuses (a hearing too close to serve the citazione in time) are one
 * 422 naming each field by its label.
 */
export function fillTemplate(
  template: Pick<TemplateDefinition, 'fields' | 'body' | 'derive'>,
  data: Readonly<Record<string, string>> | undefined,
  context: DerivationContext,
): FilledTemplate {
  const { values, errors } = validateTemplateData(template.fields, data, context.today);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const derived = template.derive?.(values, context) ?? {};
  if (derived.errors && Object.keys(derived.errors).length > 0) {
    const labelled: FieldErrors = {};
    for (const [name, messages] of Object.entries(derived.errors))
      labelled[`template_data.${name}`] = messages;
    throw AppError.validation(labelled);
  }
  const filled = new Map<string, string | null>([['data_odierna', formatItalianDate(context.today)]]);
  for (const field of template.fields) {
    const value = values[field.name];
    filled.set(field.name, value === undefined ? null : formatFieldValue(field, value));
  }
  for (const [name, value] of Object.entries(derived.values ?? {})) filled.set(name, value);
  return { content: fillPlaceholders(template.body, filled), values, deadlines: derived.deadlines ?? [] };
}
