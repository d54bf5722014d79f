import {
  BUDGET_RANGES,
  CASE_TYPES,
  type CaseStrategyResource,
  COURT_LEVELS,
  type CreateCaseStrategyRequest,
  parseItalianNumber,
  URGENCY_LEVELS,
} from '@brocardo/shared';
import { REQUIRED_FIELD } from './case-strategies-messages';

/** What the case form holds: text for every field, as the inputs give it. */
export interface CaseFormValues {
  case_title: string;
  case_type: string;
  legal_area: string;
  case_facts: string;
  opposing_party: string;
  court_level: string;
  urgency_level: string;
  budget_range: string;
  desired_outcome: string;
  case_value_euro: string;
}

export type CaseFormErrors = Partial<Record<keyof CaseFormValues, string>>;

export const EMPTY_CASE_FORM: CaseFormValues = {
  case_title: '',
  case_type: '',
  legal_area: '',
  case_facts: '',
  opposing_party: '',
  court_level: '',
  urgency_level: 'media',
  budget_range: '',
  desired_outcome: '',
  case_value_euro: '',
};

/** The form filled from a stored case (edit mode, and Annulla restoring it). */
export function caseToForm(item: CaseStrategyResource): CaseFormValues {
  return {
    case_title: item.case_title,
    case_type: item.case_type,
    legal_area: item.legal_area,
    case_facts: item.case_facts,
    opposing_party: item.opposing_party ?? '',
    court_level: item.court_level ?? '',
    urgency_level: item.urgency_level,
    budget_range: item.budget_range ?? '',
    desired_outcome: item.desired_outcome ?? '',
    case_value_euro: item.case_value_euro === null ? '' : String(item.case_value_euro),
  };
}

const REQUIRED: (keyof CaseFormValues)[] = ['case_title', 'case_type', 'legal_area', 'case_facts'];

/** Spec 2 §5: the four required fields; a case value, when given, is a number of euro ≥ 0. */
export function validateCaseForm(values: CaseFormValues): CaseFormErrors {
  const errors: CaseFormErrors = {};
  for (const name of REQUIRED) if (values[name].trim() === '') errors[name] = REQUIRED_FIELD;
  const value = values.case_value_euro.trim();
  if (value !== '' && !(parseEuro(value) !== null)) {
    errors.case_value_euro = 'Inserisci un importo in euro (ad esempio 12500 o 12.500,50).';
  }
  return errors;
}

/** "12.500,50" or "12500.5" → 12500.5, "12.500" → 12500; empty → null (indeterminabile); not a number → null. */
export function parseEuro(text: string): number | null {
  const value = parseItalianNumber(text.trim());
  return value !== null && value >= 0 ? value : null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const pick = <T extends string>(list: readonly T[], value: string): T | null =>
  (list as readonly string[]).includes(value) ? (value as T) : null;

/** The payload of the fields (POST, or the edits of a PUT). */
export function formToPayload(
  values: CaseFormValues,
): Omit<CreateCaseStrategyRequest, 'generate_ai_analysis'> {
  return {
    case_title: values.case_title.trim(),
    case_type: pick(CASE_TYPES, values.case_type) ?? 'altro',
    legal_area: values.legal_area.trim(),
    case_facts: values.case_facts.trim(),
    opposing_party: orNull(values.opposing_party),
    court_level: pick(COURT_LEVELS, values.court_level),
    urgency_level: pick(URGENCY_LEVELS, values.urgency_level) ?? 'media',
    budget_range: pick(BUDGET_RANGES, values.budget_range),
    desired_outcome: orNull(values.desired_outcome),
    case_value_euro: parseEuro(values.case_value_euro),
  };
}
