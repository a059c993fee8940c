/** The success body every route answers: `{ success: true, data, error: null }`. */
export function ok<T>(data: T) {
  return { success: true as const, data, error: null };
}
