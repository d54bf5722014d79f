import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Grecaptcha } from '../components/bot-check/recaptcha';

let instances = 0;

export interface RecaptchaStub {
  /** A site key of its own: the page loads reCAPTCHA's script once per address. */
  siteKey: string;
  scriptUrl: string;
  /** The GET /api/captcha/config body announcing this reCAPTCHA. */
  config: Record<string, unknown>;
  /** Every grecaptcha.execute call, in order. */
  executions: { siteKey: string; action: string }[];
  /** The script element the page added (waits for it). */
  script(): Promise<HTMLScriptElement>;
  /** Plays the provider's script: defines window.grecaptcha, then fires the element's load event. */
  load(): Promise<void>;
  /** Fires the element's error event, as a blocked or unreachable script does. */
  fail(): Promise<void>;
  /** Makes the next execute reject. */
  rejectNextExecute(): void;
}

/**
 * A stand-in for Google's api.js at the browser level: jsdom does not fetch scripts, so the test
 * plays the script's part (the `grecaptcha` global with ready and execute) and its load events.
 * Tokens encode the action and the call: `token-<action>-<n>`.
 */
export function stubRecaptcha(): RecaptchaStub {
  instances += 1;
  const siteKey = `chiave-sito-${instances}`;
  const scriptUrl = 'https://recaptcha.example.test/recaptcha/api.js';
  const executions: RecaptchaStub['executions'] = [];
  let rejectNext = false;
  const api: Grecaptcha = {
    ready: (callback) => void setTimeout(callback, 0),
    execute(key, { action }) {
      executions.push({ siteKey: key, action });
      if (rejectNext) {
        rejectNext = false;
        return Promise.reject(new Error('reCAPTCHA error'));
      }
      return Promise.resolve(`token-${action}-${executions.length}`);
    },
  };
  const findScript = () =>
    [...document.head.querySelectorAll('script')].find((element) =>
      element.src.includes(`render=${siteKey}`),
    );
  async function script(): Promise<HTMLScriptElement> {
    let found: HTMLScriptElement | undefined;
    await waitFor(() => {
      found = findScript();
      expect(found).toBeDefined();
    });
    return found as HTMLScriptElement;
  }
  async function fire(type: 'load' | 'error') {
    const element = await script();
    if (type === 'load') window.grecaptcha = api;
    await act(async () => {
      element.dispatchEvent(new Event(type));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  return {
    siteKey,
    scriptUrl,
    config: {
      provider: 'recaptcha',
      challenge_url: null,
      recaptcha_site_key: siteKey,
      recaptcha_script_url: scriptUrl,
    },
    executions,
    script,
    load: () => fire('load'),
    fail: () => fire('error'),
    rejectNextExecute: () => {
      rejectNext = true;
    },
  };
}
