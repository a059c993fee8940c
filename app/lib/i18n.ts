import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@contracts/locales';

/**
 * One Lingui instance per locale, made from the compiled catalogue the root loader sends as JSON
 * text (docs/decisions/0055). An instance only ever holds one locale, so sharing it between the
 * requests of that locale cannot show one visitor another's language, and `meta` functions,
 * which run outside React, reach the same instance as the components.
 */
const instances = new Map<Locale, { catalogue: string; i18n: I18n }>();

export function i18nFor(locale: Locale, catalogue: string): I18n {
  const known = instances.get(locale);
  // A new deployment's catalogue replaces the instance; the same text reuses it.
  if (known?.catalogue === catalogue) return known.i18n;
  const messages = (catalogue ? JSON.parse(catalogue) : {}) as Messages;
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  instances.set(locale, { catalogue, i18n });
  return i18n;
}
