/** One problem the schema found: the path of the field and the message to show under it. */
export type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The part of a zod schema the form needs, described here so that the form (and the page that
 * uses it) does not import zod: the schema is loaded on demand.
 */
export type FormSchema<Out> = {
  safeParse(values: unknown): { success: true; data: Out } | { success: false; error: { issues: Issue[] } };
};
