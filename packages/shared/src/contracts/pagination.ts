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

/** ?page=&per_page= of the admin lists (spec 2 §9: 15 rows by default). */
export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;
