import type { JsonSchema } from './fuzz-openapi';
import type { Rng } from './fuzz-prng';

/** Hostile text that must never reach a query, a page or a path unescaped. */
export const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM fighters; --",
  '" UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '${7*7}{{7*7}}',
  '\u202e\ufeff\u200b',
];

/** Path ids no route may accept as an existing row. */
export const BAD_IDS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1.0e400',
  'abc',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '9'.repeat(40),
  '%00',
  '1%00',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>'),
  'null',
  'true',
];

export const BAD_SLUGS = [
  'UPPER-CASE',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a'.repeat(201),
  encodeURIComponent("x' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  'with%20space',
];

/** The JSON types a schema accepts (empty when it accepts anything). */
export function acceptedTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    for (const t of acceptedTypes(alt)) types.add(t);
  for (const t of ([] as string[]).concat(schema.type ?? [])) types.add(t);
  if (types.has('integer')) types.add('number');
  if (schema.nullable) types.add('null');
  if (schema.enum) for (const v of schema.enum) types.add(v === null ? 'null' : typeof v);
  return types;
}

/** A value of a JSON type the schema refuses, or undefined when it accepts every type. */
export function wrongValue(schema: JsonSchema, rng: Rng): unknown {
  const accepted = acceptedTypes(schema);
  if (accepted.size === 0) return undefined;
  const candidates: [string, () => unknown][] = [
    ['string', () => rng.pick(['42', 'true', '', ...INJECTIONS])],
    ['number', () => rng.pick([42, -1, 1.5, 1e308, 0])],
    ['boolean', () => rng.pick([true, false])],
    ['null', () => null],
    ['array', () => rng.pick([[], ['x'], [1, 2]])],
    ['object', () => rng.pick<object>([{}, { $gt: '' }, { toString: 'x' }])],
  ];
  const wrong = candidates.filter(([type]) => !accepted.has(type));
  return wrong.length > 0 ? rng.pick(wrong)[1]() : undefined;
}

/** A plausible value for a schema; it need not be valid, the mutation applied to it must be invalid. */
export function sampleValue(schema: JsonSchema, depth = 0): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alt = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => !acceptedTypes(s).has('null'));
  if (alt) return sampleValue(alt, depth);
  const type = ([] as string[]).concat(schema.type ?? []).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@test.example';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.pattern?.startsWith('^data:')) return 'data:image/png;base64,iVBORw0KGgo=';
      if (schema.pattern?.includes('a-z0-9-')) return 'fuzz-slug';
      return 'fuzz '.repeat(Math.max(1, Math.ceil((schema.minLength ?? 1) / 5))).trim();
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !schema.items ? [] : [sampleValue(schema.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth <= 4)
        for (const [key, prop] of Object.entries(schema.properties ?? {}))
          out[key] = sampleValue(prop, depth + 1);
      return out;
    }
    default:
      return 'fuzz';
  }
}

/** Marks where `withDeepJson` puts nesting too deep for JSON.stringify to write. */
export const DEEP_MARKER = '\u0001deep\u0001';

/** JSON text of arrays (or objects) nested `depth` levels deep around "x". */
export function deepJson(depth: number, asObject = false): string {
  return asObject
    ? `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
}

/** JSON.stringify(value), with the marker replaced by deeply nested JSON. */
export function withDeepJson(value: unknown, deep: string): string {
  return JSON.stringify(value).replace(JSON.stringify(DEEP_MARKER), deep);
}
