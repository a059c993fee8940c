import { BLOCK_TAGS } from './rich-html-rules';
import { plainTextToHtml } from './plain-text';
import { sanitizeRichHtml } from './sanitize';
import { textOf } from '../../contracts/rich-text';

const HTML_START = new RegExp(`^<(${BLOCK_TAGS.join('|')})[\\s>/]`, 'i');

/**
 * Whether a stored or sent value is already rich text: it opens with one of the editor's blocks.
 * Anything else, including text that merely mentions a tag, is plain text.
 */
export const isRichHtml = (value: string) => HTML_START.test(value.trim());

/** Any value as the HTML to store: rich text sanitized, plain text converted (then sanitized too). */
export function toRichHtml(value: string): string {
  return sanitizeRichHtml(isRichHtml(value) ? value : plainTextToHtml(value));
}

/** Text, an image, a video or a rule: anything less shows nothing at all. */
export const hasRichContent = (html: string) => textOf(html).trim() !== '' || /<(img|video|hr)\b/.test(html);

/** The first image the sanitized HTML holds without alt text, if any. */
const imageWithoutAlt = (html: string) =>
  (html.match(/<img\b[^>]*>/g) ?? []).find((tag) => !/\balt="[^"]*[^\s"][^"]*"/.test(tag));

export type RichContent = { html: string } | { error: string };

/**
 * The normaliser of one rich field on write: the HTML to store, or the message of the 400 that
 * refuses it, naming the field as its other messages do.
 */
export function richContent(fieldLabel: string, max: number) {
  return (value: string): RichContent => {
    const html = toRichHtml(value);
    if (!hasRichContent(html)) return { error: `${fieldLabel} is required` };
    if (imageWithoutAlt(html)) return { error: `Every image in ${fieldLabel} needs alt text` };
    if (html.length > max) return { error: `${fieldLabel} must be at most ${max} characters` };
    return { html };
  };
}
