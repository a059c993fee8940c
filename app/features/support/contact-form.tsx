import type { SupportMessageInput } from '@contracts/support-message';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NameEmailFields } from '~/components/ui/name-email-fields';
import { Textarea } from '~/components/ui/textarea';
import { supportMessageEndpoints } from '@contracts/endpoints/support-messages';
import { callApi } from '~/lib/api-client';
import { type PageFormResult, refusalOf } from '~/lib/page-form';
import { queryKeys } from '~/lib/query-keys';
import { useSchemaForm } from '~/lib/use-schema-form';
import { ContactSuccess } from './contact-success';

/** How long the success card stays before the (cleared) form returns (docs/public-screens.md §9). */
export const SUCCESS_CARD_MS = 5000;
/** The alert when sending fails, rendered with `i18n._`. */
export const SEND_FAILED = msg`Failed to send message. Please try again.`;

type Field = keyof SupportMessageInput;
export const CONTACT_FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
export type ContactResult = PageFormResult<Field>;
// The API's schema, fetched when the visitor starts on the form: zod stays out of the page.
// Its messages are worded in the page's language (app/lib/form-messages.ts).
const loadSchema = (i18n: I18n) =>
  Promise.all([import('@contracts/support-message'), import('~/lib/form-messages')]).then(([m, wording]) =>
    wording.speakingPageLanguage(m.supportMessageInputSchema, i18n),
  );

/**
 * Contact Support: idle → sending → sent (card for 5 s, then a cleared form) or failed (alert, values
 * kept). With the app it is sent through the API; before the app has started, or without scripts,
 * the browser posts it to the support page's action, whose answer is `result`.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const { pathname, search } = useLocation();
  const [sent, setSent] = useState(result?.sent === true);
  // The server's refusal shows until the app sends the form itself.
  const [served, setServed] = useState(refusalOf(result));
  const schema = useCallback(() => loadSchema(i18n), [i18n]);
  const form = useSchemaForm({ fields: CONTACT_FIELDS, loadSchema: schema, initialErrors: served?.errors });
  const { errors } = form;

  const send = useMutation({
    mutationFn: async (values: SupportMessageInput) => {
      const result = await callApi(supportMessageEndpoints.send, { body: values });
      if (!result.success) throw new Error(result.error);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.supportMessages });
      form.reset();
      setServed(undefined);
      setSent(true);
    },
    onError: () => window.alert(i18n._(SEND_FAILED)),
  });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), SUCCESS_CARD_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  if (sent) return <ContactSuccess />;

  // Each field: the browser's own `required` (the form works before the app starts), what the
  // page's action was sent, and the schema form's name and change check.
  const input = (name: Field) => ({
    required: true,
    defaultValue: served?.values[name],
    ...form.field(name),
  });

  return (
    <form
      {...form.formProps}
      method="post"
      // The page's own address (its FAQ filter kept), back at the form once answered.
      action={`${pathname}${search}#contact-heading`}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="flex flex-col gap-5"
    >
      {served?.error ? (
        <p role="alert" className="text-sm text-blood-400">
          {served.error}
        </p>
      ) : null}
      <NameEmailFields idPrefix="contact" errors={errors} input={input} />
      <FormField id="contact-subject" label={t`Subject`} required error={errors.subject}>
        {(control) => <Input {...control} {...input('subject')} />}
      </FormField>
      <FormField id="contact-message" label={t`Message`} required error={errors.message}>
        {(control) => <Textarea {...control} rows={6} {...input('message')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
        <Send aria-hidden="true" />
        {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
      </Button>
    </form>
  );
}
