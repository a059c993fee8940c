import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('/api/docs', () => {
  it('serves the interactive documentation', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('documents every route with its parameters, body and response schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(50);
    for (const { path, method, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      // The attachment download streams a file: its success body is binary, not JSON.
      if (!path.includes('/attachments/'))
        expect(success?.[1].content, `${where} response schema`).toBeDefined();
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        const param = name.slice(1, -1);
        expect(
          op.parameters?.some((p) => p.in === 'path' && p.name === param),
          `${where} documents :${param}`,
        ).toBe(true);
      }
      const hasBody = ['post', 'put', 'patch'].includes(method) && !path.endsWith('/logout');
      if (hasBody) expect(op.requestBody, `${where} request body`).toBeDefined();
    }
  });
});
