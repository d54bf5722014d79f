import type { PageLink } from '@brocardo/shared';

/** The address the fake answers for: the list's path and the query its links keep (page aside). */
export interface FakePageAddress {
  path: string;
  query?: Record<string, string | number | undefined>;
}

function pageUrl({ path, query = {} }: FakePageAddress, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'page' && value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/**
 * The paginated envelope of spec 2 §3 as the server builds it, for the web's fake servers: `data` is
 * the page's rows (already sliced), `total` the count of all. Link fields included: the
 * first/last/next/prev URLs, `path`, and `links` (« Precedente, every page number, Successiva »).
 */
export function pageEnvelope<Item>(
  data: Item[],
  {
    page,
    perPage,
    total,
    address,
  }: { page: number; perPage: number; total: number; address: FakePageAddress },
) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = (page - 1) * perPage;
  const previous = page > 1 ? pageUrl(address, Math.min(page - 1, lastPage)) : null;
  const next = page < lastPage ? pageUrl(address, page + 1) : null;
  const numbered: PageLink[] = Array.from({ length: lastPage }, (_, index) => ({
    url: pageUrl(address, index + 1),
    label: String(index + 1),
    active: index + 1 === page,
  }));
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
      ...numbered,
      { url: next, label: 'Successiva »', active: false },
    ],
  };
}
