import { withoutBidiControls } from '../rules/display-text';
import { z } from '../zod-it';
import { adminDateRangeQueryChecked } from './admin-period';

/** A user may keep this many matters (pratiche); the 501st is refused with MATTER_LIMIT. */
export const MAX_MATTERS_PER_USER = 500;
export const MATTER_CLIENT_MAX_LENGTH = 200;
export const MATTER_NAME_MAX_LENGTH = 200;
export const MATTER_REFERENCE_MAX_LENGTH = 60;
export const MATTER_COURT_MAX_LENGTH = 120;
export const MATTER_COUNTERPARTY_MAX_LENGTH = 200;

const MAX_ID = 2_147_483_647;
const MATTER_ID_INVALID = 'La pratica selezionata non è valida';

function requiredText(label: string, max: number) {
  return z
    .string(`${label} è obbligatorio`)
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, `${label} è obbligatorio`)
    .max(max, `${label} non può superare i ${max} caratteri`);
}

/** Optional text: blank or absent is null. */
function optionalText(label: string, max: number) {
  return z
    .string(`${label} deve essere un testo`)
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `${label} non può superare i ${max} caratteri`)
    .nullish()
    .transform((value) => value || null);
}

/** POST /api/matters and PUT /api/matters/{id}. */
export const matterRequest = z.object({
  client_name: requiredText('Il nome del cliente', MATTER_CLIENT_MAX_LENGTH),
  name: requiredText('Il nome della pratica', MATTER_NAME_MAX_LENGTH),
  reference: optionalText('Il numero di pratica', MATTER_REFERENCE_MAX_LENGTH),
  court: optionalText("L'ufficio giudiziario", MATTER_COURT_MAX_LENGTH),
  counterparty: optionalText('La controparte', MATTER_COUNTERPARTY_MAX_LENGTH),
});
export type MatterRequest = z.input<typeof matterRequest>;
export type MatterFields = z.output<typeof matterRequest>;

export const matterIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/**
 * The optional `matter_id` of a create request (conversation, generated document, case): a positive
 * id or null (unfiled).
 */
const matterId = z
  .number(MATTER_ID_INVALID)
  .int(MATTER_ID_INVALID)
  .positive(MATTER_ID_INVALID)
  .max(MAX_ID, MATTER_ID_INVALID);
export const matterIdField = matterId.nullable().optional();

/** The upload's multipart `matter_id` field: digits (blank: unfiled). */
export const matterIdText = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, MATTER_ID_INVALID)
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(matterId.nullable());

/** `?matter_id=` of a list: a matter's id, or `none` for the unfiled items; absent: everything. */
export const matterFilter = z
  .union([
    z.literal('none'),
    z.coerce.number(MATTER_ID_INVALID).int(MATTER_ID_INVALID).positive(MATTER_ID_INVALID).max(MAX_ID),
  ])
  .optional();
export type MatterFilter = z.infer<typeof matterFilter>;
export const matterFilterQuery = z.object({ matter_id: matterFilter });

export const matterCounts = z.object({
  conversations: z.number().int(),
  documents: z.number().int(),
  legal_documents: z.number().int(),
  case_strategies: z.number().int(),
});

export const matterResource = z.object({
  id: z.number().int(),
  client_name: z.string(),
  name: z.string(),
  reference: z.string().nullable(),
  court: z.string().nullable(),
  counterparty: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: matterCounts,
  /** Points charged (net of refunds) this month, in POINTS_TIME_ZONE, for the items filed under it. */
  points_used_month: z.number().int(),
});
export type MatterResource = z.infer<typeof matterResource>;

/** GET /api/matters: most recently updated first. */
export const mattersResponse = z.object({ matters: z.array(matterResource) });
export type MattersResponse = z.infer<typeof mattersResponse>;

export const matterResponse = z.object({ matter: matterResource });
export type MatterResponse = z.infer<typeof matterResponse>;

export const FILED_KINDS = ['conversation', 'document', 'legal_document', 'case_strategy'] as const;
export type FiledKind = (typeof FILED_KINDS)[number];

/** One item filed under a matter; `id` is text for every kind (documents have uuids). */
export const filedItem = z.object({ id: z.string(), title: z.string(), date: z.string() });
export type FiledItem = z.infer<typeof filedItem>;

/** GET /api/matters/{id}: the matter, everything filed under it, and the points it used. */
export const matterDetailResponse = z.object({
  matter: matterResource,
  items: z.object({
    conversations: z.array(filedItem),
    documents: z.array(filedItem),
    legal_documents: z.array(filedItem),
    case_strategies: z.array(filedItem),
  }),
  points: z.object({ month: z.number().int(), total: z.number().int() }),
});
export type MatterDetailResponse = z.infer<typeof matterDetailResponse>;

export const matterDeletedResponse = z.object({ success: z.literal(true), id: z.number().int() });

/** PUT /api/matters/filing: files an item under one of the caller's matters, or unfiles it (null). */
export const filingRequest = z
  .object({
    kind: z.enum(
      FILED_KINDS,
      "Il tipo deve essere 'conversation', 'document', 'legal_document' o 'case_strategy'",
    ),
    id: z.union([z.string().trim().min(1, "L'elemento è obbligatorio").max(64), z.number().int()], {
      error: "L'elemento è obbligatorio",
    }),
    matter_id: matterId.nullable(),
  })
  .transform((value) => ({ ...value, id: String(value.id) }));
export type FilingRequest = z.input<typeof filingRequest>;

export const filingResponse = z.object({
  success: z.literal(true),
  kind: z.enum(FILED_KINDS),
  id: z.string(),
  matter_id: z.number().int().nullable(),
});
export type FilingResponse = z.infer<typeof filingResponse>;

/** GET /api/matters/points: the caller's points per matter this month (the account page's card). */
export const matterPointsResponse = z.object({
  matters: z.array(
    z.object({ id: z.number().int(), client_name: z.string(), name: z.string(), points: z.number().int() }),
  ),
  /** Points this month not filed under any matter. */
  unfiled: z.number().int(),
});
export type MatterPointsResponse = z.infer<typeof matterPointsResponse>;

/** GET /api/admin/usage-metrics/matter-spending?date_from=&date_to= : spending grouped by matter. */
export const matterSpendingQuery = adminDateRangeQueryChecked;
export const matterSpendingRow = z.object({
  matter_id: z.number().int(),
  client_name: z.string(),
  matter_name: z.string(),
  user_id: z.number().int(),
  user_email: z.string(),
  requests: z.number().int(),
  points: z.number().int(),
  /** USD, 6 decimals as text: exact sums of the usage records' costs. */
  cost: z.string(),
});
export type MatterSpendingRow = z.infer<typeof matterSpendingRow>;
export const matterSpendingResponse = z.object({
  success: z.literal(true),
  /** Matters with usage in the period, the heaviest cost first (at most MATTER_SPENDING_MAX_ROWS). */
  data: z.array(matterSpendingRow),
  /** The period's usage filed under no matter, over every user. */
  unfiled: z.object({ requests: z.number().int(), points: z.number().int(), cost: z.string() }),
});
export const MATTER_SPENDING_MAX_ROWS = 1000;
export type MatterSpendingResponse = z.infer<typeof matterSpendingResponse>;
