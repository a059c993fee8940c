import { z } from 'zod';
import { MAX_ROW_ID, noNul } from './common';
import { PAGE_LIMITS } from './page-limits';

export { PAGE_LIMITS };

/** The longest search term a list accepts. */
export const SEARCH_MAX = 200;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `limit` and `offset` of a staff list: without `limit` a page holds PAGE_LIMITS.default rows. */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${PAGE_LIMITS.max}`)
    .max(PAGE_LIMITS.max, `limit must be between 1 and ${PAGE_LIMITS.max}`)
    .default(PAGE_LIMITS.default)
    .describe(`Rows per page: ${PAGE_LIMITS.default} unless given, at most ${PAGE_LIMITS.max}`),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must not be negative')
    .max(MAX_ROW_ID, 'offset is too large')
    .default(0)
    .describe('Rows to skip before the page (0 unless given)'),
});

/** A case-insensitive "contains" search term; blank means no search. */
export const searchParam = z
  .string({ error: 'search must be text' })
  .trim()
  .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
  .refine(...noNul('search'))
  .optional()
  .describe('Case-insensitive text the row must contain');

export const sortOrderParam = z
  .enum(SORT_ORDERS, { error: 'order must be asc or desc' })
  .optional()
  .describe('desc (newest first) unless given');

export const pageMeta = z.object({
  total: z.number().describe('Rows matching the filters, over all pages (also sent as X-Total-Count)'),
  limit: z.number(),
  offset: z.number(),
  totalExact: z
    .boolean()
    .optional()
    .describe(
      'false when a search matched more rows than it counted: `total` is then a lower bound ' +
        '(the rows and the pages are still exact). Absent or true: `total` is exact.',
    ),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** A page of a list: `data` is the array of the page, `meta` carries the total. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: item.array(), error: z.null(), meta: pageMeta });
}

export type Page<T> = { data: T[]; meta: PageMeta };
