import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './page-cache';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script once and skips external ones', () => {
    const html =
      '<script>window.a=1</script><script type="module">import "x";</script>' +
      '<script src="/assets/app.js"></script><script>window.a=1</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "x";')]);
  });

  it('hashes the bytes of a page read as latin1 as a browser hashes its UTF-8 text', () => {
    const script = 'window.lang="日本語 · Français"';
    const bytes = Buffer.from(`<script>${script}</script>`, 'utf8');
    expect(inlineScriptHashes(bytes.toString('latin1'), 'latin1')).toEqual([sha(script)]);
  });
});
