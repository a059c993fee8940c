import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { toFighterSummary } from '~/features/fighters/fighter-summary';
import { fighterResource } from '../../../server/resources/fighters';
import { nameInLocale } from '../../../server/resources/localized-fields';

/**
 * Every fighter with its abilities, as GET /api/fighters?locale= answers a visitor (roles and bios
 * in the page's locale); shared between renders.
 */
export function readRoster(context: AppLoadContext, locale: Locale) {
  const { db, locales } = context;
  return context.cachedRead(nameInLocale('fighters', locale, locales.default), () =>
    fighterResource.listForVisitorsIn(db, {}, locale, locales.default),
  );
}

/** The roster as the grid shows it: GET /api/fighters without bios and ability texts. */
export async function listFighterSummaries(context: AppLoadContext, locale: Locale) {
  return (await readRoster(context, locale)).map(toFighterSummary);
}
