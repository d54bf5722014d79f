/** The enumerations of the case strategy form (spec 2 §5), used exactly as the spec writes them. */
export const COURT_LEVELS = [
  'Giudice di Pace',
  'Tribunale',
  'Corte di Appello',
  'Cassazione',
  'Consiglio di Stato',
  'TAR',
] as const;
export type CourtLevel = (typeof COURT_LEVELS)[number];

export const CASE_TYPES = [
  'civile',
  'penale',
  'amministrativo',
  'tributario',
  'lavoro',
  'commerciale',
  'famiglia',
  'contrattuale',
  'societario',
  'altro',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const BUDGET_RANGES = ['0-5000', '5000-15000', '15000-50000', '50000+'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** Spec 2 §3; the default is 'media'. */
export const URGENCY_LEVELS = ['bassa', 'media', 'alta', 'critica'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];
