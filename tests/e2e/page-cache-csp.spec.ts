import { expect, test } from '@playwright/test';

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
