/** The operations of the app's OpenAPI document, in the shape the fuzz test needs. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export interface Operation {
  method: string;
  /** As the document writes it: `/api/fighters/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The JSON body schema, when the operation reads one. */
  body?: JsonSchema;
  multipart: boolean;
  /** Needs a session token (documented with a security requirement). */
  secured: boolean;
}

type Parameter = { in: string; name: string; schema?: JsonSchema };
type RawOperation = {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function readOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [rawPath, entries] of Object.entries(doc.paths)) {
    // `/api/fighters/` and `/api/fighters` are one path to the router.
    const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
    for (const [method, op] of Object.entries(entries)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The methods each documented path answers (GET implies HEAD). */
export function methodsByPath(operations: Operation[]): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const op of operations) {
    const set = byPath.get(op.path) ?? new Set<string>();
    set.add(op.method);
    if (op.method === 'GET') set.add('HEAD');
    byPath.set(op.path, set);
  }
  return byPath;
}
