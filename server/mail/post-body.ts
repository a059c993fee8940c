import { textOf } from '../../contracts/rich-text';
import { withAbsoluteUrls } from '../content/absolute-urls';
import { sanitizedForOutput } from '../content/sanitized-output';

/**
 * A post's rich text as a mail shows it. Mail clients ignore stylesheets, so each element the
 * editor writes gets its look inline; none plays video, so a clip becomes a link to it.
 */
const INLINE_STYLES: Record<string, string> = {
  img: 'max-width:100%;height:auto',
  table: 'border-collapse:collapse;margin:16px 0',
  th: 'border:1px solid #3a3434;padding:6px 10px;text-align:left;background:#1a1616',
  td: 'border:1px solid #3a3434;padding:6px 10px;text-align:left',
  a: 'color:#e04a4a',
  blockquote: 'margin:16px 0;padding-left:12px;border-left:3px solid #a11212;color:#c9bda8',
  pre: 'white-space:pre-wrap;background:#1a1616;padding:12px',
  h2: 'color:#f5efe6',
  h3: 'color:#f5efe6',
  h4: 'color:#f5efe6',
  span: 'display:inline-block;padding:0 6px;border:1px solid currentColor;border-radius:9px;font-size:11px;font-weight:bold;text-transform:uppercase',
};

const BADGE_COLOURS: Record<string, string> = { buff: '#6fd68f', nerf: '#e04a4a', fix: '#8cbcf5' };

function styled(tag: string, name: string, attributes: string) {
  const badge = name === 'span' ? /data-patch="(\w+)"/.exec(attributes)?.[1] : undefined;
  const colour = badge && BADGE_COLOURS[badge] ? `;color:${BADGE_COLOURS[badge]}` : '';
  const style = INLINE_STYLES[name];
  return style ? `<${name}${attributes.replace(/\s*\/$/, '')} style="${style}${colour}">` : tag;
}

/**
 * The post's body for the HTML part: sanitized again, then absolute addresses, inline styles,
 * videos as links labelled `watchVideo` (the mail's language; already HTML-safe). A mail client
 * applies none of this site's Content-Security-Policy, so stored HTML is not trusted as it is
 * (docs/decisions/0044-content-leaving-the-site.md); the styles are added after the sanitizer,
 * which would drop them.
 */
export function postBodyHtml(content: string, origin: string, watchVideo = 'Watch the video'): string {
  const html = sanitizedForOutput(content)
    .replace(
      /<video\b[^>]*\bsrc="([^"]*)"[^>]*>[\s\S]*?<\/video>/g,
      (_video, src: string) => `<p><a href="${src}">${watchVideo}</a></p>`,
    )
    .replace(/<([a-z][a-z0-9]*)\b([^>]*)>/g, styled);
  return withAbsoluteUrls(html, origin);
}

/** The post's body for the text part: its words, list items as "- " lines; no script's text. */
export const postBodyText = (content: string): string => textOf(sanitizedForOutput(content));
