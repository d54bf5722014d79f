import { z } from '../zod-it';

/** The paginated envelope of spec 2 §3 around `item`: data, current_page, last_page, per_page, total, from, to. */
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
  });
}

/** ?page=&per_page= of the admin lists (spec 2 §9: 15 rows by default). */
export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;
