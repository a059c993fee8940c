import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { toolFileOrExit } from '../tools-package';

/**
 * The web-vitals build that defines a global `webVitals`, to run in the page before its scripts.
 * web-vitals comes from the tools package (docs/decisions/0051-tools-package.md).
 */
const webVitalsIife = fs.readFileSync(
  path.join(path.dirname(toolFileOrExit('web-vitals')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * Runs in every page before its own scripts (CDP bypasses the page's CSP for it). Keeps in
 * `window.__inpScript`: web-vitals' INP, the largest interaction duration the Event Timing API has
 * delivered (the same entries, to know web-vitals has caught up), and when <html> got data-hydrated.
 */
export const INIT_SCRIPT = `${webVitalsIife}
;(function () {
  var state = (window.__inpScript = { inp: null, parts: null, eventMax: 0, hydratedAt: null });
  webVitals.onINP(function (metric) {
    var a = metric.attribution;
    state.inp = metric.value;
    state.parts = [a.inputDelay, a.processingDuration, a.presentationDelay];
  }, { reportAllChanges: true, durationThreshold: 16 });
  // An interaction lasts as long as its longest event: the largest of them all is what INP must reach.
  function take(list) {
    list.getEntries().forEach(function (entry) {
      if (entry.interactionId) state.eventMax = Math.max(state.eventMax, entry.duration);
    });
  }
  try {
    var events = new PerformanceObserver(take);
    events.observe({ type: 'event', durationThreshold: 16, buffered: true });
    events.observe({ type: 'first-input', buffered: true });
  } catch (error) {}
  function mark() {
    var html = document.documentElement;
    if (state.hydratedAt === null && html && html.hasAttribute('data-hydrated')) state.hydratedAt = performance.now();
  }
  // The attribute on <html>, or an <html> put in place with it (a renderer may swap the root).
  // Two observers: observing the same node again would replace the first options.
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  new MutationObserver(mark).observe(document, { childList: true });
  mark();
})();`;

type InpState = {
  inp: number | null;
  /** The INP interaction's input delay, processing time and presentation delay (web-vitals' attribution). */
  parts: [number, number, number] | null;
  eventMax: number;
  hydratedAt: number | null;
};
export const readState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inpScript: InpState }).__inpScript);
