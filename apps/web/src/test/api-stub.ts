import { act } from '@testing-library/react';
import { type Mock, vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

export interface ApiStub {
  fetch: Mock<typeof fetch>;
  /** The requests sent to `path`, with their parsed JSON bodies and headers. */
  requests: (path: string) => { body: unknown; headers: Headers; init: RequestInit }[];
}

/**
 * Replaces fetch with `handler`; GET /sanctum/csrf-cookie always answers 204.
 * Each test gets a fresh stub (vitest unstubs globals after every test).
 */
export function stubApi(handler: Handler): ApiStub {
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const path = String(input);
    if (path === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    return handler(path, init);
  });
  vi.stubGlobal('fetch', mock);
  return {
    fetch: mock,
    requests: (path) =>
      mock.mock.calls
        .filter(([input]) => String(input) === path)
        .map(([, init = {}]) => ({
          body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
          headers: new Headers(init.headers),
          init,
        })),
  };
}

/** Answers the given responses in order, one per call (the last one repeats). */
export function inSequence(...responses: (() => Response)[]): Handler {
  let index = 0;
  return () => {
    const next = responses[Math.min(index, responses.length - 1)];
    index += 1;
    if (!next) throw new Error('inSequence needs at least one response');
    return next();
  };
}

/** Lets pending promises (fetch stubs, state updates) settle while fake timers are on. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Advances fake time inside act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
