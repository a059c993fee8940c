import { feedbackInputSchema } from '@contracts/feedback';
import type { AppLoadContext } from 'react-router';
import { pageFormMessages } from '~/lib/form-messages.server';
import { UNREADABLE_FORM, pageAnswer, readPageForm, refused, textFields } from '~/lib/page-form.server';

/** The feedback form's text fields, as the contract names them. */
const FEEDBACK_FIELDS = feedbackInputSchema.omit({ attachments: true }).keyof().options;

/**
 * The feedback form posted by the browser (before the app has started, or without scripts), its
 * files as multipart parts: the same pipeline as POST /api/feedback (server/forms/feedback.ts),
 * checks in the same order, its refusals shown on the page.
 */
export async function sendFeedback(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request);
  const worded = await pageFormMessages(request, context);
  if (!form) return refused(400, {}, { error: worded(UNREADABLE_FORM) });
  const values = textFields(form, FEEDBACK_FIELDS);
  // The file input sends an empty part when no file is chosen.
  const files = form
    .getAll('attachments')
    .filter((part): part is File => typeof part !== 'string' && (part.name !== '' || part.size > 0));
  const answer = await context.forms.feedback.submitWithFiles(values, files, { ip: context.clientIp });
  return pageAnswer(answer, values, FEEDBACK_FIELDS, worded);
}
