import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export interface RecaptchaFixture {
  /** The siteverify URL to give the app as RECAPTCHA_VERIFY_URL. */
  url: string;
  /** What each request posted (form fields). */
  requests: Record<string, string>[];
  /** The answer per posted `response` token; unknown tokens get `{ success: false }` like Google. */
  answers: Map<string, SiteverifyAnswer>;
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's siteverify endpoint, speaking its protocol: a form-encoded POST of
 * secret, response and remoteip, answered with JSON.
 */
export async function startRecaptchaServer(expectedSecret: string): Promise<RecaptchaFixture> {
  const requests: Record<string, string>[] = [];
  const answers = new Map<string, SiteverifyAnswer>();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      let answer: SiteverifyAnswer;
      if (req.method !== 'POST' || req.url !== '/recaptcha/api/siteverify') {
        res.writeHead(404).end();
        return;
      }
      if (form.secret !== expectedSecret)
        answer = { success: false, 'error-codes': ['invalid-input-secret'] };
      else
        answer = answers.get(form.response ?? '') ?? {
          success: false,
          'error-codes': ['invalid-input-response'],
        };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ challenge_ts: new Date().toISOString(), hostname: 'localhost', ...answer }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
