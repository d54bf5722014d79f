import type { FieldErrors } from '@brocardo/shared/errors';
import { z } from 'zod';
import { appEvents, emitAppEvent } from './events';
import { paths } from './paths';
import { isRecord } from './records';
import { clearSession, getAuthToken, setRedirectMessage } from './storage';

/** Stored as the redirect message when the server rejects the token (spec 1 §8, 401). */
export const SESSION_EXPIRED_MESSAGE = 'Sessione scaduta. Effettua nuovamente il login.';
/** Stored as the redirect message when a login elsewhere replaced this session (spec 1 §8, 409). */
export const SESSION_SUPERSEDED_MESSAGE =
  "Sei stato disconnesso perché hai effettuato l'accesso da un altro dispositivo o browser.";
export const NETWORK_ERROR_MESSAGE = 'Impossibile contattare il server. Verifica la connessione e riprova.';

export const SESSION_SUPERSEDED_CODE = 'SESSION_SUPERSEDED';

export type SessionEndReason = 'expired' | 'superseded';
export type SessionEndedHandler = (reason: SessionEndReason) => void;

interface ApiErrorInit {
  status: number;
  message: string;
  errorCode?: string | undefined;
  fieldErrors?: FieldErrors | undefined;
  body?: unknown;
  sessionEnded?: boolean;
  cause?: unknown;
}

/** A failed API call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  /** The parsed response body (JSON value or text), for fields such as `points_info` or `user_id`. */
  readonly body: unknown;
  /** True when this response ended the local session and the user is being sent to /login. */
  readonly sessionEnded: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fieldErrors = init.fieldErrors;
    this.body = init.body;
    this.sessionEnded = init.sessionEnded ?? false;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let sessionEndedHandler: SessionEndedHandler | null = null;

/** The router layer registers client-side navigation here; without it the page reloads on /login. */
export function setSessionEndedHandler(handler: SessionEndedHandler | null): void {
  sessionEndedHandler = handler;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
  query?: QueryParams;
  /** Send the bearer token (default true). Login calls turn it off so a stale token cannot interfere. */
  auth?: boolean;
}

function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  ) {
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** Error bodies are read leniently: any JSON, else the text, else undefined. */
async function readErrorBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parseFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const strings = list.filter((message): message is string => typeof message === 'string');
    if (strings.length > 0) fieldErrors[field] = strings;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
}

function readErrorCode(body: unknown): string | undefined {
  return isRecord(body) && typeof body.error_code === 'string' ? body.error_code : undefined;
}

function toApiError(status: number, body: unknown, sessionEnded: boolean): ApiError {
  const record = isRecord(body) ? body : undefined;
  const message =
    typeof record?.message === 'string' && record.message.trim() !== ''
      ? record.message
      : `Richiesta non riuscita (errore ${status}).`;
  return new ApiError({
    status,
    message,
    errorCode: readErrorCode(body),
    fieldErrors: parseFieldErrors(record?.errors),
    body,
    sessionEnded,
  });
}

function endSession(reason: SessionEndReason): void {
  setRedirectMessage(reason === 'expired' ? SESSION_EXPIRED_MESSAGE : SESSION_SUPERSEDED_MESSAGE);
  clearSession();
  emitAppEvent(appEvents.authChanged);
  if (sessionEndedHandler) sessionEndedHandler(reason);
  else window.location.assign(paths.login);
}

/**
 * Decides whether a failed response ends the session (spec 1 §8). `sentToken` is the token the
 * request carried; a late failure of an older token must not log out a newer session.
 */
function sessionEndReason(status: number, errorCode: string | undefined, sentToken: string | null) {
  const expired = status === 401 && sentToken !== null;
  const superseded = status === 409 && (sentToken !== null || errorCode === SESSION_SUPERSEDED_CODE);
  if (!expired && !superseded) return null;
  const reason: SessionEndReason = expired ? 'expired' : 'superseded';
  const stillCurrent = sentToken === null || getAuthToken() === sentToken;
  return { reason, stillCurrent };
}

/**
 * Sends a request and returns the successful Response (for downloads and streams);
 * a non-2xx answer throws ApiError after the session handling of spec 1 §8.
 */
export async function apiFetchResponse(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { body, query, auth = true, headers: initHeaders, ...init } = options;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = auth ? getAuthToken() : null;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      credentials: 'include',
      ...init,
      headers,
      body: encodeBody(body, headers),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, cause: error });
  }
  if (response.ok) return response;

  const errorBody = await readErrorBody(response);
  const errorCode = readErrorCode(errorBody);
  const ending = sessionEndReason(response.status, errorCode, token);
  if (ending?.stillCurrent) endSession(ending.reason);
  throw toApiError(response.status, errorBody, ending !== null);
}

/**
 * A 2xx answer whose body does not match the contract: a server of another version, a proxy's
 * page, a truncated body. The caller gets this instead of data it would misread.
 */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';
export const INVALID_RESPONSE_MESSAGE = 'Il server ha inviato una risposta non valida. Riprova più tardi.';

/**
 * The response schema of calls whose body the caller does not read (logout, the logging calls, a
 * rename or delete whose answer is not used): any body (JSON that parses, text) or none is accepted,
 * and the caller drops it.
 */
export const ignoredBody = z.unknown();

/** Reads a successful body: JSON when the server says so, else its text; undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidResponse(response.status, error);
  }
}

/**
 * The unreadable body is not kept as `body`: callers read `body.message` of errors as the server's
 * explanation, and a success body's message is none.
 */
function invalidResponse(status: number, cause: unknown): ApiError {
  return new ApiError({ status, message: INVALID_RESPONSE_MESSAGE, errorCode: INVALID_RESPONSE_CODE, cause });
}

/**
 * Sends a request and returns its body parsed by `schema` (the shared contract of the endpoint).
 * A body that does not match throws ApiError INVALID_RESPONSE, with the zod error as its cause.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await apiFetchResponse(path, options);
  const body = await readBody(response);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponse(response.status, parsed.error);
  return parsed.data;
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;
type BodyOptions = Omit<ApiRequestOptions, 'method'>;

/** One function per method; each takes the response schema of the endpoint and returns its output. */
export const api = {
  get: <Schema extends z.ZodType>(path: string, schema: Schema, options?: BodylessOptions) =>
    apiFetch(path, schema, { ...options, method: 'GET' }),
  post: <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, options?: BodyOptions) =>
    apiFetch(path, schema, { ...options, method: 'POST', body }),
  put: <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, options?: BodyOptions) =>
    apiFetch(path, schema, { ...options, method: 'PUT', body }),
  patch: <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, options?: BodyOptions) =>
    apiFetch(path, schema, { ...options, method: 'PATCH', body }),
  delete: <Schema extends z.ZodType>(path: string, schema: Schema, options?: BodyOptions) =>
    apiFetch(path, schema, { ...options, method: 'DELETE' }),
};
