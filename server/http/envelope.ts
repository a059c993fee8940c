/** The success body every route answers: `{ success: true, data, error: null }`. */
export function ok<T>(data: T) {
  return { success: true as const, data, error: null };
}

/** A page of rows; the total over all pages goes in `meta.total` and `X-Total-Count`. */
export function paged<T>(
  reply: { header(name: string, value: string): unknown },
  rows: T[],
  meta: { total: number; limit: number; offset: number; totalExact?: boolean },
) {
  reply.header('x-total-count', String(meta.total));
  const { totalExact, ...counted } = meta;
  // `totalExact` is only sent when false: an exact total is the rule, and reads as before.
  return { ...ok(rows), meta: totalExact === false ? meta : counted };
}
