import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { Ability, Fighter } from '@contracts/fighter';
import type { TranslationStatus } from '@contracts/translation';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AbilityShowcase, selectedAbility } from './ability-showcase';

const ability = (name: string): Ability => ({
  name,
  type: 'Ability',
  subType: 'Trait',
  usage: 'On Hit',
  frequency: 'Always',
  description: `${name} description`,
  demoVideoUrl: null,
  imageUrl: null,
});

const fighter = (abilities: Ability[], translation?: TranslationStatus): InLocale<Fighter> => ({
  id: 1,
  name: 'VESPERA',
  role: 'Bloodletter',
  bio: 'Bio',
  imageUrl: null,
  videoUrl: null,
  stats: { attackDice: 'D5', defenseDice: 'D3', baseHP: 6, baseMobility: 7 },
  abilities,
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...(translation ? { translation } : {}),
});

// The page's messages come from the root's provider: English, the source texts.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** The showcase on a fighter's page, in the default locale or in French (the root's locale data). */
const renderAt = (
  url: string,
  abilities: Ability[],
  locale: 'en' | 'fr' = 'en',
  translation?: TranslationStatus,
) => {
  const Page = createRoutesStub([
    {
      id: 'root',
      path: '/',
      children: [
        { path: '*', Component: () => <AbilityShowcase fighter={fighter(abilities, translation)} /> },
      ],
    },
  ]);
  const root = { locale, locales: { all: ['en', 'fr'], default: 'en' } };
  return renderToStaticMarkup(
    <I18nProvider i18n={english}>
      <Page initialEntries={[url]} hydrationData={{ loaderData: { root } }} />
    </I18nProvider>,
  );
};

describe('ability tabs', () => {
  it('renders a named tablist, the first tab selected and alone in the Tab order, one panel shown', () => {
    const markup = renderAt('/fighter/1', [ability('Open Vein'), ability('Sever')]);
    expect(markup).toContain('role="tablist" aria-orientation="horizontal" aria-label="VESPERA abilities"');
    expect(markup.match(/role="tab" [^>]*aria-selected="true"[^>]*tabindex="0"/g)).toHaveLength(1);
    expect(markup.match(/role="tab" [^>]*aria-selected="false"[^>]*tabindex="-1"/g)).toHaveLength(1);
    expect(markup.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(markup.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(1);
    expect(markup).toContain('Open Vein description');
    expect(markup).not.toContain('Sever description');
  });

  it('makes each tab a link to the page with that ability shown, and shows the one the address names', () => {
    const markup = renderAt('/fighter/1?ability=2', [ability('Open Vein'), ability('Sever')]);
    const [first, second] = markup.match(/<a [^>]*role="tab"[^>]*>/g)!;
    expect(first).toContain('href="/fighter/1?ability=1"');
    expect(first).toContain('aria-selected="false"');
    expect(second).toContain('href="/fighter/1?ability=2"');
    expect(second).toContain('aria-selected="true"');
    expect(markup).toContain('Sever description');
    expect(markup).not.toContain('Open Vein description');
  });

  it('marks an ability text as English on a page in another locale where it has no translation', () => {
    const tabs = (markup: string) => markup.match(/<a [^>]*role="tab"[^>]*>/g) ?? [];
    // The first ability's name is translated; its description and the second ability are not.
    const translation = {
      locale: 'fr',
      missing: ['abilities.0.description', 'abilities.1.name', 'abilities.1.description'],
      outdated: [],
    };
    const abilities = [ability('Veine ouverte'), ability('Sever')];
    const french = renderAt('/fr/fighter/1', abilities, 'fr', translation);
    expect(tabs(french)[0]).not.toContain('lang=');
    expect(tabs(french)[1]).toContain('lang="en"');
    expect(french).toMatch(/<h3 class="[^"]*">Veine ouverte<\/h3>/);
    expect(french).toMatch(/<p lang="en" class="[^"]*">Veine ouverte description<\/p>/);
    // Its usage and frequency are translated: they take the page's language.
    expect(french).not.toMatch(/<dd lang="en"/);
    const english = renderAt('/fighter/1', [ability('Open Vein')]);
    expect(tabs(english)[0]).not.toContain('lang=');
    expect(english).not.toContain('lang="en"');
  });

  it('reads the shown ability from the address, counted from 1, and the first for anything else', () => {
    const shown = (search: string) => selectedAbility(new URLSearchParams(search), 3);
    expect(shown('')).toBe(0);
    expect(shown('ability=3')).toBe(2);
    expect(shown('ability=4')).toBe(0);
    expect(shown('ability=0')).toBe(0);
    expect(shown('ability=1.5')).toBe(0);
    expect(shown('ability=abc')).toBe(0);
  });
});
