import { msg } from '@lingui/core/macro';
import { mailLinkHeaders, mailLinkMeta } from '~/features/newsletter/mail-link-page';
import { PreferencesPanel } from '~/features/newsletter/preferences-panel';
import { preferencesAction, preferencesLoader } from '~/features/newsletter/preferences.server';
import { i18nOf, siteOf } from '~/components/layout/site-meta';
import type { Route } from './+types/newsletter-preferences';

export const headers: Route.HeadersFunction = mailLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  mailLinkMeta(i18nOf(matches)._(msg`Newsletter preferences`), siteOf(matches), matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  return preferencesLoader(request, context);
}

/** Save, posted by the browser itself before or without the app (with it: the JSON API). */
export async function action({ request, context }: Route.ActionArgs) {
  return preferencesAction(request, context);
}

export default function NewsletterPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PreferencesPanel view={loaderData} saved={actionData} />;
}
