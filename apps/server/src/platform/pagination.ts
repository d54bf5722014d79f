import { buildPageEnvelope, type PageAddress } from '@brocardo/shared';

export type { PageAddress };

/** The address of a request, for the envelope's links: the path without its query string. */
export function pageAddressOf(request: { url: string; query: unknown }): PageAddress {
  const path = request.url.split('?')[0] ?? '/';
  const query = request.query !== null && typeof request.query === 'object' ? request.query : {};
  return { path, query: query as Record<string, unknown> };
}

/** The envelope of spec 2 §3 (packages/shared builds it, so the web's test fakes build the same). */
export const pageEnvelope = buildPageEnvelope;
