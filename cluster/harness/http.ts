import type { Replica } from './replica';
import { pollUntil } from './wait';

export interface Sent {
  status: number;
  /** The replica that answered (the last of X-Upstream, `127.0.0.1:port`), or '' if none. */
  upstream: string;
  /** Every replica nginx tried, in order (X-Upstream: more than one when it passed the request on). */
  tried: string[];
  headers: Headers;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON came back.
  json: any;
}

/** nginx's $upstream_addr: `a, b` when it passed the request on from a to b. */
function triedUpstreams(headers: Headers): string[] {
  return (headers.get('x-upstream') ?? '').split(/[,:]\s+|,\s*/).filter(Boolean);
}

export interface RequestOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  /** The client address the replicas see (nginx appends its own to X-Forwarded-For). */
  ip?: string;
  timeoutMs?: number;
  form?: FormData;
}

/** One request to `baseURL` (nginx, or a replica directly), its body read to the end. */
export async function send(baseURL: string, path: string, options: RequestOptions = {}): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${baseURL}${path}`, {
    method: options.method ?? (options.body === undefined && !options.form ? 'GET' : 'POST'),
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    redirect: 'manual',
  });
  const body = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {}
  const tried = triedUpstreams(res.headers);
  return { status: res.status, upstream: tried.at(-1) ?? '', tried, headers: res.headers, body, json };
}

/**
 * nginx sends traffic to `replica` again: a restarted replica is ready before nginx's fail_timeout
 * since its last refusal has run out, and until then every request goes to the other one.
 */
export async function backInRotation(nginxURL: string, replica: Replica): Promise<void> {
  await pollUntil(`${replica.name} back in rotation`, async () =>
    (await send(nginxURL, '/healthz')).upstream === replica.address ? true : undefined,
  );
}

/**
 * Sends through nginx so that `replica` answers. nginx runs one worker with plain round robin over
 * two peers, so after an answer from the other replica the next request goes to this one; the
 * answer's X-Upstream is checked all the same. Only for a test that sends nothing else meanwhile.
 */
export async function sendVia(
  nginxURL: string,
  replica: Replica,
  path: string,
  options: RequestOptions = {},
): Promise<Sent> {
  for (let probe = 0; probe < 10; probe++) {
    const healthz = await send(nginxURL, '/healthz');
    if (healthz.upstream && healthz.upstream !== replica.address) break;
  }
  const sent = await send(nginxURL, path, options);
  if (sent.upstream !== replica.address) {
    throw new Error(
      `${path} was meant for ${replica.name} (${replica.address}) but reached ${sent.upstream}`,
    );
  }
  return sent;
}

/** A streamed chat answer: what arrived, and how the stream ended. */
export interface StreamOutcome {
  status: number;
  upstream: string;
  text: string;
  /** The body ended with the final `[DONE]`. */
  finished: boolean;
  /** Reading failed: the connection was cut. */
  error: string | null;
}

/** A chat stream whose headers have arrived: `outcome` settles when it ends or is cut. */
export interface OpenStream {
  status: number;
  upstream: string;
  outcome: Promise<StreamOutcome>;
}

/** Posts a chat question; resolves once the answer's headers (and its first event) arrived. */
export async function openChatStream(
  baseURL: string,
  token: string,
  question: string,
  ip?: string,
): Promise<OpenStream> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(`${baseURL}/api/chat`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: question }),
    signal: AbortSignal.timeout(60_000),
  });
  const upstream = triedUpstreams(res.headers).at(-1) ?? '';
  const result: StreamOutcome = { status: res.status, upstream, text: '', finished: false, error: null };
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  const read = async () => {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
    if (!done) result.text += decoder.decode(value, { stream: true });
    return done;
  };
  let firstDone = false;
  try {
    firstDone = await read();
  } catch (error) {
    result.error = String(error);
  }
  const outcome = (async () => {
    try {
      while (!firstDone && !result.error && !(await read()));
    } catch (error) {
      result.error = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
    }
    result.finished = result.text.includes('data: [DONE]');
    return result;
  })();
  return { status: res.status, upstream, outcome };
}

/** Posts a chat question and reads its server-sent events to the end (or the cut). */
export async function streamChat(baseURL: string, token: string, question: string, ip?: string) {
  return (await openChatStream(baseURL, token, question, ip)).outcome;
}
