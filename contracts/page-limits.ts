/**
 * How many rows a list answers per call unless asked, and the most it answers. Kept apart from
 * the schemas in paging.ts so that public pages can read them without loading zod.
 */
export const PAGE_LIMITS = { default: 50, max: 500 } as const;
