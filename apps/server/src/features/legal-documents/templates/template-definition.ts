import type {
  FieldErrors,
  LegalArea,
  LegalDeadline,
  LegalDocumentType,
  TemplateField,
} from '@brocardo/shared';

/** What an empty value shows when its line stays: the gap is visible, never filled by guesswork. */
export const MISSING_VALUE = '[…]';

/** The user's values once validated: trimmed; dates yyyy-mm-dd; numbers as plain decimals (`12500.5`). */
export type TemplateValues = Readonly<Record<string, string>>;

/** An AI system the installation uses (features/privacy `aiSystemsInUse`), as the client is told. */
export interface AiSystemInUse {
  purpose: 'llm' | 'embeddings' | 'web_search';
  provider: string;
  /** 'UE', 'extra-UE', 'self-hosted' or 'non determinabile'. */
  location: string;
  model: string | null;
}

export interface DerivationContext {
  /** Today in Italy, yyyy-mm-dd. */
  today: string;
  /** What the server is configured with: the AI-disclosure template lists it. */
  aiSystems: readonly AiSystemInUse[];
}

/** What a template computes from the user's values. */
export interface Derivation {
  /** Formatted text for placeholders the form does not ask for; null leaves the placeholder missing. */
  values?: Record<string, string | null>;
  /** Terms shown with the document (metadata.deadlines). */
  deadlines?: LegalDeadline[];
  /** Values the template cannot accept (422), by field name. */
  errors?: FieldErrors;
}

/**
 * A template as shipped in code. `body` is Markdown with `{{field}}` placeholders: the form's fields,
 * the values `derive` computes, and `data_odierna` (today, in words).
 */
export interface TemplateDefinition {
  key: string;
  name: string;
  description: string;
  documentType: LegalDocumentType;
  legalArea: LegalArea;
  fields: TemplateField[];
  body: string;
  derive?: (values: TemplateValues, context: DerivationContext) => Derivation;
}

/** Fields most templates share, so each states them the same way. */
export const commonFields = {
  luogo: { name: 'luogo', label: 'Luogo di redazione', type: 'text', required: true, placeholder: 'Milano' },
  avvocatoNome: {
    name: 'avvocato_nome',
    label: 'Avvocato (nome e cognome)',
    type: 'text',
    required: true,
    placeholder: 'Anna Bianchi',
    format: 'lawyer_name',
  },
  avvocatoCf: {
    name: 'avvocato_cf',
    label: 'Codice fiscale dell’avvocato',
    type: 'text',
    required: false,
    format: 'codice_fiscale',
  },
  avvocatoPec: { name: 'avvocato_pec', label: 'PEC dell’avvocato', type: 'email', required: true },
  paroleChiave: {
    name: 'parole_chiave',
    label: 'Parole chiave (al massimo 20, separate da virgole)',
    type: 'text',
    required: false,
    placeholder: 'inadempimento, compravendita, risoluzione',
  },
} as const satisfies Record<string, TemplateField>;
