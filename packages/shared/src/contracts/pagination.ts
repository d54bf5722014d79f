import { z } from '../zod-it';

/** One entry of the envelope's `links`: « Precedente, the page numbers, Successiva ». */
export const pageLink = z.object({
  url: z.string().nullable(),
  label: z.string(),
  active: z.boolean(),
});
export type PageLink = z.infer<typeof pageLink>;

/**
 * The paginated envelope of spec 2 §3 around `item`: data, current_page, last_page, per_page, total,
 * from, to, and the link fields (first_page_url, last_page_url, next_page_url, prev_page_url, path,
 * links). URLs are relative to the site (path and query string, never a host taken from the request).
 */
export function paginated<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** 1-based position of the first and last row on this page; null on an empty page. */
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    first_page_url: z.string(),
    last_page_url: z.string(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
    path: z.string(),
    links: z.array(pageLink),
  });
}

/** Where a page was asked for: its path and the query it came with (page included or not). */
export interface PageAddress {
  path: string;
  query?: Readonly<Record<string, unknown>>;
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
export function buildPageEnvelope<T>(
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

/** ?page=&per_page= of the admin lists (spec 2 §9: 15 rows by default). */
export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;
