import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, deferHydration } from './deferred-hydration';
import { inlineScriptHashes } from './page-cache';

const moduleText = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const page = (nonce = '') =>
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  `<link rel="modulepreload" href="/assets/entry.client.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/framework.js"${nonce}/></head><body><main>Fighters</main>` +
  `<script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">${moduleText}</script></body></html>`;

describe('deferHydration', () => {
  it('drops the module preloads, parks the module script and adds the loader', () => {
    const html = deferHydration(page());
    expect(html).not.toContain('modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}">${moduleText}</script>`);
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).toMatch(/<script>\(function\(\)\{[\s\S]*\}\)\(\)<\/script><\/body><\/html>$/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it('keeps the nonce on the parked script and gives it to the loader', () => {
    const html = deferHydration(page(' nonce="abc"'));
    expect(html).toContain(`<script nonce="abc" type="${DEFERRED_MODULE_TYPE}">${moduleText}</script>`);
    expect(html).toMatch(/<script nonce="abc">\(function\(\)/);
  });

  it('keeps the parked text byte for byte, so the hash a cached page lists still allows it', () => {
    const before = inlineScriptHashes(page());
    const after = inlineScriptHashes(deferHydration(page()));
    for (const hash of before) expect(after).toContain(hash);
  });

  it('rewrites a page read as latin1 without touching its UTF-8 text (server/web.ts)', () => {
    const text = 'Français · 日本語 — “Fighters”';
    const bytes = Buffer.from(page().replace('Fighters', text), 'utf8');
    const rewritten = Buffer.from(deferHydration(bytes.toString('latin1')), 'latin1').toString('utf8');
    expect(rewritten).toBe(deferHydration(page().replace('Fighters', text)));
    expect(rewritten).toContain(`<main>${text}</main>`);
  });

  it('leaves a page without React Router scripts alone', () => {
    const plain = '<!doctype html><html><body><h1>Temporarily unavailable</h1></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
