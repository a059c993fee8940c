import type { Messages } from '@lingui/core';
import type { Locale } from '@contracts/locales';

/**
 * The compiled catalogue of one locale, as the Lingui Vite plugin builds it from app/locales/*.po.
 * Only the server imports catalogues: a page receives its own locale's in the root loader's data,
 * so no page loads another language's messages.
 */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  fr: () => import('../locales/fr.po'),
  ja: () => import('../locales/ja.po'),
};

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).messages;
}
