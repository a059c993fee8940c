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

/**
 * The catalogue as JSON text, made once per locale and process. As text, the page's data carries
 * one string that React Router's serializer copies as it is, instead of some thousand nested
 * values it would walk and encode on every render; and an `import()` of a module already loaded
 * still asks the module loader (and any loader hook, such as tsx's) to resolve it each time.
 */
const loaded = new Map<Locale, Promise<string>>();

export function loadCatalogue(locale: Locale): Promise<string> {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = catalogues[locale]().then((module) => JSON.stringify(module.messages));
    // A failed import is not kept: the next page tries again.
    catalogue.catch(() => loaded.delete(locale));
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
