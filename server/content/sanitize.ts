import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  PATCH_BADGES,
  isAllowedHref,
  isAllowedMediaSrc,
  isColumnWidths,
  isWholeNumber,
} from './rich-html-rules';

/**
 * The one gate every rich text passes before it is stored. sanitize-html because it runs on the
 * server without a DOM (htmlparser2), takes an allow-list rather than a block-list, and is
 * well kept. The pages trust what the database holds (their CSP backs that up); the feed and the
 * mail, which no CSP covers, sanitize it again (docs/decisions/0044-content-leaving-the-site.md).
 */

type Attributes = Record<string, string>;
/**
 * A link or a span left with no attributes is unwrapped after sanitizing (see `unwrapBare`).
 * Renaming it to a disallowed tag would be the obvious way, but sanitize-html 2.x then writes the
 * wrong end tag for the next element of the same depth.
 */
const BARE = (tagName: string) => ({ tagName, attribs: {} });
const EXTERNAL_REL = 'noopener noreferrer nofollow';

/** The kept attributes in the order they were written (so a clean value comes back unchanged), then any added. */
const inOrder = (attribs: Attributes, kept: Attributes): Attributes => {
  const ordered: Attributes = {};
  for (const name of Object.keys(attribs)) if (name in kept) ordered[name] = kept[name]!;
  return { ...ordered, ...kept };
};

const keep = (attribs: Attributes, names: string[], valid: (value: string | undefined) => boolean) => {
  const kept: Attributes = {};
  for (const name of names) if (valid(attribs[name])) kept[name] = attribs[name]!;
  return kept;
};

function link(tagName: string, attribs: Attributes) {
  const href = attribs.href?.trim();
  const kept: Attributes = {};
  // A link whose target was refused is no link: its text stays.
  if (!href || !isAllowedHref(href)) return BARE(tagName);
  kept.href = href;
  if (attribs.target === '_blank') kept.target = '_blank';
  // Another site, or a new tab, never gets a handle on this page nor a ranking vote from it.
  if (kept.target || /^https?:/i.test(href)) kept.rel = EXTERNAL_REL;
  return { tagName, attribs: inOrder(attribs, kept) };
}

function image(tagName: string, attribs: Attributes) {
  const kept: Attributes = { ...keep(attribs, ['width', 'height'], isWholeNumber) };
  if (isAllowedMediaSrc(attribs.src)) kept.src = attribs.src;
  if (attribs.alt !== undefined) kept.alt = attribs.alt;
  if (attribs.title) kept.title = attribs.title;
  return { tagName, attribs: inOrder(attribs, kept) };
}

function video(tagName: string, attribs: Attributes) {
  const kept: Attributes = { ...keep(attribs, ['width', 'height'], isWholeNumber), controls: '' };
  if (isAllowedMediaSrc(attribs.src)) kept.src = attribs.src;
  if (isAllowedMediaSrc(attribs.poster)) kept.poster = attribs.poster;
  return { tagName, attribs: inOrder(attribs, kept) };
}

function cell(tagName: string, attribs: Attributes) {
  const kept = {
    ...keep(attribs, ['colspan', 'rowspan'], isWholeNumber),
    ...keep(attribs, ['colwidth'], isColumnWidths),
  };
  return { tagName, attribs: inOrder(attribs, kept) };
}

// allowedEmptyAttributes is sanitize-html's (2.12+), missing from @types/sanitize-html.
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: ALLOWED_TAGS,
  // The void elements the allow-list holds (col is not among sanitize-html's defaults).
  selfClosing: ['img', 'br', 'hr', 'col'],
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster'],
  allowProtocolRelative: false,
  allowedEmptyAttributes: ['alt', 'controls'],
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: link,
    img: image,
    video,
    th: cell,
    td: cell,
    ol: (tagName, attribs) => ({ tagName, attribs: keep(attribs, ['start'], isWholeNumber) }),
    span: (tagName, attribs) =>
      (PATCH_BADGES as readonly string[]).includes(attribs['data-patch'] ?? '')
        ? { tagName, attribs: { 'data-patch': attribs['data-patch']! } }
        : BARE(tagName),
  },
  // An image or a video with no acceptable source is no media at all.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !frame.attribs.src,
};

/**
 * Drops every `<a>` and `<span>` without attributes, with its own end tag, keeping what is inside.
 * sanitize-html's output is balanced, so a stack pairs each end tag with its start.
 */
function unwrapBare(html: string): string {
  const kept: boolean[] = [];
  return html.replace(/<(\/?)(a|span)\b([^>]*)>/g, (tag, end: string, _name, attributes: string) => {
    if (end) return kept.pop() === false ? '' : tag;
    const keep = attributes.trim() !== '';
    kept.push(keep);
    return keep ? tag : '';
  });
}

/** Stored HTML: only the allow-list's tags and attributes, links and media checked. */
export function sanitizeRichHtml(html: string): string {
  return unwrapBare(sanitizeHtml(html, OPTIONS)).trim();
}
