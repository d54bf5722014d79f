import {
  CONTACT_MESSAGE_MAX,
  type ContactInterest,
  contactMessages,
} from '@brocardo/shared/contracts/contact-texts';
import { useCallback, useState } from 'react';
import type { CaptchaAnswer } from '../../components/bot-check/captcha-setup';
import { submitContact } from './contact-api';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
  studio: string;
  interest: ContactInterest | '';
  privacy: boolean;
}

export type ContactField = keyof ContactValues | 'captcha_token';
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY: ContactValues = { name: '', email: '', message: '', studio: '', interest: '', privacy: false };
/** The shape the browser's type="email" accepts, which the server's check also accepts. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RATE_LIMITED = 'CONTACT_RATE_LIMITED';
/** Fired on window after each submission, for whoever measures the form (no third-party tracker). */
export const CONTACT_SUBMITTED_EVENT = 'brocardo:contact-submitted';
const CAPTCHA_PENDING = 'Attendi il completamento della verifica anti-bot, poi invia di nuovo.';

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = contactMessages.nameRequired;
  const email = values.email.trim();
  if (!email) errors.email = contactMessages.emailRequired;
  else if (!EMAIL_SHAPE.test(email)) errors.email = contactMessages.emailInvalid;
  const message = values.message.trim();
  if (!message) errors.message = contactMessages.messageRequired;
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = contactMessages.messageTooLong;
  if (!values.privacy) errors.privacy = contactMessages.privacyRequired;
  return errors;
}

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

function announce(outcome: 'success' | 'failure') {
  window.dispatchEvent(new CustomEvent(CONTACT_SUBMITTED_EVENT, { detail: { outcome } }));
}

/** The contact form's state (spec 2 §4): idle → submitting → success (reset, modal) or error. */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);

  const setValue = useCallback(<K extends keyof ContactValues>(field: K, value: ContactValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const onCaptchaChange = useCallback((answer: CaptchaAnswer | null) => {
    setCaptcha(answer);
    if (answer)
      setErrors((current) => (current.captcha_token ? { ...current, captcha_token: undefined } : current));
  }, []);

  async function submit(): Promise<void> {
    if (status === 'submitting') return;
    const found = validateContact(values);
    if (!captcha) found.captcha_token = CAPTCHA_PENDING;
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean) || !captcha) return;

    setStatus('submitting');
    let captchaToken: string;
    try {
      captchaToken = await captcha.token();
    } catch {
      // reCAPTCHA's script failed or timed out: nothing was sent, the fields keep their values.
      setErrors({ captcha_token: contactMessages.captchaFailed });
      setStatus('error');
      return;
    }
    const result = await submitContact({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      studio: values.studio.trim() || null,
      interest: values.interest || null,
      privacy: true,
      captcha_token: captchaToken,
      // The spec's payload names a destination; the server ignores it and writes to CONTACT_EMAIL.
      destination: null,
    });
    // A solved ALTCHA challenge is accepted once: every attempt gets a fresh one.
    if (!captcha.reusable) {
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    }
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      setStatus('success');
      announce('success');
      return;
    }
    setStatus('error');
    announce('failure');
    if (result.status === 422 && result.fieldErrors) {
      const fromServer: ContactErrors = {};
      for (const [field, messages] of Object.entries(result.fieldErrors)) {
        if (field in EMPTY || field === 'captcha_token') fromServer[field as ContactField] = messages[0];
      }
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        return;
      }
    }
    setFailure(
      result.errorCode === RATE_LIMITED && result.message ? result.message : contactMessages.failure,
    );
  }

  const dismissSuccess = useCallback(() => setStatus('idle'), []);

  return {
    values,
    errors,
    status,
    failure,
    captchaKey,
    setValue,
    onCaptchaChange,
    submit,
    dismissSuccess,
  };
}
