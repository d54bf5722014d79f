import { buildPageEnvelope } from '@brocardo/shared';

/** The address the fake answers for: the list's path and the query its links keep (page aside). */
export interface FakePageAddress {
  path: string;
  query?: Record<string, string | number | undefined>;
}

/**
 * The paginated envelope of spec 2 §3 exactly as the server builds it (the same shared builder), for
 * the web's fake servers: `data` is the page's rows (already sliced), `total` the count of all.
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
  return buildPageEnvelope(data, total, page, perPage, address);
}
