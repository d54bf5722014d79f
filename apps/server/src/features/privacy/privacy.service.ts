import {
  CONVERSATION_RETENTION_MAX_DAYS,
  CONVERSATION_RETENTION_MIN_DAYS,
  type PrivacyInfoResponse,
  type PrivacyProcessor,
} from '@brocardo/shared';
import type { Config } from '../../config';
import { isPublicAddress } from '../../web-search/public-address';

/** The date of the notice's text (apps/web privacy page): change it with the text. */
export const PRIVACY_NOTICE_UPDATED_AT = '2026-11-26';

export type PrivacyConfig = Pick<
  Config,
  | 'CONTACT_EMAIL'
  | 'PRIVACY_CONTROLLER_NAME'
  | 'PRIVACY_CONTROLLER_ADDRESS'
  | 'PRIVACY_CONTROLLER_EMAIL'
  | 'PRIVACY_CONTROLLER_VAT'
  | 'PRIVACY_DPO_EMAIL'
  | 'SESSION_IDLE_MINUTES'
  | 'SESSION_MAX_DAYS'
  | 'ENDED_SESSIONS_RETENTION_DAYS'
  | 'CONTACT_MESSAGES_RETENTION_DAYS'
  | 'OUTBOX_RETENTION_DAYS'
  | 'EMAIL_VERIFICATION_TTL_HOURS'
  | 'LLM_BASE_URL'
  | 'EMBEDDINGS_BASE_URL'
  | 'WEB_SEARCH_PROVIDER'
  | 'SEARXNG_URL'
  | 'TAVILY_BASE_URL'
  | 'BRAVE_BASE_URL'
  | 'SMTP_URL'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'CAPTCHA_PROVIDER'
  | 'RECAPTCHA_VERIFY_URL'
>;

type Location = 'UE' | 'extra-UE' | 'self-hosted' | 'non determinabile';
const UNKNOWN: Location = 'non determinabile';

interface KnownProvider {
  /** The host itself or any sub-domain of it. */
  domain: string;
  name: string;
  location: Location;
}

/** Providers recognised by host name, with where they process data as far as they publicly say. */
const KNOWN_PROVIDERS: KnownProvider[] = [
  { domain: 'openai.com', name: 'OpenAI', location: 'extra-UE' },
  { domain: 'openai.azure.com', name: 'Microsoft Azure OpenAI', location: UNKNOWN },
  { domain: 'mistral.ai', name: 'Mistral AI', location: 'UE' },
  { domain: 'deepseek.com', name: 'DeepSeek', location: 'extra-UE' },
  { domain: 'anthropic.com', name: 'Anthropic', location: 'extra-UE' },
  { domain: 'generativelanguage.googleapis.com', name: 'Google Gemini', location: 'extra-UE' },
  { domain: 'groq.com', name: 'Groq', location: 'extra-UE' },
  { domain: 'together.xyz', name: 'Together AI', location: 'extra-UE' },
  { domain: 'openrouter.ai', name: 'OpenRouter', location: 'extra-UE' },
  { domain: 'tavily.com', name: 'Tavily', location: 'extra-UE' },
  { domain: 'search.brave.com', name: 'Brave Search', location: 'extra-UE' },
  { domain: 'recaptcha.net', name: 'Google reCAPTCHA', location: 'extra-UE' },
  { domain: 'www.google.com', name: 'Google reCAPTCHA', location: 'extra-UE' },
  { domain: 'gmail.com', name: 'Google', location: 'extra-UE' },
  { domain: 'sendgrid.net', name: 'SendGrid', location: 'extra-UE' },
  { domain: 'eu.mailgun.org', name: 'Mailgun', location: 'UE' },
  { domain: 'mailgun.org', name: 'Mailgun', location: 'extra-UE' },
  { domain: 'brevo.com', name: 'Brevo', location: 'UE' },
  { domain: 'office365.com', name: 'Microsoft 365', location: UNKNOWN },
  { domain: 'r2.cloudflarestorage.com', name: 'Cloudflare R2', location: UNKNOWN },
  { domain: 'scw.cloud', name: 'Scaleway', location: 'UE' },
  { domain: 'cloud.ovh.net', name: 'OVHcloud', location: 'UE' },
  { domain: 'your-objectstorage.com', name: 'Hetzner', location: 'UE' },
];

const AWS_DOMAIN = 'amazonaws.com';
const AWS_NAME = 'Amazon Web Services';

/** AWS regions named eu-* are in the Union, except eu-central-2 (Zurich). */
function awsRegionLocation(region: string | undefined): Location {
  if (!region) return UNKNOWN;
  if (region === 'eu-central-2') return 'extra-UE';
  return region.startsWith('eu-') ? 'UE' : 'extra-UE';
}

const withinDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Only the host name of a URL: never its user name, password, path, query or port. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loopback, private and link-local addresses, `localhost`, `.local`/`.internal` names and bare
 * single-label names (a container's service name, e.g. `ollama`): nothing leaves the operator's
 * network. Their names are not disclosed either: 'Server interno' says enough.
 */
function isInternalHost(host: string): boolean {
  if (host === 'localhost' || withinDomain(host, 'localhost')) return true;
  if (withinDomain(host, 'local') || withinDomain(host, 'internal')) return true;
  if (/^[0-9.]+$/.test(host) || host.includes(':')) return !isPublicAddress(host);
  return !host.includes('.');
}

/** The processor behind a configured URL; `url` may be unparsable (then nothing is disclosed but the purpose). */
export function processorFor(purpose: PrivacyProcessor['purpose'], url: string): PrivacyProcessor {
  const host = hostOf(url);
  if (!host) return { purpose, name: 'Servizio esterno', location: UNKNOWN };
  if (isInternalHost(host)) return { purpose, name: 'Server interno', location: 'self-hosted' };
  if (withinDomain(host, AWS_DOMAIN)) {
    const region = /\.([a-z]{2}(?:-[a-z]+)+-\d+)\.amazonaws\.com$/.exec(host)?.[1];
    return { purpose, name: AWS_NAME, location: awsRegionLocation(region) };
  }
  const known = KNOWN_PROVIDERS.find((provider) => withinDomain(host, provider.domain));
  if (known) return { purpose, name: known.name, location: known.location };
  return { purpose, name: host, location: UNKNOWN };
}

function webSearchProcessor(config: PrivacyConfig): PrivacyProcessor | undefined {
  switch (config.WEB_SEARCH_PROVIDER) {
    case 'searxng':
      return config.SEARXNG_URL ? processorFor('web_search', config.SEARXNG_URL) : undefined;
    case 'tavily':
      return processorFor('web_search', config.TAVILY_BASE_URL);
    case 'brave':
      return processorFor('web_search', config.BRAVE_BASE_URL);
    default:
      return undefined;
  }
}

function storageProcessor(config: PrivacyConfig): PrivacyProcessor | undefined {
  if (!config.S3_BUCKET) return undefined;
  if (config.S3_ENDPOINT) return processorFor('storage', config.S3_ENDPOINT);
  return { purpose: 'storage', name: AWS_NAME, location: awsRegionLocation(config.S3_REGION) };
}

function captchaProcessor(config: PrivacyConfig): PrivacyProcessor | undefined {
  if (config.CAPTCHA_PROVIDER === 'altcha')
    return { purpose: 'captcha', name: 'ALTCHA', location: 'self-hosted' };
  if (config.CAPTCHA_PROVIDER === 'recaptcha') return processorFor('captcha', config.RECAPTCHA_VERIFY_URL);
  return undefined;
}

/**
 * The configuration-dependent parts of the privacy notice. Processors are the services this
 * installation actually uses; an unconfigured one is absent. Internal defaults that send nothing
 * anywhere (uploads on local disk, e-mails written to the outbox folder) are not processors and are
 * absent; the ALTCHA bot check is listed, as 'self-hosted', because the notice explains the bot
 * check either way and that is where it contrasts with reCAPTCHA.
 */
export function privacyInfo(config: PrivacyConfig): PrivacyInfoResponse {
  const processors = [
    config.LLM_BASE_URL ? processorFor('llm', config.LLM_BASE_URL) : undefined,
    config.EMBEDDINGS_BASE_URL ? processorFor('embeddings', config.EMBEDDINGS_BASE_URL) : undefined,
    webSearchProcessor(config),
    config.SMTP_URL ? processorFor('email', config.SMTP_URL) : undefined,
    storageProcessor(config),
    captchaProcessor(config),
  ].filter((processor): processor is PrivacyProcessor => processor !== undefined);
  return {
    controller: {
      name: config.PRIVACY_CONTROLLER_NAME,
      address: config.PRIVACY_CONTROLLER_ADDRESS ?? null,
      email: config.PRIVACY_CONTROLLER_EMAIL ?? config.CONTACT_EMAIL,
      vat: config.PRIVACY_CONTROLLER_VAT ?? null,
      dpo_email: config.PRIVACY_DPO_EMAIL ?? null,
    },
    processors,
    retention: {
      session_idle_minutes: config.SESSION_IDLE_MINUTES,
      session_max_days: config.SESSION_MAX_DAYS,
      ended_sessions_days: config.ENDED_SESSIONS_RETENTION_DAYS,
      contact_messages_days: config.CONTACT_MESSAGES_RETENTION_DAYS,
      outbox_days: config.SMTP_URL ? null : config.OUTBOX_RETENTION_DAYS,
      email_verification_hours: config.EMAIL_VERIFICATION_TTL_HOURS,
      user_content: 'until_deleted',
      user_conversation_retention_days: {
        min: CONVERSATION_RETENTION_MIN_DAYS,
        max: CONVERSATION_RETENTION_MAX_DAYS,
      },
    },
    updated_at: PRIVACY_NOTICE_UPDATED_AT,
  };
}
