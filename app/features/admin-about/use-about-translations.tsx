import type { About } from '@contracts/about';
import { useState } from 'react';
import { useServedLocales } from '~/features/admin-shared/translations/served-locales';
import { TranslateDialog } from '~/features/admin-shared/translations/translate-dialog';
import { TranslationControls } from '~/features/admin-shared/translations/translation-controls';
import { aboutTranslationResource, useAboutTranslationStatuses } from './about-translation-api';

/**
 * The About page's translations (docs/back-office-screens.md §2, About Page Management): one
 * button per served locale but the default, saying how far it is, and the dialog it opens. On a
 * site serving one locale, or before anything is written, there is nothing to translate.
 */
export function useAboutTranslations(about: About | null | undefined) {
  const served = useServedLocales();
  const locales = about ? served.all.filter((locale) => locale !== served.default) : [];
  const statuses = useAboutTranslationStatuses(locales);
  const [translating, setTranslating] = useState<string | null>(null);

  const controls =
    about && locales.length ? (
      <TranslationControls
        label={aboutTranslationResource.names.title}
        locales={locales}
        statuses={(locale) => statuses.get(locale)}
        fields={aboutTranslationResource.translatable.length}
        onTranslate={setTranslating}
      />
    ) : null;
  const dialog = (
    <TranslateDialog
      resource={aboutTranslationResource}
      item={about && translating ? about : null}
      locale={translating ?? served.default}
      onClose={() => setTranslating(null)}
    />
  );
  return { controls, dialog };
}
