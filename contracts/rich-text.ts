import { fallbackPath, hasVariants, parseUploadedImage, variantSrcSet } from './image-variants';
import { mediaSrc, webpBeside } from './media-paths';

/**
 * Rich text as the server stores it: HTML that went through its one sanitizer (docs/decisions/
 * 0035-rich-text-as-sanitized-html.md), so its syntax is regular: tags and attribute names in
 * lower case, values double-quoted and escaped. Public pages bundle this file: no dependencies.
 */

/** What the API documentation says of a rich field. */
export const RICH_TEXT_DESCRIPTION =
  'HTML limited to an allow-list, sanitized on the server: p, h2, h3, h4, ul, ol (start), li, ' +
  'blockquote, hr, pre, code, table, colgroup, col, thead, tbody, tr, th and td (colspan, rowspan, ' +
  'colwidth), br, strong, em, s, u, a (href: http, https, mailto or a site path; target _blank), ' +
  'img (a site image under /media/, with alt text), video (a site video under /media/, poster), and ' +
  'span data-patch="buff|nerf|fix". Anything else is removed. Plain text is accepted too: ' +
  'paragraphs separated by blank lines, a single line break kept inside its paragraph.';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The entities the sanitizer writes (and numeric ones), decoded once. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c]!);

/**
 * Plain text as rich text, the way the site always showed it: paragraphs separated by blank lines,
 * a single line break kept inside its paragraph. The server converts what the API is sent as text;
 * the editor, what an older answer still holds.
 */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n[^\S\r\n]*\r?\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/[^\S\r\n]*\r?\n[^\S\r\n]*/g, '<br>')}</p>`)
    .join('');
}

const BLOCK_END = /<\/(p|h[1-6]|ul|ol|blockquote|pre|table|div)>|<hr\b[^>]*>/gi;

/**
 * The words of a rich text: paragraphs separated by blank lines, list items on lines of their own
 * starting with "- ", entities decoded. Plain text comes back as it was, trimmed.
 */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\b[^>]*>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(BLOCK_END, '\n\n')
      .replace(/<\/tr>/gi, '\n')
      .replace(/<\/t[dh]>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The width of the post column (max-w-3xl) at most, the viewport on a phone. */
const POST_COLUMN_SIZES = '(min-width: 48rem) 48rem, 100vw';

type Attributes = Array<[name: string, value: string | null]>;

const attributesOf = (tag: string): Attributes =>
  [...tag.matchAll(/\s([a-z][a-z0-9-]*)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? null]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const written = (attributes: Attributes) =>
  attributes.map(([name, value]) => (value === null ? ` ${name}` : ` ${name}="${value}"`)).join('');

const LAZY: Attributes = [
  ['loading', 'lazy'],
  ['decoding', 'async'],
];

/** An image as the fewest bytes that look right in the post column (as ResponsiveImage does). */
function publicImage(tag: string): string {
  const attributes = attributesOf(tag).filter(([name]) => !['loading', 'decoding', 'style'].includes(name));
  const src = decodeEntities(attributes.find(([name]) => name === 'src')?.[1] ?? '');
  const others = attributes.filter(([name]) => !['src', 'width', 'height'].includes(name));
  const uploaded = parseUploadedImage(src);
  if (!uploaded) {
    const img = `<img${written(attributes.map(([n, v]) => [n, n === 'src' ? escapeAttribute(mediaSrc(src)) : v]))}${written(LAZY)}>`;
    const webp = webpBeside(src);
    return webp
      ? `<picture><source type="image/webp" srcset="${escapeAttribute(mediaSrc(webp))}">${img}</picture>`
      : img;
  }
  const img = (path: string) =>
    `<img src="${escapeAttribute(path)}"${written(others)} width="${uploaded.width}" height="${uploaded.height}"` +
    `${written(LAZY)} style="background-color:#${uploaded.color}">`;
  if (!hasVariants(uploaded)) return img(uploaded.path);
  const source = (format: 'avif' | 'webp') =>
    `<source type="image/${format}" srcset="${variantSrcSet(uploaded, format)}" sizes="${POST_COLUMN_SIZES}">`;
  return `<picture>${source('avif')}${source('webp')}${img(fallbackPath(uploaded))}</picture>`;
}

/** A video waits for the visitor's tap and plays in place on a phone. */
function publicVideo(tag: string): string {
  const attributes = attributesOf(tag).filter(([name]) => !['preload', 'playsinline'].includes(name));
  return `<video${written(attributes)} preload="none" playsinline>`;
}

/**
 * Stored rich text as a public page shows it: uploaded images as responsive `<picture>`s, every
 * image lazy, videos loaded only when played. Links keep the rel the sanitizer forced.
 */
export function publicRichHtml(html: string): string {
  return html.replace(/<img\b[^>]*>/g, publicImage).replace(/<video\b[^>]*>/g, publicVideo);
}
