import type { SupportMessageInput } from '@contracts/support-message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField, fieldErrorId } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import { api } from '~/lib/api-client';
import { type PageFormResult, refusalOf } from '~/lib/page-form';
import { queryKeys } from '~/lib/query-keys';
import { useSchemaForm } from '~/lib/use-schema-form';
import { ContactSuccess } from './contact-success';

/** How long the success card stays before the (cleared) form returns (docs/public-screens.md §9). */
export const SUCCESS_CARD_MS = 5000;
export const SEND_FAILED = 'Failed to send message. Please try again.';

type Field = keyof SupportMessageInput;
export const CONTACT_FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
export type ContactResult = PageFormResult<Field>;
// The API's schema, fetched when the visitor starts on the form: zod stays out of the page.
const loadSchema = () => import('@contracts/support-message').then((m) => m.supportMessageInputSchema);

/**
 * Contact Support: idle → sending → sent (card for 5 s, then a cleared form) or failed (alert, values
 * kept). With the app it is sent through the API; before the app has started, or without scripts,
 * the browser posts it to the support page's action, whose answer is `result`.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const [sent, setSent] = useState(result?.sent === true);
  // The server's refusal shows until the app sends the form itself.
  const [served, setServed] = useState(refusalOf(result));
  const form = useSchemaForm({ fields: CONTACT_FIELDS, loadSchema, initialErrors: served?.errors });
  const { errors } = form;

  const send = useMutation({
    mutationFn: async (values: SupportMessageInput) => {
      const result = await api.post('/api/support-messages', values);
      if (!result.success) throw new Error(result.error);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.supportMessages });
      form.reset();
      setServed(undefined);
      setSent(true);
    },
    onError: () => window.alert(SEND_FAILED),
  });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), SUCCESS_CARD_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  if (sent) return <ContactSuccess />;

  const control = (name: Field) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldErrorId(`contact-${name}`) : undefined,
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
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required error={errors.name}>
          <Input autoComplete="name" {...control('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email}>
          <Input type="email" autoComplete="email" {...control('email')} />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" required error={errors.subject}>
        <Input {...control('subject')} />
      </FormField>
      <FormField id="contact-message" label="Message" required error={errors.message}>
        <Textarea rows={6} {...control('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
