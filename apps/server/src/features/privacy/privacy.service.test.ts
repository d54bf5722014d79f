import { privacyInfoResponse } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { privacyInfo, processorFor } from './privacy.service';

const configWith = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: 'memory://', ...env });

describe('privacyInfo', () => {
  it('offline default: the controller falls back to CONTACT_EMAIL and only the self-hosted ALTCHA is listed', () => {
    const info = privacyInfo(configWith({ CONTACT_EMAIL: 'scrivici@studio.it' }));
    expect(privacyInfoResponse.parse(info)).toEqual(info);
    expect(info.controller).toEqual({
      name: 'Brocardo',
      address: null,
      email: 'scrivici@studio.it',
      vat: null,
      dpo_email: null,
    });
    expect(info.processors).toEqual([{ purpose: 'captcha', name: 'ALTCHA', location: 'self-hosted' }]);
    expect(info.retention).toEqual({
      session_idle_minutes: 480,
      session_max_days: 30,
      ended_sessions_days: 30,
      contact_messages_days: 365,
      outbox_days: 7,
      email_verification_hours: 24,
      user_content: 'until_deleted',
      user_conversation_retention_days: { min: 7, max: 3650 },
    });
    expect(info.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the controller, the DPO and the retention periods from the configuration', () => {
    const info = privacyInfo(
      configWith({
        PRIVACY_CONTROLLER_NAME: 'Studio Legale Rossi',
        PRIVACY_CONTROLLER_ADDRESS: 'Via Roma 1, 00100 Roma',
        PRIVACY_CONTROLLER_EMAIL: 'privacy@rossi.it',
        PRIVACY_CONTROLLER_VAT: 'IT01234567890',
        PRIVACY_DPO_EMAIL: 'dpo@rossi.it',
        SESSION_IDLE_MINUTES: '90',
        SESSION_MAX_DAYS: '14',
        CONTACT_MESSAGES_RETENTION_DAYS: '180',
        EMAIL_VERIFICATION_TTL_HOURS: '48',
        SMTP_URL: 'smtp://mail.rossi.it:587',
      }),
    );
    expect(info.controller).toEqual({
      name: 'Studio Legale Rossi',
      address: 'Via Roma 1, 00100 Roma',
      email: 'privacy@rossi.it',
      vat: 'IT01234567890',
      dpo_email: 'dpo@rossi.it',
    });
    expect(info.retention.session_idle_minutes).toBe(90);
    expect(info.retention.email_verification_hours).toBe(48);
    expect(info.retention.session_max_days).toBe(14);
    expect(info.retention.contact_messages_days).toBe(180);
    // With a mail server nothing is written to the outbox: no outbox period to state.
    expect(info.retention.outbox_days).toBeNull();
  });

  it('lists every configured provider by product name and location, without a secret of the configuration', () => {
    const secrets = [
      'sk-llm-SECRET',
      'emb-SECRET',
      'tvly-SECRET',
      'mailPa55word',
      'AKIASECRET',
      's3-SECRET',
      'rc-SECRET',
    ];
    const info = privacyInfo(
      configWith({
        LLM_BASE_URL: 'https://api.mistral.ai/v1?key=sk-llm-SECRET',
        LLM_API_KEY: 'sk-llm-SECRET',
        EMBEDDINGS_BASE_URL: 'https://api.openai.com/v1',
        EMBEDDINGS_MODEL: 'text-embedding-3-small',
        EMBEDDINGS_API_KEY: 'emb-SECRET',
        WEB_SEARCH_PROVIDER: 'tavily',
        TAVILY_API_KEY: 'tvly-SECRET',
        SMTP_URL: 'smtps://mailer:mailPa55word@email-smtp.eu-west-1.amazonaws.com:465',
        S3_BUCKET: 'brocardo-uploads',
        S3_REGION: 'eu-south-1',
        S3_ACCESS_KEY_ID: 'AKIASECRET',
        S3_SECRET_ACCESS_KEY: 's3-SECRET',
        RECAPTCHA_SECRET_KEY: 'rc-SECRET',
      }),
    );
    expect(info.processors).toEqual([
      { purpose: 'llm', name: 'Mistral AI', location: 'UE' },
      { purpose: 'embeddings', name: 'OpenAI', location: 'extra-UE' },
      { purpose: 'web_search', name: 'Tavily', location: 'extra-UE' },
      { purpose: 'email', name: 'Amazon Web Services', location: 'UE' },
      { purpose: 'storage', name: 'Amazon Web Services', location: 'UE' },
      { purpose: 'captcha', name: 'Google reCAPTCHA', location: 'extra-UE' },
    ]);
    const body = JSON.stringify(info);
    for (const secret of secrets) expect(body).not.toContain(secret);
    expect(body).not.toContain('mailer');
  });

  it('drops the bot check with CAPTCHA_PROVIDER=none and reads the chosen search provider', () => {
    const brave = privacyInfo(
      configWith({ CAPTCHA_PROVIDER: 'none', WEB_SEARCH_PROVIDER: 'brave', BRAVE_API_KEY: 'b' }),
    );
    expect(brave.processors).toEqual([{ purpose: 'web_search', name: 'Brave Search', location: 'extra-UE' }]);
    const searxng = privacyInfo(
      configWith({
        CAPTCHA_PROVIDER: 'none',
        WEB_SEARCH_PROVIDER: 'searxng',
        SEARXNG_URL: 'http://searxng:8080',
        // Keys of providers not chosen do not make them processors.
        TAVILY_API_KEY: 't',
      }),
    );
    expect(searxng.processors).toEqual([
      { purpose: 'web_search', name: 'Server interno', location: 'self-hosted' },
    ]);
  });
});

describe('processorFor', () => {
  it.each([
    ['http://localhost:11434/v1', 'Server interno', 'self-hosted'],
    ['http://127.0.0.1:8000/v1', 'Server interno', 'self-hosted'],
    ['http://[::1]:8000/v1', 'Server interno', 'self-hosted'],
    ['http://10.0.3.5:8000/v1', 'Server interno', 'self-hosted'],
    ['http://192.168.1.20/v1', 'Server interno', 'self-hosted'],
    ['http://ollama:11434/v1', 'Server interno', 'self-hosted'],
    ['http://gpu.internal/v1', 'Server interno', 'self-hosted'],
    ['https://api.deepseek.com/v1', 'DeepSeek', 'extra-UE'],
    ['https://api.openai.com/v1', 'OpenAI', 'extra-UE'],
    ['https://api.search.brave.com', 'Brave Search', 'extra-UE'],
    ['https://www.google.com/recaptcha/api/siteverify', 'Google reCAPTCHA', 'extra-UE'],
    ['https://s3.us-east-1.amazonaws.com', 'Amazon Web Services', 'extra-UE'],
    ['https://s3.amazonaws.com', 'Amazon Web Services', 'non determinabile'],
    ['https://s3.fr-par.scw.cloud', 'Scaleway', 'UE'],
    ['https://llm.example.org:8443/v1/chat?token=abc', 'llm.example.org', 'non determinabile'],
    ['http://8.8.8.8/v1', '8.8.8.8', 'non determinabile'],
    ['smtp://user:pa55@smtp.example.com:587', 'smtp.example.com', 'non determinabile'],
    ['not a url', 'Servizio esterno', 'non determinabile'],
  ])('%s → %s (%s)', (url, name, location) => {
    expect(processorFor('llm', url)).toEqual({ purpose: 'llm', name, location });
  });
});
