import { textOf } from '../../contracts/rich-text';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Plain text as rich text, the way the site always showed it: paragraphs separated by blank lines,
 * a single line break kept inside its paragraph.
 */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n[^\S\r\n]*\r?\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/[^\S\r\n]*\r?\n[^\S\r\n]*/g, '<br>')}</p>`)
    .join('');
}

/** Rich text back as plain text (migration 021's way down): paragraphs separated by blank lines. */
export const htmlToPlainText = (html: string): string => textOf(html);
