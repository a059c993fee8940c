import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * The OpenAPI document is an interface other tools rely on: a change to a route's path, schema,
 * tags or security shows up here as a diff to review, never silently. Refactors of how routes are
 * declared must leave it byte for byte the same; a deliberate API change updates the file with
 * `npx vitest run tests/api/openapi-snapshot.test.ts -u`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is the reviewed one', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    await expect(`${JSON.stringify(res.json(), null, 2)}\n`).toMatchFileSnapshot('./openapi.snapshot.json');
  });
});
