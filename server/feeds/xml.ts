/** Characters XML 1.0 forbids even escaped: one pasted into staff text would break the whole feed. */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an element or an attribute value; the document is UTF-8, so other characters stay as they are. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** RFC 822 date-time as RSS 2.0 asks for it (four-digit year, GMT): "Tue, 24 Nov 2026 10:26:52 GMT". */
export const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** W3C Datetime to the second, as the sitemap protocol's lastmod: "2026-11-24T10:26:52+00:00". */
export const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The latest of some stored timestamps; undefined when none is a valid date. */
export function latest(values: Array<string | undefined>): Date | undefined {
  let max: Date | undefined;
  for (const value of values) {
    const date = value ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime()) && (!max || date > max)) max = date;
  }
  return max;
}
