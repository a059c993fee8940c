// An entry's summary: changed fields, short values, never a secret (docs/decisions/0017-audit-log.md).

/** Field names whose values are never written to the log, at any depth. */
const SECRET_FIELD = /password|token|hash|secret|session/i;
/** Bookkeeping fields every save touches: naming them says nothing. */
const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'lastUpdated', 'views', 'slug']);
/** Values longer than this are named as changed, without the values. */
const SHORT_VALUE = 40;
export const SUMMARY_MAX = 500;
export const LABEL_MAX = 120;

export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested objects (a fighter's stats) are compared field by field as `stats.baseHP`. */
function flatten(value: Plain, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, inner] of Object.entries(value)) {
    if (IGNORED_FIELDS.has(key)) continue;
    const name = prefix + key;
    if (isPlain(inner)) for (const [k, v] of flatten(inner, `${name}.`)) fields.set(k, v);
    else fields.set(name, inner);
  }
  return fields;
}

function shortValue(value: unknown): string | null {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && value.length <= SHORT_VALUE && !value.includes('\n'))
    return JSON.stringify(value);
  return null;
}

/** `"title: "Old" → "New", content, published: false → true"`, or '' when nothing changed. */
export function changedFields(before: object, after: object, extra: string[] = []): string {
  const old = flatten(before as Plain);
  const parts: string[] = [];
  for (const [name, value] of flatten(after as Plain)) {
    const previous = old.get(name);
    if (JSON.stringify(previous) === JSON.stringify(value)) continue;
    const from = shortValue(previous);
    const to = shortValue(value);
    parts.push(SECRET_FIELD.test(name) || from === null || to === null ? name : `${name}: ${from} → ${to}`);
  }
  return truncate([...parts, ...extra].join(', '), SUMMARY_MAX);
}

/** The name a person reads for a row: its title, name, question, email or username. */
export function labelOf(row: object | null | undefined): string | null {
  if (!row) return null;
  const fields = row as Plain;
  for (const key of ['title', 'name', 'question', 'subject', 'email', 'username', 'originalName']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return truncate(value.trim(), LABEL_MAX);
  }
  return null;
}
