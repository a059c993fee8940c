/** A server-supplied error text replaces the screen's default one (docs/back-office-screens.md §8). */
export function errorText(error: unknown, fallback: string) {
  return error instanceof Error && error.message ? error.message : fallback;
}
