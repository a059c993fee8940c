/**
 * What a stored rich text may hold (docs/decisions/0035-rich-text-as-sanitized-html.md): the tags
 * and attributes the post editor writes, and the checks its links and media must pass.
 */

export const BLOCK_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'hr', 'pre', 'table'] as const;

export const ALLOWED_TAGS = [
  ...BLOCK_TAGS,
  'li',
  'code',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'strong',
  'em',
  's',
  'u',
  'a',
  'img',
  'video',
  'span',
];

const CELL = ['colspan', 'rowspan', 'colwidth'];

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'poster', 'controls', 'width', 'height'],
  ol: ['start'],
  th: CELL,
  td: CELL,
  span: ['data-patch'],
};

/** Disallowed tags whose content goes with them: code, or markup that is no text at all. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'head',
];

export const PATCH_BADGES = ['buff', 'nerf', 'fix'] as const;

/** Control characters and whitespace have no place in a link: browsers skip them, filters do not. */
const UNSAFE_URL_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * A link's target: http(s), mailto, or a path of this site (one leading slash: `//host` and `/\host`
 * are other sites to a browser). Entities are already decoded when this runs.
 */
export function isAllowedHref(href: string): boolean {
  if (UNSAFE_URL_CHARACTERS.test(href)) return false;
  return /^(https?:\/\/[^/]|mailto:)/i.test(href) || /^\/(?![/\\])/.test(href);
}

/**
 * An image, video or poster source: a file this site serves, uploaded (/media/) or built in
 * (/images/, /videos/). No other site's file, no data: URL, no way out of those folders.
 */
export function isAllowedMediaSrc(src: string | undefined): src is string {
  // Built-in art has spaces in its names; any other blank or control character is refused.
  if (!src || /[\u0000-\u001f\u007f-\u009f\\]/.test(src)) return false;
  return /^\/(media|images|videos)\/[^?#]+$/.test(src) && !/(^|\/)\.\.?(\/|$)/.test(src.slice(1));
}

export const isWholeNumber = (value: string | undefined) => value !== undefined && /^\d{1,5}$/.test(value);
export const isColumnWidths = (value: string | undefined) =>
  value !== undefined && /^\d{1,5}(,\d{1,5})*$/.test(value);
