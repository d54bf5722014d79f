import type { PageLink } from '@brocardo/shared';

/** Where a page was asked for: its path and the query it came with (page included or not). */
export interface PageAddress {
  path: string;
  query?: Readonly<Record<string, unknown>>;
}

/** The address of a request, for the envelope's links: the path without its query string. */
export function pageAddressOf(request: { url: string; query: unknown }): PageAddress {
  const path = request.url.split('?')[0] ?? '/';
  const query = request.query !== null && typeof request.query === 'object' ? request.query : {};
  return { path, query: query as Record<string, unknown> };
}

function pageUrl(address: PageAddress, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(address.query ?? {})) {
    if (key === 'page' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  params.set('page', String(page));
  return `${address.path}?${params.toString()}`;
}

/** At most this many numbered links: the first, the last and a window around the current page. */
const WINDOW = 2;

function numberedLinks(address: PageAddress, current: number, last: number): PageLink[] {
  const pages = new Set([1, last]);
  for (let page = current - WINDOW; page <= current + WINDOW; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    if (page - previous > 1) links.push({ url: null, label: '...', active: false });
    links.push({ url: pageUrl(address, page), label: String(page), active: page === current });
    previous = page;
  }
  return links;
}

/**
 * The paginated envelope of spec 2 §3: data, current_page, last_page, per_page, total, from, to and
 * the link fields, relative to the site (never a host taken from the request's headers).
 */
export function pageEnvelope<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
  address: PageAddress,
) {
  const offset = (page - 1) * perPage;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const previous = page > 1 ? pageUrl(address, Math.min(page - 1, lastPage)) : null;
  const next = page < lastPage ? pageUrl(address, page + 1) : null;
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    first_page_url: pageUrl(address, 1),
    last_page_url: pageUrl(address, lastPage),
    next_page_url: next,
    prev_page_url: previous,
    path: address.path,
    links: [
      { url: previous, label: '« Precedente', active: false },
      ...numberedLinks(address, Math.min(page, lastPage), lastPage),
      { url: next, label: 'Successiva »', active: false },
    ],
  };
}
