import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DOCUMENT_MAX_UPLOAD_BYTES,
  DEFAULT_POINT_COSTS,
  DEFAULT_REVIEW_MAX_DOCUMENTS,
  DEFAULT_WEB_SEARCH_PREFERRED_DOMAINS,
  POINTS_TIME_ZONE,
  z,
} from '@brocardo/shared';
import ipaddr from 'ipaddr.js';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().min(0);
const price = z.coerce.number('deve essere un numero (prezzo per milione di token)').min(0);
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const PRIVATE_PROXY_RANGES = 'loopback,linklocal,uniquelocal';
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An address, a CIDR range or one of proxy-addr's names. */
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', bits] = item.split('/');
  if (!ipaddr.isValid(address)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (address.includes(':') ? 128 : 32));
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
const domainList = z
  .string()
  .transform(commaList)
  .pipe(
    z.array(
      z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'deve essere un elenco di domini separati da virgole'),
    ),
  );
const hostPortList = z
  .string()
  .transform(commaList)
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/,
          'deve essere un elenco host:porta separati da virgole',
        ),
    ),
  );

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Where the built SPA lives: apps/web/dist, the same depth from src/ and from dist/. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The repository's data/corpus: the same relative path from src/config.ts and from the bundle dist/main.js. */
export const DEFAULT_CORPUS_DIR = fileURLToPath(new URL('../../../data/corpus', import.meta.url));

export const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'deve essere un URL postgres:// o postgresql://')
    .optional(),
  DATABASE_POOL_MAX: positiveInt.default(10),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .regex(/[a-z]/, 'deve contenere una lettera minuscola')
    .regex(/[A-Z]/, 'deve contenere una lettera maiuscola')
    .regex(/\d/, 'deve contenere un numero')
    .optional(),
  ADMIN_NAME: z.string().min(2).max(255).default('Amministratore'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  /**
   * On SIGTERM, how long the server keeps serving (each response closing its connection, /readyz 503)
   * before it closes its listener: behind a load balancer, longer than the balancer's upstream
   * keep-alive timeout, so it never writes a request on a connection the server is dropping.
   */
  SHUTDOWN_DRAIN_MS: nonNegativeInt.max(60_000).default(0),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  /**
   * The load balancers whose X-Forwarded-For entries are believed, as addresses, CIDR ranges or
   * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), comma-separated; `true` is those three
   * (a balancer on a private network), `false` none. The client is the first address, read from the
   * right, that is not one of them: what a client writes further left is never believed.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) => {
      const normalised = value.trim().toLowerCase();
      if (['false', 'no', '0'].includes(normalised)) return false as const;
      if (['true', 'yes', '1'].includes(normalised)) return PRIVATE_PROXY_RANGES;
      return commaList(normalised).join(',');
    })
    .refine((value) => value === false || commaList(value).every(isProxyAddress), {
      error: 'deve essere true, false o un elenco di indirizzi o reti (CIDR) separati da virgole',
    }),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  SESSION_IDLE_MINUTES: positiveInt.default(480),
  /** However much it is used, a session ends this many days after the sign-in that opened it. */
  SESSION_MAX_DAYS: positiveInt.max(365).default(30),
  /** Retention (features/retention): ended sessions, contact messages and outbox e-mails are deleted after these many days. */
  ENDED_SESSIONS_RETENTION_DAYS: positiveInt.max(3_650).default(30),
  CONTACT_MESSAGES_RETENTION_DAYS: positiveInt.max(3_650).default(365),
  OUTBOX_RETENTION_DAYS: positiveInt.max(3_650).default(7),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'deve essere un URL redis:// o rediss://')
    .optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'deve essere un URL http:// o https:// senza query')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  REGISTER_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  /** Questions per minute per user across the chat endpoints (a person types far fewer). */
  CHAT_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
  /** Free legal-database look-ups (GET /rag-api/search, verify-citations) per minute per user. */
  LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE: positiveInt.default(120),
  /** Verifica atto (POST /api/brief-verifications, free) per hour per user. */
  BRIEF_VERIFICATION_RATE_LIMIT_PER_HOUR: positiveInt.default(20),
  /** The legal corpus loaded at boot (JSON Lines per act + acts.json); default: the shipped data/corpus. */
  CORPUS_DIR: z.string().min(1).default(DEFAULT_CORPUS_DIR),
  /** Enables GET /metrics (Prometheus text) for callers sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(24, 'deve essere lunga almeno 24 caratteri (una stringa casuale)').optional(),
  CAPTCHA_PROVIDER: z
    .enum(['altcha', 'recaptcha', 'none'], 'deve essere altcha, recaptcha o none')
    .optional(),
  CAPTCHA_CHALLENGE_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  ALTCHA_HMAC_KEY: z
    .string()
    .min(32, 'deve essere lunga almeno 32 caratteri (una stringa casuale)')
    .optional(),
  ALTCHA_COST: positiveInt.max(1_000_000).default(5_000),
  ALTCHA_MAX_COUNTER: positiveInt.min(2, 'deve essere almeno 2').max(1_000_000).default(10_000),
  ALTCHA_CHALLENGE_TTL_MINUTES: positiveInt.max(1_440).default(10),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  /** The script the web app loads for reCAPTCHA v3; the CSP allows its folder only with CAPTCHA_PROVIDER=recaptcha. */
  RECAPTCHA_SCRIPT_URL: z
    .url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' })
    .default('https://www.google.com/recaptcha/api.js'),
  RECAPTCHA_MIN_SCORE: z.coerce
    .number('deve essere un numero tra 0 e 1')
    .min(0, 'deve essere un numero tra 0 e 1')
    .max(1, 'deve essere un numero tra 0 e 1')
    .default(0.5),
  EMAIL_VERIFICATION_TTL_HOURS: positiveInt.max(24 * 30).default(24),
  VERIFICATION_RESEND_MAX: positiveInt.default(3),
  VERIFICATION_RESEND_WINDOW_MINUTES: positiveInt.default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'deve essere un URL smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(255).default('Brocardo <noreply@brocardo.local>'),
  /** Where contact-form messages and plan-upgrade requests are e-mailed (spec 2 §2.3); shown on /discover. */
  CONTACT_EMAIL: z.email('deve essere un indirizzo email').default('contatti@brocardo.local'),
  /** Contact-form messages accepted per hour from one address. */
  CONTACT_RATE_LIMIT_PER_HOUR: positiveInt.default(5),
  /** Plan-upgrade requests accepted per hour from one user. */
  UPGRADE_REQUEST_RATE_LIMIT_PER_HOUR: positiveInt.default(5),
  /** The social profile linked from /discover (none: the link is not shown). */
  SOCIAL_URL: z.url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' }).optional(),
  /** The data controller named in /privacy-policy (GDPR art. 13). */
  PRIVACY_CONTROLLER_NAME: z.string().min(2).max(255).default('Brocardo'),
  PRIVACY_CONTROLLER_ADDRESS: z.string().min(2).max(500).optional(),
  PRIVACY_CONTROLLER_EMAIL: z.email('deve essere un indirizzo email').optional(),
  PRIVACY_CONTROLLER_VAT: z.string().min(2).max(50).optional(),
  PRIVACY_DPO_EMAIL: z.email('deve essere un indirizzo email').optional(),
  // Points: costs per action (spec 1 §9) and the calendar of the monthly reset.
  POINTS_COST_CHAT_MESSAGE: nonNegativeInt.default(DEFAULT_POINT_COSTS.chat_message),
  POINTS_COST_RAG_INTERROGATION: nonNegativeInt.default(DEFAULT_POINT_COSTS.rag_interrogation),
  POINTS_COST_WEB_SEARCH_QUERY: nonNegativeInt.default(DEFAULT_POINT_COSTS.web_search_query),
  /** Per cell of a Revisione tabellare answered by a model. */
  POINTS_COST_REVIEW_CELL: nonNegativeInt.default(DEFAULT_POINT_COSTS.review_cell),
  POINTS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'deve essere un fuso orario IANA, ad esempio Europe/Rome')
    .default(POINTS_TIME_ZONE),
  // LLM: any OpenAI-compatible endpoint; unset means the extractive responder.
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).max(120).default('gpt-4o-mini'),
  /** Prices per million tokens, in the provider's currency: input served from cache, input not cached, output. */
  LLM_PRICE_INPUT_CACHE_HIT: price.default(0),
  LLM_PRICE_INPUT_CACHE_MISS: price.default(0),
  /**
   * Input written to the provider's cache (OpenRouter, Anthropic report it), per million tokens.
   * Unset: written tokens are priced as cache misses (LLM_PRICE_INPUT_CACHE_MISS).
   */
  LLM_PRICE_INPUT_CACHE_WRITE: price.optional(),
  LLM_PRICE_OUTPUT: price.default(0),
  LLM_TIMEOUT_MS: positiveInt.default(120_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: positiveInt.default(30_000),
  LLM_MAX_OUTPUT_TOKENS: positiveInt.default(2_048),
  LLM_TEMPERATURE: z.coerce.number('deve essere un numero tra 0 e 2').min(0).max(2).default(0.2),
  // Dense retrieval for the Database Legale: any OpenAI-compatible embeddings endpoint; unset means lexical only.
  EMBEDDINGS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' })
    .optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).max(120).optional(),
  /** Asked of models that can shorten their vectors (text-embedding-3-*); unset: the model's own size. */
  EMBEDDINGS_DIMENSIONS: positiveInt.max(8_192).optional(),
  // Ricerca Web: one search provider (unset: the mode says it is not configured), pages read safely.
  WEB_SEARCH_PROVIDER: z
    .enum(['searxng', 'tavily', 'brave'], 'deve essere searxng, tavily o brave')
    .optional(),
  SEARXNG_URL: z.url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' }).optional(),
  TAVILY_API_KEY: z.string().min(1).optional(),
  TAVILY_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' })
    .default('https://api.tavily.com'),
  BRAVE_API_KEY: z.string().min(1).optional(),
  BRAVE_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' })
    .default('https://api.search.brave.com'),
  /** Comma-separated domains whose results come first (never a filter). */
  WEB_SEARCH_PREFERRED_DOMAINS: domainList.prefault(DEFAULT_WEB_SEARCH_PREFERRED_DOMAINS.join(',')),
  WEB_SEARCH_MAX_RESULTS: positiveInt.max(20).default(6),
  /** Result pages read for their text when the provider gives only snippets. */
  WEB_SEARCH_FETCH_PAGES: nonNegativeInt.max(10).default(3),
  WEB_SEARCH_TIMEOUT_MS: positiveInt.max(60_000).default(8_000),
  /** host:port pairs a result page may be read from although they resolve to private addresses. */
  WEB_FETCH_ALLOWED_HOSTS: hostPortList.prefault(''),
  // Personal documents: upload limit, background processing, OCR, storage.
  DOCUMENT_MAX_UPLOAD_BYTES: positiveInt.default(DEFAULT_DOCUMENT_MAX_UPLOAD_BYTES),
  /** Uploads and retries per minute per user: each one costs parsing and possibly OCR. */
  DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  /** Documents processed at once by this server (each in its own worker thread). */
  DOCUMENT_WORKER_CONCURRENCY: nonNegativeInt.max(16).default(1),
  /** A claimed document is someone else's to take once its lease runs out (its worker died). */
  DOCUMENT_LEASE_MS: positiveInt.min(1_000).default(60_000),
  DOCUMENT_POLL_INTERVAL_MS: positiveInt.default(2_000),
  /** Claims of one document before it is marked failed (a file that keeps killing its worker). */
  DOCUMENT_MAX_ATTEMPTS: positiveInt.max(20).default(3),
  DOCUMENT_PROCESSING_TIMEOUT_MS: positiveInt.default(180_000),
  DOCUMENT_WORKER_MEMORY_MB: positiveInt.min(64).default(768),
  /** Decompressed size a DOCX/XLSX may reach (zip bombs stop here). */
  DOCUMENT_MAX_UNZIPPED_BYTES: positiveInt.default(256 * 1024 * 1024),
  // Revisione tabellare: documents per review, cells answered at once by this server.
  REVIEW_MAX_DOCUMENTS: positiveInt.max(200).default(DEFAULT_REVIEW_MAX_DOCUMENTS),
  /** Cells answered concurrently by this server (the bounded pool); 0 stops the review worker. */
  REVIEW_CELL_CONCURRENCY: nonNegativeInt.max(32).default(4),
  REVIEW_LEASE_MS: positiveInt.min(1_000).default(60_000),
  REVIEW_POLL_INTERVAL_MS: positiveInt.default(1_000),
  /** Tesseract CLI (Debian: tesseract-ocr, tesseract-ocr-ita); OCR_ENABLED=false fails scanned pages. */
  OCR_ENABLED: booleanish.default(true),
  OCR_COMMAND: z.string().min(1).default('tesseract'),
  OCR_LANGUAGES: z
    .string()
    .regex(/^[a-z_]+(\+[a-z_]+)*$/, 'deve essere come ita o ita+eng')
    .default('ita'),
  OCR_MAX_PAGES: positiveInt.max(500).default(30),
  OCR_PAGE_TIMEOUT_MS: positiveInt.default(60_000),
  /** S3-compatible storage for uploads; unset: DATA_DIR/uploads on local disk. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https://' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/, 'lettere, cifre, _ . - separati da /')
    .optional(),
});

type ParsedConfig = z.infer<typeof configSchema>;
export type Config = Omit<ParsedConfig, 'PUBLIC_URL' | 'CAPTCHA_PROVIDER'> & {
  /** Base of the links in e-mails; default http://localhost:PORT. */
  PUBLIC_URL: string;
  /** reCAPTCHA when RECAPTCHA_SECRET_KEY is set, otherwise ALTCHA, unless chosen explicitly. */
  CAPTCHA_PROVIDER: 'altcha' | 'recaptcha' | 'none';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment. Empty strings count as unset (a blank line in .env).
 * Values are never echoed back: DATABASE_URL and ADMIN_PASSWORD may hold secrets.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const keys = Object.keys(configSchema.shape);
  const input = Object.fromEntries(
    keys.filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]]),
  );
  const result = configSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const data = result.data;
  const provider = data.CAPTCHA_PROVIDER ?? (data.RECAPTCHA_SECRET_KEY ? 'recaptcha' : 'altcha');
  if (provider === 'recaptcha' && !data.RECAPTCHA_SECRET_KEY) {
    throw new ConfigError(['RECAPTCHA_SECRET_KEY: obbligatoria con CAPTCHA_PROVIDER=recaptcha']);
  }
  if (data.EMBEDDINGS_BASE_URL && !data.EMBEDDINGS_MODEL) {
    throw new ConfigError(['EMBEDDINGS_MODEL: obbligatorio con EMBEDDINGS_BASE_URL']);
  }
  const webSearchKey = { searxng: 'SEARXNG_URL', tavily: 'TAVILY_API_KEY', brave: 'BRAVE_API_KEY' } as const;
  if (data.WEB_SEARCH_PROVIDER && !data[webSearchKey[data.WEB_SEARCH_PROVIDER]]) {
    const key = webSearchKey[data.WEB_SEARCH_PROVIDER];
    throw new ConfigError([`${key}: obbligatoria con WEB_SEARCH_PROVIDER=${data.WEB_SEARCH_PROVIDER}`]);
  }
  return {
    ...data,
    CAPTCHA_PROVIDER: provider,
    PUBLIC_URL: data.PUBLIC_URL ?? `http://localhost:${data.PORT}`,
  };
}
