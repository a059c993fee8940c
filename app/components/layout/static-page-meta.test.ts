import { DEFAULT_SITE_SETTINGS } from '@contracts/site-settings-defaults';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './site-meta';
import { staticPageMeta } from './static-page-meta';

describe('staticPageMeta', () => {
  const page = {
    title: { id: 'test.support', message: 'Support' },
    description: { id: 'test.ask', message: 'Ask the team.' },
    path: '/support',
  };
  const english = { title: 'Support', description: 'Ask the team.', path: '/support' };
  const site = { ...DEFAULT_SITE_SETTINGS, siteName: 'Renamed' };

  it("gives the page's tags with the loader's origin and the site's name", () => {
    const matches = [{ id: 'root', loaderData: { site } }];
    expect(staticPageMeta(page)({ loaderData: { origin: 'https://example.test' }, matches })).toEqual(
      pageMeta({ ...english, site, origin: 'https://example.test' }),
    );
    expect(staticPageMeta(page)({ loaderData: { origin: 'https://example.test' }, matches })).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://example.test/support',
    });
  });

  it('names no canonical address without loader data (a client-side move)', () => {
    const tags = staticPageMeta(page)({ loaderData: undefined, matches: [] });
    expect(tags).toEqual(pageMeta({ ...english, site: DEFAULT_SITE_SETTINGS }));
    expect(tags.some((tag) => 'rel' in tag)).toBe(false);
  });

  it("says the title and description in the page's locale, with its address there", () => {
    const root = {
      site,
      locale: 'fr',
      locales: { all: ['en', 'fr'], default: 'en' },
      catalogue: JSON.stringify({ 'test.support': 'Assistance', 'test.ask': "Demandez à l'équipe." }),
    };
    const tags = staticPageMeta(page)({
      loaderData: { origin: 'https://example.test' },
      matches: [{ id: 'root', loaderData: root }],
    });
    expect(tags).toContainEqual({ title: 'Assistance | Renamed' });
    expect(tags).toContainEqual({ name: 'description', content: "Demandez à l'équipe." });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://example.test/fr/support',
    });
  });
});
