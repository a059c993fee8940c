import { textOf } from '../../contracts/rich-text';

export { plainTextToHtml } from '../../contracts/rich-text';

/** Rich text back as plain text (migration 021's way down): paragraphs separated by blank lines. */
export const htmlToPlainText = (html: string): string => textOf(html);
