import { expect, test } from './support/site-locale';

/**
 * Cached pages carry a CSP made of their inline scripts' hashes instead of a nonce. Served from
 * the cache, every public page must still run its scripts (hydrate) with no CSP violation.
 */
const paths = ['/', '/fighters', '/fighter/1', '/about', '/help', '/support', '/dev-diary', '/blood-message'];

test('cached public pages hydrate with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()) && !/evaluate a string/.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes once whether eval is allowed (and falls back when it is not); that probe is
      // refused under any strict policy, nonce or hash, and is not an inline script.
      if (event.blockedURI === 'eval') return;
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });

  for (const path of paths) {
    await page.request.get(path); // fills the cache
    const response = await page.goto(path);
    // STALE when an earlier spec left an expired entry that is being re-rendered: cached too.
    expect(response?.headers()['x-page-cache'], path).toMatch(/^(HIT|STALE)$/);
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    // The route modules are loaded by the inline module script: hydration ran.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {})
              .length,
        ),
      )
      .toBeGreaterThan(0);
    const inPage = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect(inPage, path).toEqual([]);
  }
  expect(violations).toEqual([]);
});

test("the page's scripts, stylesheet and fonts carry the asset headers, not the document's", async ({
  request,
}) => {
  const page = await request.get('/support');
  expect(page.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const html = await page.text();
  const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g)].map((m) => m[0]))];
  expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
  expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
  for (const path of assets) {
    const asset = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    const headers = asset.headers();
    expect(asset.status(), path).toBe(200);
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-site');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(headers[name], `${path} ${name}`).toBeUndefined();
  }
  // The page itself keeps the document's set; a name the build did not write is still a 404.
  expect(page.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect((await request.get('/assets/not-built.js')).status()).toBe(404);
});
