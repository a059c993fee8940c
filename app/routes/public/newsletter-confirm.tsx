import { msg } from '@lingui/core/macro';
import { MailLinkAction } from '~/features/newsletter/mail-link-action';
import { mailLinkHeaders, mailLinkMeta } from '~/features/newsletter/mail-link-page';
import { mailLinkAction } from '~/features/newsletter/mail-link.server';
import { TopicChoices } from '~/features/newsletter/topic-choices';
import { topicsChecked } from '~/features/newsletter/topics-checked';
import { i18nOf, siteOf } from '~/components/layout/site-meta';
import type { Route } from './+types/newsletter-confirm';

export const headers: Route.HeadersFunction = mailLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  mailLinkMeta(i18nOf(matches)._(msg`Confirm your subscription`), siteOf(matches), matches);

export async function action({ request, context }: Route.ActionArgs) {
  return mailLinkAction('confirm', request, context);
}

/** The topics beside the button, all ticked until the visitor says otherwise (docs/public-screens.md). */
export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  const ticked = actionData && !actionData.done ? actionData.topics : undefined;
  return (
    <MailLinkAction
      kind="confirm"
      result={actionData}
      fields={<TopicChoices key={ticked?.join()} checked={topicsChecked(ticked)} />}
    />
  );
}
