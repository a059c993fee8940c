import { feedbackInputSchema } from '@contracts/feedback';
import type { AppLoadContext } from 'react-router';
import { FEEDBACK_FIELDS } from '~/features/feedback/feedback-form';
import {
  UNREADABLE_FORM,
  parseFields,
  readPageForm,
  refusal,
  refused,
  sent,
  textFields,
} from '~/lib/page-form.server';

const fieldsSchema = feedbackInputSchema.omit({ attachments: true });

/**
 * The feedback form posted by the browser (before the app has started, or without scripts), its
 * files as multipart parts. The checks run in the API's order (sizes before anything is read, then
 * the text fields, then the files by content, the daily budget and the store) through the same
 * intake as POST /api/feedback, and its refusals show in the form's banner.
 */
export async function sendFeedback(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request);
  if (!form) return refused(400, {}, { error: UNREADABLE_FORM });
  const values = textFields(form, FEEDBACK_FIELDS);
  // The file input sends an empty part when no file is chosen.
  const files = form
    .getAll('attachments')
    .filter((part): part is File => typeof part !== 'string' && (part.name !== '' || part.size > 0));
  try {
    context.feedbackIntake.checkSizes(files.map((file) => file.size));
    const parsed = parseFields(fieldsSchema, form, FEEDBACK_FIELDS);
    if (parsed.refusal) return parsed.refusal;
    const attachments = await Promise.all(
      files.map(async (file) => ({ name: file.name, data: Buffer.from(await file.arrayBuffer()) })),
    );
    await context.feedbackIntake.submit(parsed.data, attachments, { ip: context.clientIp });
    return sent();
  } catch (error) {
    // The intake's refusals are the visitor's to read, a full storage (507) included.
    const refusedBy = refusal(error, 600);
    if (refusedBy) return refused(refusedBy.status, values, { error: refusedBy.message });
    throw error;
  }
}
