import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { decodedBody } from '../platform/http-body';
import { isPublicAddress } from './public-address';

/** A URL or an address a page may not be read from (SSRF protection). */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';
}

/** A page that could not be fetched: network, status, size, type, time or too many redirects. */
export class PageFetchError extends Error {
  override readonly name = 'PageFetchError';
}

export type Resolver = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

export interface SafeFetchOptions {
  /** `host:port` pairs read without the address check (tests, intranet sources). */
  allowedHosts?: readonly string[];
  /** For the whole fetch, redirects included. Default 5 s. */
  timeoutMs?: number;
  /** The decoded body is abandoned past this. Default 2 MB. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Refuses a response before its body is read (e.g. not HTML). */
  acceptContentType?: (mimeType: string) => boolean;
  signal?: AbortSignal | undefined;
  /** DNS resolution (tests); every address it gives is checked. */
  resolve?: Resolver;
}

export interface SafeFetchResponse {
  /** The URL finally read, after redirects. */
  url: string;
  mimeType: string;
  charset: string | null;
  body: Buffer;
}

export const PAGE_TIMEOUT_MS = 5_000;
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const defaultResolve: Resolver = (hostname, options, callback) => dns.lookup(hostname, options, callback);

function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** The checks that need no DNS: scheme, credentials, an IP literal's range. */
function checkUrl(url: URL, allowListed: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeUrlError('only http and https');
  if (url.username || url.password) throw new UnsafeUrlError('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node connects to an IP literal without calling `lookup`: it is checked here.
  if (!allowListed && net.isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new UnsafeUrlError('address not public');
  }
}

/**
 * A `lookup` for the socket that resolves the name and keeps only public addresses, so the
 * address checked is the address connected to (no window for DNS rebinding).
 */
function guardedLookup(resolve: Resolver): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const safe = addresses.filter((entry) => isPublicAddress(entry.address));
      const first = safe[0];
      if (!first) return callback(new UnsafeUrlError('address not public'), '', 0);
      if (options.all) callback(null, safe);
      else callback(null, first.address, first.family);
    });
  };
}

function contentType(header: string | undefined): { mimeType: string; charset: string | null } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charsetParameter = parameters.map((part) => part.trim()).find((part) => /^charset=/i.test(part));
  const charset =
    charsetParameter
      ?.slice('charset='.length)
      .replace(/^["']|["']$/g, '')
      .trim() || null;
  return { mimeType: type.trim().toLowerCase(), charset };
}

function request(url: URL, lookup: net.LookupFunction | undefined, signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const outgoing = transport.request(url, {
      method: 'GET',
      agent: false,
      signal,
      ...(lookup ? { lookup } : {}),
      headers: {
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
        'accept-language': 'it-IT,it;q=0.9,en;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Mozilla/5.0 (compatible; Brocardo/1.0; assistente legale)',
      },
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const body = decodedBody(response);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
      response.destroy();
      body.destroy();
    };
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(new PageFetchError('page too large'));
      else chunks.push(chunk);
    });
    body.once('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    body.once('error', fail);
    response.once('error', fail);
    response.once('close', () => {
      if (!response.complete) fail(new PageFetchError('connection closed'));
    });
  });
}

/**
 * GET of a page on the open web, guarded against SSRF: http(s) only, no credentials, every
 * address connected to checked (initial and each of at most 5 redirects, followed by hand),
 * a deadline and a size cap. `allowedHosts` lifts the address check for exactly those host:port.
 */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const allowed = new Set((options.allowedHosts ?? []).map((entry) => entry.trim().toLowerCase()));
  const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const lookup = guardedLookup(options.resolve ?? defaultResolve);
  const deadline = AbortSignal.timeout(options.timeoutMs ?? PAGE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeUrlError('not a URL');
  }
  for (let redirects = 0; ; redirects += 1) {
    const allowListed = allowed.has(hostPort(url));
    checkUrl(url, allowListed);
    const response = await request(url, allowListed ? undefined : lookup, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new PageFetchError('too many redirects');
      try {
        url = new URL(location, url);
      } catch {
        throw new PageFetchError('invalid redirect');
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new PageFetchError(`HTTP ${status}`);
    }
    const { mimeType, charset } = contentType(response.headers['content-type']);
    if (options.acceptContentType && !options.acceptContentType(mimeType)) {
      response.destroy();
      throw new PageFetchError(`content type ${mimeType || 'missing'}`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      throw new PageFetchError('page too large');
    }
    return { url: url.href, mimeType, charset, body: await readBody(response, maxBytes) };
  }
}
