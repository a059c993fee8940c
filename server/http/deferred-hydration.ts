/**
 * A public page is whole in its server-rendered HTML; the JavaScript that makes it interactive can
 * wait until the page has painted. React Router writes a module preload for every chunk of the page
 * into <head> and an inline module script that imports them at once, so on a phone some thirty
 * scripts (140 KB) compete with the stylesheet, the fonts and the hero image for the first second.
 *
 * This rewrites a rendered page so its scripts start once it has loaded and painted:
 * - the module preloads are dropped (inserting them later costs more main-thread time than the
 *   round trips they save);
 * - React Router's module script is parked under a type browsers do not run, and a small loader
 *   re-inserts it, with the same text, so the page's CSP hash or nonce still allows it;
 * - a form that only the app can send (no `action`, no `method="post"`), submitted before the app
 *   has started, is held instead of being sent as a GET of the page with its fields in the
 *   address; a form that posts to a route action, or asks for an address (a GET form with an
 *   `action`, like the FAQ search), goes as the browser sends it, and the server answers it.
 * React Router's context script, which only carries the loader data, runs as before.
 */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';
/** Set on <html> by the app once it has hydrated (app/root.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const MODULE_ATTRIBUTES = ' type="module" async=""';

/** Rewrites one page's HTML; a page without React Router's module script comes back unchanged. */
export function deferHydration(html: string): string {
  // Found with indexOf rather than a regular expression over the whole page: this runs on every
  // page render, and the page is mostly text and loader data.
  const typeAt = html.lastIndexOf(MODULE_ATTRIBUTES);
  const scriptAt = typeAt < 0 ? -1 : html.lastIndexOf('<script', typeAt);
  const tagEnd = typeAt < 0 ? -1 : html.indexOf('>', typeAt);
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (scriptAt < 0 || tagEnd < 0 || headEnd < 0 || bodyEnd < tagEnd) return html;
  const attributes =
    html.slice(scriptAt + '<script'.length, typeAt) + html.slice(typeAt + MODULE_ATTRIBUTES.length, tagEnd);
  const nonce = /\snonce="[^"]*"/.exec(attributes)?.[0] ?? '';
  return (
    html.slice(0, headEnd).replace(MODULE_PRELOAD, '') +
    html.slice(headEnd, scriptAt) +
    `<script${attributes} type="${DEFERRED_MODULE_TYPE}">` +
    html.slice(tagEnd + 1, bodyEnd) +
    `<script${nonce}>${LOADER}</script>` +
    html.slice(bodyEnd)
  );
}

/**
 * The loader, a classic script. The app starts once the page has fired load and painted its first
 * content (whichever comes last: a fast load can fire before the first paint), at the visitor's
 * first touch, key press or focus if that comes sooner, and at the latest 4 s after the first paint
 * (a slow image must not keep the page inert). It runs once, whichever trigger wins.
 */
const LOADER = `(function(){var d=document,w=window,h=d.documentElement,e=['pointerdown','keydown','touchstart','focusin'],started=0,loaded=0,painted=0;
w.addEventListener('submit',function(v){var f=v.target;if(!h.hasAttribute('${HYDRATED_ATTRIBUTE}')&&f.method!=='post'&&!f.hasAttribute('action'))v.preventDefault()},true);
function start(){if(started)return;started=1;e.forEach(function(n){w.removeEventListener(n,start,true)});var p=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]'),s=d.createElement('script');s.type='module';if(p.nonce)s.nonce=p.nonce;s.textContent=p.textContent;d.body.appendChild(s)}
function ready(){if(loaded&&painted)setTimeout(start,0)}
function paint(){if(painted)return;painted=1;setTimeout(start,4000);ready()}
e.forEach(function(n){w.addEventListener(n,start,{capture:true,passive:true})});
if(d.readyState==='complete')loaded=1;else w.addEventListener('load',function(){loaded=1;ready()});
try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true})}catch(x){paint()}})()`;
