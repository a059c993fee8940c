/**
 * React 19's `preload` for the browser bundle, where `react-dom` is Preact's compat layer, which
 * lacks it (vite.config.ts adds it there). On the server React renders the hint into the HTML; in
 * the browser it only matters after a client-side move, where a <link rel="preload"> does the same.
 */
import type { PreloadOptions } from 'react-dom';

export function preload(href: string, options: PreloadOptions): void {
  if (typeof document === 'undefined') return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...links].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = href;
  link.as = options.as;
  if (options.type) link.type = options.type;
  if (options.crossOrigin) link.crossOrigin = options.crossOrigin;
  if (options.fetchPriority) link.fetchPriority = options.fetchPriority;
  document.head.append(link);
}
