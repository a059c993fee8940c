import type { FeedbackInput } from '@contracts/feedback';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NameEmailFields } from '~/components/ui/name-email-fields';
import { Textarea } from '~/components/ui/textarea';
import { type PageFormResult, refusalOf } from '~/lib/page-form';
import { queryKeys } from '~/lib/query-keys';
import { usePageLocale } from '~/lib/use-page-locale';
import { useSchemaForm } from '~/lib/use-schema-form';
import { AttachmentPicker, usePickedFiles } from './attachment-picker';
import { FeedbackThanks } from './feedback-thanks';
import { FeedbackFailure, SUBMIT_FAILED, submitFeedback } from './submit-feedback';

type FormValues = Omit<FeedbackInput, 'attachments'>;
type Field = keyof FormValues;
export const FEEDBACK_FIELDS: readonly Field[] = ['name', 'email', 'subject', 'description'];
export type FeedbackResult = PageFormResult<Field>;
// Attachments are files in component state, read only on submit; the schema checks the text
// fields. It is the API's, fetched when the visitor starts on the form: zod stays out of the page.
// Its messages are worded in the page's language (app/lib/form-messages.ts).
const loadSchema = (i18n: I18n) =>
  Promise.all([import('@contracts/feedback'), import('~/lib/form-messages')]).then(([m, wording]) =>
    wording.speakingPageLanguage(m.feedbackInputSchema.omit({ attachments: true }), i18n),
  );

/**
 * Help us improve: idle → submitting → success (thank-you panel) or error (banner above the form).
 * With the app the files are read in the browser and sent to the API as data URLs; before the app
 * has started, or without scripts, the browser posts the form with its files to the help page's
 * action, whose answer is `result`.
 */
export function FeedbackForm({ result }: { result?: FeedbackResult }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const { localize } = usePageLocale();
  const attachments = usePickedFiles();
  // The server's answer shows until the app sends the form itself or Submit Another is pressed.
  const [served, setServed] = useState(result);
  const refusedBy = refusalOf(served);
  const schema = useCallback(() => loadSchema(i18n), [i18n]);
  const form = useSchemaForm({
    fields: FEEDBACK_FIELDS,
    loadSchema: schema,
    initialErrors: refusedBy?.errors,
  });
  const { errors } = form;

  const submit = useMutation({
    mutationFn: (values: FormValues) =>
      submitFeedback(
        values,
        attachments.files.map((picked) => picked.file),
        i18n,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.feedback });
      form.reset();
      setServed(undefined);
      attachments.clear();
    },
  });

  if (submit.isSuccess || served?.sent)
    return (
      <FeedbackThanks
        onSubmitAnother={() => {
          submit.reset();
          setServed(undefined);
        }}
      />
    );

  const submitting = submit.isPending;
  // Each field: the browser's own `required` (the form works before the app starts), what the
  // page's action was sent, and the schema form's name and change check.
  const input = (name: Field) => ({
    required: true,
    disabled: submitting,
    defaultValue: refusedBy?.values[name],
    ...form.field(name),
  });
  const failure = submit.error;
  // The page's own failures in the page's language; the server's message (or the page's action's) as it came.
  const banner = failure
    ? failure instanceof FeedbackFailure
      ? i18n._(failure.reason)
      : failure.message || i18n._(SUBMIT_FAILED)
    : refusedBy?.error;

  return (
    <form
      {...form.formProps}
      method="post"
      encType="multipart/form-data"
      action={localize('/help#feedback')}
      onSubmit={form.handleSubmit((values) => submit.mutate(values))}
      className="flex flex-col gap-5"
    >
      {banner ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-md border border-blood-600 bg-blood-900/40 px-4 py-3 text-sm text-bone-50"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blood-400" />
          <span>{banner}</span>
        </div>
      ) : null}
      <NameEmailFields idPrefix="feedback" errors={errors} input={input} />
      <FormField id="feedback-subject" label={t`Subject`} required error={errors.subject}>
        {(control) => <Input {...control} placeholder={t`A short summary`} {...input('subject')} />}
      </FormField>
      <FormField id="feedback-description" label={t`Description`} required error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={7}
            placeholder={t`What happened? What did you expect?`}
            {...input('description')}
          />
        )}
      </FormField>
      <AttachmentPicker attachments={attachments} disabled={submitting} />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:self-start">
        {submitting ? <Trans>Submitting...</Trans> : <Trans>Submit Feedback</Trans>}
      </Button>
    </form>
  );
}
