import type { Fighter } from '@contracts/fighter';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServedLocales } from '~/features/admin-shared/translations/served-locales';
import {
  type TranslatableField,
  textAt,
  translatableFields,
} from '~/features/admin-shared/translations/translatable';
import {
  TranslateDialog,
  type TranslatableResource,
} from '~/features/admin-shared/translations/translate-dialog';
import {
  statusesByLocale,
  useTranslationWrite,
} from '~/features/admin-shared/translations/translation-queries';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// Under the fighters' key, which every fighter write clears: a changed English text outdates translations.
const inLocaleKey = (locale: string, ...rest: unknown[]) => [...queryKeys.fighters, 'in', locale, ...rest];

const OWN_FIELDS = translatableFields({ role: 'line', bio: 'text' });
const ABILITY_FIELDS = translatableFields({
  name: 'line',
  description: 'text',
  usage: 'line',
  frequency: 'line',
});

/**
 * A fighter's translatable fields, as the server declares them (server/resources/fighters.ts):
 * role and bio, then each ability's texts by position; an empty text (no usage) has none to give.
 */
export function fighterTranslationFields(fighter: Pick<Fighter, 'abilities'>): TranslatableField[] {
  const abilities = fighter.abilities.flatMap((ability, index) =>
    ABILITY_FIELDS.filter((field) => textAt(ability, field.name) !== '').map((field) => ({
      ...field,
      name: `abilities.${index}.${field.name}`,
      label: `Ability ${index + 1} (${ability.name}): ${field.label}`,
    })),
  );
  return [...OWN_FIELDS, ...abilities];
}

/** One fighter as it reads in `locale`: its translations, and which texts are missing or outdated. */
function useFighterInLocale(id: number, locale: string) {
  return useQuery({
    queryKey: inLocaleKey(locale, id),
    queryFn: () => fetchApi(fighterEndpoints.oneIn, { params: { id }, query: { locale } }),
    staleTime: 0,
  });
}

/** Writes one locale's translation of one fighter; a text sent as null loses its translation. */
const useTranslateFighter = () =>
  useTranslationWrite(
    ({ id, locale, fields }) =>
      fetchApi(fighterEndpoints.translate, { params: { id, locale }, body: fields }),
    queryKeys.fighters,
  );

/** A fighter as the translation dialog edits it. */
export const fighterTranslationResource: TranslatableResource = {
  names: { title: 'Fighter', one: 'fighter', many: 'fighters', done: 'Fighter' },
  translatable: OWN_FIELDS,
  fieldsOf: (item) => fighterTranslationFields(item as unknown as Fighter),
  useInLocale: useFighterInLocale,
  useTranslate: useTranslateFighter,
};

/**
 * The roster's translations on the Fighter Management screen: each fighter's status in every
 * served locale but the default (the roster read once per locale), and the dialog that
 * translates one. On a site serving one locale `locales` is empty, and nothing is asked or shown.
 */
export function useFighterTranslations() {
  const served = useServedLocales();
  const locales = served.all.filter((locale) => locale !== served.default);
  const results = useQueries({
    queries: locales.map((locale) => ({
      queryKey: inLocaleKey(locale, 'list'),
      queryFn: () => fetchApi(fighterEndpoints.listIn, { query: { locale } }),
      staleTime: 0,
    })),
  });
  const statuses = statusesByLocale(
    locales,
    results.map((result) => result.data),
  );
  const [translating, setTranslating] = useState<{ fighter: Fighter; locale: string } | null>(null);

  return {
    locales,
    statusOf: (fighter: Fighter, locale: string) => statuses.get(locale)?.get(fighter.id),
    translate: (fighter: Fighter, locale: string) => setTranslating({ fighter, locale }),
    dialog: (
      <TranslateDialog
        resource={fighterTranslationResource}
        item={
          translating ? (translating.fighter as unknown as { id: number } & Record<string, unknown>) : null
        }
        locale={translating?.locale ?? served.default}
        onClose={() => setTranslating(null)}
      />
    ),
  };
}

export type FighterTranslations = ReturnType<typeof useFighterTranslations>;
