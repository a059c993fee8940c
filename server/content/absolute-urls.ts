/**
 * A rich text's site paths (links, images, videos, posters) made absolute: a feed reader or a mail
 * client shows the HTML away from this site. The sanitizer only lets through single-slash paths.
 */
export function withAbsoluteUrls(html: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return html.replace(
    /\s(href|src|poster)="(\/(?![/\\])[^"]*)"/g,
    (_, name: string, path: string) => ` ${name}="${base}${path.replace(/ /g, '%20')}"`,
  );
}
