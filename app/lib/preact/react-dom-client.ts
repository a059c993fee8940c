/**
 * `react-dom/client` in the browser bundle: Preact's `hydrateRoot`, fitted to React Router's
 * default entry, which hydrates the whole document.
 *
 * Preact renders into a document's <html> element, so the <html> the root layout returns would
 * be built anew inside the server's one. The tree is hydrated into a stand-in parent whose only
 * child is the server's <html>.
 *
 * Hydration keeps the server's attributes, and the server's `useId` values (React's) differ from
 * the browser's (Preact's). An id the server wrote would then not match an element mounted later
 * (an accordion's trigger points at a panel that opens after hydration), so the attributes that
 * hold or name an id are given the browser's values.
 */
import type { ReactNode } from 'react';
import { type VNode, options } from 'preact';
import { hydrate } from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import './effects-before-input';

export { createRoot };

type Container = Element | Document;

function documentStandIn(doc: Document): Element {
  const html = doc.documentElement;
  const standIn = {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: doc,
    get firstChild() {
      return doc.documentElement;
    },
    get childNodes() {
      return [doc.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => doc.insertBefore(node, before),
  };
  return standIn as unknown as Element;
}

const ID_ATTRIBUTES: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  for: 'for',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-controls': 'aria-controls',
  'aria-describedby': 'aria-describedby',
  'aria-details': 'aria-details',
  'aria-errormessage': 'aria-errormessage',
  'aria-labelledby': 'aria-labelledby',
  'aria-owns': 'aria-owns',
};

/** The element a vnode stands for: `_dom`, which Preact's build names `__e`. */
const elementOf = (vnode: VNode) => (vnode as VNode & { __e?: unknown }).__e;

/**
 * Until the app has marked itself hydrated (`data-hydrated` on <html>, app/root.tsx), the
 * attributes that hold or name an id are set to the browser's values after each element's diff:
 * hydration leaves the server's attributes alone, and parts of a page hydrate after the first pass
 * (lib/hydrate-in-turn.tsx). Afterwards the renderer's own diff keeps them, and writing over it
 * would fight the libraries that set such attributes themselves (a Radix dialog's focus and
 * aria-hidden handling broke when this ran on every update).
 */
const hydrating = () => !document.documentElement.hasAttribute('data-hydrated');

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  const element = elementOf(vnode);
  if (typeof vnode.type === 'string' && element instanceof Element && hydrating()) {
    const props = vnode.props as Record<string, unknown>;
    for (const prop in ID_ATTRIBUTES) {
      const value = props[prop];
      const attribute = ID_ATTRIBUTES[prop]!;
      if (typeof value === 'string' && element.getAttribute(attribute) !== value) {
        element.setAttribute(attribute, value);
      }
    }
  }
  previousDiffed?.(vnode);
};

/**
 * React's server writes the hints of `preload()` at the top of <head>, outside the tree's order.
 * Preact matches the head's elements to the tree's by tag name, in order, so a hint would stand
 * in for the tree's first <link> (an icon, the feed) and push the last ones out. The hints have
 * done their work by now (their fetches started with the page), so they go before hydrating.
 */
function dropResourceHints(doc: Document) {
  for (const hint of doc.head.querySelectorAll('link[rel="preload"]')) hint.remove();
}

export function hydrateRoot(container: Container, children: ReactNode) {
  if (container instanceof Document) dropResourceHints(container);
  const parent = container instanceof Document ? documentStandIn(container) : container;
  hydrate(children as never, parent);
  return createRoot(parent);
}
