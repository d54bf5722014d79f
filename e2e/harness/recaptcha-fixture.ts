import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google reCAPTCHA v3, speaking its two protocols:
 * - GET /recaptcha/api.js?render=<site key>: a script defining `window.grecaptcha` with `ready` and
 *   `execute(siteKey, { action })`, whose tokens encode the site key and the action;
 * - POST /recaptcha/api/siteverify (form: secret, response, remoteip): Google's JSON answer, with
 *   success, score and the token's action; a token is accepted once, like Google's.
 */
export interface RecaptchaFixture {
  /** RECAPTCHA_SCRIPT_URL for the server. */
  scriptUrl: string;
  /** RECAPTCHA_VERIFY_URL for the server. */
  verifyUrl: string;
  /** The `render` parameter of every script request. */
  scriptRequests: string[];
  /** What each siteverify request posted. */
  verifications: Record<string, string>[];
  /** While true, the script answers 503 (a provider that cannot be reached). */
  failScript: boolean;
  close(): Promise<void>;
}

const TOKEN = /^e2e\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_/-]+)\.[0-9a-f-]{36}$/;

const FAKE_API_JS = `(() => {
  const encode = (value) => btoa(value).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
  window.grecaptcha = {
    ready(callback) { setTimeout(callback, 0); },
    execute(siteKey, options) {
      const token = ['e2e', encode(siteKey), options.action, crypto.randomUUID()].join('.');
      return new Promise((resolve) => setTimeout(() => resolve(token), 10));
    },
  };
})();`;

export async function startRecaptchaFixture(siteKey: string, secret: string): Promise<RecaptchaFixture> {
  const scriptRequests: string[] = [];
  const verifications: Record<string, string>[] = [];
  const spent = new Set<string>();
  const encodedKey = Buffer.from(siteKey).toString('base64url');
  const fixture = { failScript: false } as RecaptchaFixture;

  function verify(form: Record<string, string>) {
    if (form.secret !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    const token = form.response ?? '';
    const match = TOKEN.exec(token);
    if (!match || match[1] !== encodedKey)
      return { success: false, 'error-codes': ['invalid-input-response'] };
    if (spent.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    spent.add(token);
    return { success: true, score: 0.9, action: match[2], hostname: '127.0.0.1' };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      scriptRequests.push(url.searchParams.get('render') ?? '');
      if (fixture.failScript) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(FAKE_API_JS);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        verifications.push(form);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ challenge_ts: new Date().toISOString(), ...verify(form) }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fixture, {
    scriptUrl: `${base}/recaptcha/api.js`,
    verifyUrl: `${base}/recaptcha/api/siteverify`,
    scriptRequests,
    verifications,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
