import { decodeEntities, plainTextToHtml } from '@contracts/rich-text';

/**
 * Rich text as the back office stores it: HTML from the editor, sanitized again by the server.
 * Older answers may still hold plain text, which is turned into paragraphs before it is shown or
 * edited.
 */

/** True when the value is already HTML; plain text from an older API never starts with a tag. */
export const isHtml = (value: string) => value.trimStart().startsWith('<');

/** HTML as is; plain text as paragraphs (blank-line separated), single line breaks kept. */
export const toHtml = (value: string): string => (isHtml(value) ? value : plainTextToHtml(value));

/** Media and rules count as content on their own: a post may be a single image. */
const HAS_EMBED = /<(img|video|hr)\b/i;

/**
 * The form's value for what the editor holds. An editor with no words yields `<p></p>`; the form
 * gets '' instead, so "… is required" still fires. Only spaces give those spaces, which the
 * contract's trimming refuses with the same message, as it did for the plain text field.
 */
export function formValueOf(html: string): string {
  if (HAS_EMBED.test(html)) return html;
  const inline = decodeEntities(html.replace(/<[^>]*>/g, ''));
  return inline.trim() === '' ? inline : html;
}
