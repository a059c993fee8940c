import type { TranslationFields } from '../translation';
import type { About, AboutInput, aboutSchema } from '../about';
import type { InLocale } from './content-endpoints';
import { endpoint } from './endpoint';

export const aboutEndpoints = {
  read: endpoint<{ response: typeof aboutSchema }>()('GET', '/api/about'),
  save: endpoint<{ body: AboutInput; response: typeof aboutSchema }>()('PUT', '/api/about'),
  /** The page in one locale, with its translation status (docs/decisions/0054). */
  readIn: endpoint<{ response: InLocale<About>; query: { locale: string } }>()('GET', '/api/about'),
  translate: endpoint<{ body: TranslationFields; response: InLocale<About> }>()(
    'PUT',
    '/api/about/translations/:locale',
  ),
};
