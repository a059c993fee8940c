import type { FeedbackInput } from '@contracts/feedback';
import { feedbackEndpoints } from '@contracts/endpoints/feedback';
import { NETWORK_ERROR, callApi } from '~/lib/api-client';
import { toAttachment } from './attachments';

export const SUBMIT_FAILED = 'Failed to submit feedback. Please try again.';
export const SUBMIT_THREW = 'Failed to submit feedback. Please check your connection and try again.';

/**
 * Reads the files as data URLs and posts the feedback. Resolves on success; otherwise rejects
 * with the text the banner shows: the server's message, the default, or the connection hint when
 * the request never got an answer (or a file could not be read).
 */
export async function submitFeedback(
  values: Omit<FeedbackInput, 'attachments'>,
  files: File[],
): Promise<void> {
  let result;
  try {
    const attachments = await Promise.all(files.map(toAttachment));
    result = await callApi(feedbackEndpoints.submit, { body: { ...values, attachments } });
  } catch {
    throw new Error(SUBMIT_THREW);
  }
  if (result.success) return;
  // The API client turns a thrown fetch into this envelope: it is the spec's "thrown network error".
  if (result.error === NETWORK_ERROR) throw new Error(SUBMIT_THREW);
  throw new Error(result.error || SUBMIT_FAILED);
}
