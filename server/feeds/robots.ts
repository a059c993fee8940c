/**
 * Crawlers may read every public page; the back office (client-rendered, behind a sign-in) and
 * the JSON API are no pages to index. The sitemap's address must be absolute.
 */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
