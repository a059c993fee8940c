import type { JsonSchema, Operation } from './fuzz-openapi';
import type { Rng } from './fuzz-prng';
import {
  BAD_IDS,
  BAD_SLUGS,
  INJECTIONS,
  acceptedTypes,
  DEEP_MARKER,
  deepJson,
  sampleValue,
  withDeepJson,
  wrongValue,
} from './fuzz-values';

/** One generated request; `why` says what makes it invalid. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  why: string;
}

type Body = Record<string, unknown>;
/** `deep` receives the JSON text that replaces DEEP_MARKER when the body is written. */
type Mutation = (body: Body, schema: JsonSchema, rng: Rng, deep: { json?: string }) => string | undefined;

const JSON_HEADERS = { 'content-type': 'application/json' };
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Values that name an existing row, used where something else makes the request invalid. */
const EXISTING: Record<string, string> = { id: '1', attachmentId: '1', slug: 'inside-the-blood-engine' };

function urlFor(op: Operation, params: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? EXISTING[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

/** Every (parent, key, schema) of the body schema, nested objects and arrays included. */
function fields(
  schema: JsonSchema,
  body: unknown,
  at = '',
): { parent: Body; key: string; schema: JsonSchema; at: string }[] {
  const out: { parent: Body; key: string; schema: JsonSchema; at: string }[] = [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const path = at ? `${at}.${key}` : key;
    out.push({ parent: body as Body, key, schema: prop, at: path });
    const value = (body as Body)[key];
    if (prop.properties) out.push(...fields(prop, value, path));
    if (prop.items?.properties && Array.isArray(value) && value[0])
      out.push(...fields(prop.items, value[0], `${path}[0]`));
  }
  return out;
}

const isText = (schema: JsonSchema) => acceptedTypes(schema).has('string') && !schema.enum;

// Each mutation makes the body invalid on its own, or answers undefined when it cannot here.
const missingRequired: Mutation = (body, schema, rng) => {
  if (!schema.required?.length) return undefined;
  const key = rng.pick(schema.required);
  delete body[key];
  return `missing required ${key}`;
};
const wrongType: Mutation = (body, schema, rng) => {
  const options = fields(schema, body).filter((f) => wrongValue(f.schema, rng) !== undefined);
  if (options.length === 0) return undefined;
  const field = rng.pick(options);
  const value = wrongValue(field.schema, rng);
  field.parent[field.key] = value;
  return `wrong type at ${field.at}: ${JSON.stringify(value)}`;
};
const tooLong: Mutation = (body, schema, rng) => {
  const options = fields(schema, body).filter((f) => f.schema.maxLength !== undefined && isText(f.schema));
  if (options.length === 0) return undefined;
  const field = rng.pick(options);
  const max = field.schema.maxLength!;
  const length = rng.chance(0.15) ? rng.int(1_100_000, 1_600_000) : max + rng.int(1, 50);
  field.parent[field.key] = rng.pick(['x', 'é', '<', "'"]).repeat(length);
  return `${field.at} of ${length} characters (max ${max})`;
};
const nulByte: Mutation = (body, schema, rng) => {
  const options = fields(schema, body).filter((f) => acceptedTypes(f.schema).has('string'));
  if (options.length === 0) return undefined;
  const field = rng.pick(options);
  const text = typeof field.parent[field.key] === 'string' ? String(field.parent[field.key]) : 'fuzz';
  field.parent[field.key] = `${text.slice(0, 1)}\u0000${text.slice(1)}`;
  return `NUL in ${field.at}`;
};
const deepField: Mutation = (body, schema, rng, deep) => {
  // Only where the field takes text, numbers or booleans: nesting is then the wrong type.
  const options = fields(schema, body).filter((f) => {
    const types = acceptedTypes(f.schema);
    return types.size > 0 && !types.has('array') && !types.has('object');
  });
  if (options.length === 0) return undefined;
  const field = rng.pick(options);
  const depth = rng.int(50, 5000);
  field.parent[field.key] = DEEP_MARKER;
  deep.json = deepJson(depth, rng.chance(0.5));
  return `${field.at} nested ${depth} deep`;
};

const INVALIDATING = [missingRequired, wrongType, tooLong, nulByte, deepField];

/** A body with one or more mutations, at least one of which applied. */
function mutatedBody(
  op: Operation,
  rng: Rng,
  extras: 'none' | 'extra' | 'injection',
): { body: Body; why: string; deep?: string } | undefined {
  const schema = op.body!;
  const deep: { json?: string } = {};
  const body = sampleValue(schema) as Body;
  const why: string[] = [];
  if (extras === 'injection') {
    for (const field of fields(schema, body)) {
      if (isText(field.schema) && rng.chance(0.7)) field.parent[field.key] = rng.pick(INJECTIONS);
    }
    why.push('injection strings');
  }
  if (extras === 'extra') {
    for (const key of [
      'id',
      'role',
      'isAdmin',
      'createdAt',
      'password_hash',
      'constructor',
      rng.pick(INJECTIONS),
    ])
      if (rng.chance(0.5)) body[key] = rng.pick([1, 'super_admin', true, { prototype: { polluted: true } }]);
    why.push('extra fields');
  }
  const order = [...INVALIDATING].sort(() => rng.next() - 0.5);
  for (const mutation of order) {
    const applied = mutation(body, schema, rng, deep);
    if (applied) return { body, why: [...why, applied].join(' + '), deep: deep.json };
  }
  return undefined;
}

const INVALID_JSON = [
  '{"name": "x"',
  "{'name': 'x'}",
  '{"a":1,}',
  '{"a": undefined}',
  '[1, 2',
  'nul',
  '{"a":"\\x"}',
  '\u0000',
];

function bodyRequests(op: Operation, rng: Rng): FuzzRequest | undefined {
  const url = urlFor(op);
  const kind = rng.int(0, 9);
  if (kind === 0)
    return {
      method: op.method,
      url,
      headers: JSON_HEADERS,
      payload: rng.pick(INVALID_JSON),
      why: 'invalid JSON',
    };
  if (kind === 1) {
    const type = rng.pick(['application/xml', 'application/x-www-form-urlencoded', 'text/html', 'image/png']);
    return {
      method: op.method,
      url,
      headers: { 'content-type': type },
      payload: 'name=x&<a/>',
      why: `content type ${type}`,
    };
  }
  // Without a body schema a well-formed body is simply ignored, so only broken ones are invalid.
  if (!op.body) return undefined;
  if (kind === 2) {
    const payload = withDeepJson(
      rng.pick([[], [{}], 'text', 42, null, true, DEEP_MARKER]),
      deepJson(rng.int(100, 20_000), rng.chance(0.3)),
    );
    return { method: op.method, url, headers: JSON_HEADERS, payload, why: 'body is not an object' };
  }
  if (kind === 3)
    return {
      method: op.method,
      url,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
      why: 'text body for JSON',
    };
  const extras = kind <= 5 ? 'none' : kind <= 7 ? 'extra' : 'injection';
  const mutated = mutatedBody(op, rng, extras);
  if (!mutated) return undefined;
  return {
    method: op.method,
    url,
    headers: JSON_HEADERS,
    payload: withDeepJson(mutated.body, mutated.deep ?? ''),
    why: mutated.why,
  };
}

function badParamRequest(op: Operation, rng: Rng): FuzzRequest | undefined {
  if (op.pathParams.length === 0) return undefined;
  const param = rng.pick(op.pathParams);
  const bad = param.name === 'slug' ? rng.pick(BAD_SLUGS) : rng.pick(BAD_IDS);
  const body = op.body ? JSON.stringify(sampleValue(op.body)) : undefined;
  return {
    method: op.method,
    url: urlFor(op, { [param.name]: bad }),
    headers: body ? JSON_HEADERS : {},
    payload: body,
    why: `bad ${param.name} ${bad}`,
  };
}

function badQueryRequest(op: Operation, rng: Rng): FuzzRequest | undefined {
  const options = op.queryParams.filter((p) => p.schema.enum || acceptedTypes(p.schema).has('boolean'));
  if (options.length === 0) return undefined;
  const param = rng.pick(options);
  const value = rng.pick(['NOT-A-VALUE', 'TRUE', '1', '\u0000', ...INJECTIONS]);
  const query = rng.chance(0.2)
    ? `${param.name}=${encodeURIComponent(String(param.schema.enum?.[0] ?? 'true'))}&${param.name}=x`
    : `${param.name}=${encodeURIComponent(value)}`;
  return { method: op.method, url: urlFor(op, {}, query), headers: {}, why: `bad query ${query}` };
}

function multipartRequest(op: Operation, rng: Rng): FuzzRequest {
  const boundary = `----fuzz${rng.int(0, 1e9)}`;
  const part = (name: string, filename: string, data: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${data}\r\n`;
  const variants: [string, string][] = [
    ['no file field', `${part('other', 'a.png', 'x')}--${boundary}--\r\n`],
    ['not an image or video', `${part('file', 'a.png', rng.pick(INJECTIONS))}--${boundary}--\r\n`],
    ['NUL in the file name', `${part('file', 'a\u0000.png', '\x89PNG')}--${boundary}--\r\n`],
    [
      'traversal in the file name, text content',
      `${part('file', '../../../etc/passwd', 'root:x:0:0')}--${boundary}--\r\n`,
    ],
    ['cut-off multipart body', part('file', 'a.png', 'x').slice(0, 60)],
  ];
  const [why, payload] = rng.pick(variants);
  return {
    method: op.method,
    url: urlFor(op),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
    why,
  };
}

/** A method the operation's path does not answer. */
export function wrongMethodRequest(path: string, allowed: Set<string>, rng: Rng): FuzzRequest {
  const method = rng.pick(ALL_METHODS.filter((m) => !allowed.has(m)));
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => EXISTING[name] ?? '1');
  const payload = method === 'GET' || method === 'OPTIONS' ? undefined : JSON.stringify({ name: 'x' });
  return { method, url, headers: payload ? JSON_HEADERS : {}, payload, why: `method ${method} not allowed` };
}

/**
 * One invalid request for the operation, or undefined when the drawn kind does not fit it (the
 * caller draws again). Reads are only made invalid through their params and query: a read with a
 * good URL succeeds whatever body it carries.
 */
export function invalidRequest(op: Operation, rng: Rng): FuzzRequest | undefined {
  const kind = rng.int(0, 9);
  if (kind <= 2) return badParamRequest(op, rng);
  if (kind <= 4 && op.method === 'GET') return badQueryRequest(op, rng);
  if (op.method === 'GET') return undefined;
  if (op.multipart) return rng.chance(0.7) ? multipartRequest(op, rng) : bodyRequests(op, rng);
  return bodyRequests(op, rng);
}
