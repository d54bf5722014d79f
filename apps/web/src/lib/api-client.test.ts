import { conversationResource } from '@brocardo/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  api,
  apiFetch,
  INVALID_RESPONSE_CODE,
  INVALID_RESPONSE_MESSAGE,
  ignoredBody,
  setSessionEndedHandler,
} from './api-client';
import { onAppEvent } from './events';

const EXPIRED = 'Sessione scaduta. Effettua nuovamente il login.';
const SUPERSEDED = "Sei stato disconnesso perché hai effettuato l'accesso da un altro dispositivo o browser.";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const CONVERSATION = {
  id: 5,
  title: 'Nuova conversazione',
  message_count: 0,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  matter_id: 3,
};

function signIn(token = 'tok-1') {
  localStorage.setItem('auth_token', token);
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
}

let fetchMock: Mock<typeof fetch>;
let onSessionEnded: Mock<(reason: string) => void>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  onSessionEnded = vi.fn();
  setSessionEndedHandler(onSessionEnded);
});

afterEach(() => {
  setSessionEndedHandler(null);
});

function sentRequest(call = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function catchApiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('adds the bearer token, JSON headers and credentials, and returns the parsed body', async () => {
    signIn('tok-abc');
    fetchMock.mockResolvedValueOnce(jsonResponse(201, CONVERSATION));

    const result = await api.post(
      '/api/conversations',
      { title: 'Nuova conversazione' },
      conversationResource,
    );

    expect(result).toEqual(CONVERSATION);
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/conversations');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer tok-abc');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ title: 'Nuova conversazione' }));
  });

  it('sends no Authorization header without a token, or when auth is off', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api.get('/api/points/dashboard', ignoredBody);
    expect(sentRequest(0).headers.has('Authorization')).toBe(false);

    signIn();
    await api.post('/api/login', { email: 'a@b.it', password: 'x' }, ignoredBody, { auth: false });
    expect(sentRequest(1).headers.has('Authorization')).toBe(false);
  });

  it('appends query parameters and skips empty ones', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await api.get('/rag-api/user-documents', ignoredBody, {
      query: { _t: 42, filter: undefined, active: true },
    });
    expect(sentRequest().url).toBe('/rag-api/user-documents?_t=42&active=true');
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'atto.pdf');
    await api.post('/rag-api/upload-document', form, ignoredBody);
    const { init, headers } = sentRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('returns undefined for an empty 204 answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/api/conversations/3', ignoredBody)).resolves.toBeUndefined();
  });
});

describe('checked responses', () => {
  it('returns a body that matches the contract, typed as its output', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [CONVERSATION]));
    const list = await api.get('/api/conversations', z.array(conversationResource));
    expect(list[0]?.message_count).toBe(0);
    expect(list).toEqual([CONVERSATION]);
  });

  it('returns the schema output, transforms and defaults included', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { count: '3' }));
    const schema = z.object({ count: z.coerce.number(), label: z.string().default('nessuna') });
    await expect(api.get('/x', schema)).resolves.toEqual({ count: 3, label: 'nessuna' });
  });

  it('throws INVALID_RESPONSE, in Italian with the parse error as cause, for a body that does not match', async () => {
    const body = { id: '5', title: 'Nuova conversazione' };
    fetchMock.mockResolvedValueOnce(jsonResponse(201, body));

    const error = await catchApiError(api.post('/api/conversations', {}, conversationResource));

    expect(error.errorCode).toBe(INVALID_RESPONSE_CODE);
    expect(error.message).toBe(INVALID_RESPONSE_MESSAGE);
    expect(error.message).toBe('Il server ha inviato una risposta non valida. Riprova più tardi.');
    expect(error.status).toBe(201);
    expect(error.body).toBeUndefined();
    expect(error.cause).toBeInstanceOf(z.ZodError);
    expect(error.sessionEnded).toBe(false);
  });

  it('an empty or non-JSON body fails a contract that expects an object', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const empty = await catchApiError(api.get('/api/conversations/3', conversationResource));
    expect(empty.errorCode).toBe(INVALID_RESPONSE_CODE);

    fetchMock.mockResolvedValueOnce(new Response('<html>Portale Wi-Fi</html>', { status: 200 }));
    const html = await catchApiError(api.get('/api/conversations/3', conversationResource));
    expect(html.errorCode).toBe(INVALID_RESPONSE_CODE);
    expect(html.cause).toBeInstanceOf(z.ZodError);
  });

  it('a truncated JSON body is INVALID_RESPONSE with the syntax error as cause', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"id": 5, "ti', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await catchApiError(api.get('/api/conversations/5', conversationResource));
    expect(error.errorCode).toBe(INVALID_RESPONSE_CODE);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('ignoredBody accepts any body, or none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, anything: [1, 2] }));
    await expect(api.post('/api/logout', undefined, ignoredBody)).resolves.toEqual({
      success: true,
      anything: [1, 2],
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/api/conversations/3', ignoredBody)).resolves.toBeUndefined();
  });

  it('an error response keeps its own handling: the schema is not applied to it', async () => {
    const body = { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' };
    fetchMock.mockResolvedValueOnce(jsonResponse(404, body));
    const error = await catchApiError(api.get('/api/conversations/9', conversationResource));
    expect(error.status).toBe(404);
    expect(error.errorCode).toBe('NOT_FOUND');
    expect(error.message).toBe('Risorsa non trovata.');
    expect(error.body).toEqual(body);
  });
});

describe('errors', () => {
  it('parses a validation body into message, errorCode and fieldErrors', async () => {
    const body = {
      message: 'Il nome è obbligatorio',
      error_code: 'VALIDATION_FAILED',
      errors: {
        name: ['Il nome è obbligatorio'],
        email: ["L'email è obbligatoria", 'Inserisci un indirizzo email valido'],
      },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(422, body));

    const error = await catchApiError(api.post('/api/register', {}, ignoredBody));

    expect(error.status).toBe(422);
    expect(error.message).toBe('Il nome è obbligatorio');
    expect(error.errorCode).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({
      name: ['Il nome è obbligatorio'],
      email: ["L'email è obbligatoria", 'Inserisci un indirizzo email valido'],
    });
    expect(error.body).toEqual(body);
    expect(error.sessionEnded).toBe(false);
  });

  it('keeps extra body fields such as points_info', async () => {
    signIn();
    const body = {
      message: 'Punti insufficienti',
      points_info: { required: 10, current_balance: 2, shortfall: 8 },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(402, body));
    const error = await catchApiError(api.post('/api/chat', { message: 'x' }, ignoredBody));
    expect(error.status).toBe(402);
    expect(error.body).toEqual(body);
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
  });

  it('falls back to a generic message when the body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await catchApiError(api.get('/api/conversations', ignoredBody));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Richiesta non riuscita (errore 502).');
    expect(error.body).toBe('<html>Bad gateway</html>');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await catchApiError(api.get('/api/conversations', ignoredBody));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('lets an abort through unchanged', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/api/conversations', ignoredBody)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('session handling (spec 1 §8)', () => {
  it('401 on an authenticated request: stores the expired message, clears the session, announces it and leaves', async () => {
    signIn();
    const authChanged = vi.fn();
    const unsubscribe = onAppEvent('auth-changed', authChanged);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthenticated.' }));

    const error = await catchApiError(api.get('/api/conversations', ignoredBody));
    unsubscribe();

    expect(error.status).toBe(401);
    expect(error.sessionEnded).toBe(true);
    expect(localStorage.getItem('auth_redirect_message')).toBe(EXPIRED);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authChanged).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith('expired');
  });

  it('409 SESSION_SUPERSEDED: stores the superseded message, clears the session and leaves', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { message: 'Sessione sostituita.', error_code: 'SESSION_SUPERSEDED' }),
    );

    const error = await catchApiError(api.get('/api/points/dashboard', ignoredBody));

    expect(error.status).toBe(409);
    expect(error.errorCode).toBe('SESSION_SUPERSEDED');
    expect(error.sessionEnded).toBe(true);
    expect(localStorage.getItem('auth_redirect_message')).toBe(SUPERSEDED);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledWith('superseded');
  });

  it('any 409 on an authenticated request ends the session as superseded', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 409 }));
    await catchApiError(apiFetch('/api/chat', ignoredBody, { method: 'POST', body: {} }));
    expect(localStorage.getItem('auth_redirect_message')).toBe(SUPERSEDED);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledWith('superseded');
  });

  it('401 without a token (a failed login) is only an ApiError', async () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { message: 'Credenziali non valide. 2 tentativi rimasti.' }),
    );

    const error = await catchApiError(
      api.post('/api/login', { email: 'a@b.it', password: 'x' }, ignoredBody),
    );

    expect(error.message).toBe('Credenziali non valide. 2 tentativi rimasti.');
    expect(error.sessionEnded).toBe(false);
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a late 401 for an old token does not end a newer session', async () => {
    signIn('old-token');
    fetchMock.mockImplementationOnce(async () => {
      localStorage.setItem('auth_token', 'new-token');
      return jsonResponse(401, { message: 'Unauthenticated.' });
    });

    const error = await catchApiError(api.get('/api/conversations', ignoredBody));

    expect(error.sessionEnded).toBe(true);
    expect(localStorage.getItem('auth_token')).toBe('new-token');
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
