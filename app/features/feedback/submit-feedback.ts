import type { FeedbackInput } from '@contracts/feedback';
import { feedbackEndpoints } from '@contracts/endpoints/feedback';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { NETWORK_ERROR, callApi } from '~/lib/api-client';
import { inPageLanguage } from '~/lib/use-schema-form';
import { toAttachment } from './attachments';

export const SUBMIT_FAILED = msg`Failed to submit feedback. Please try again.`;
export const SUBMIT_THREW = msg`Failed to submit feedback. Please check your connection and try again.`;

/** A failure the page words itself, in the page's language (`i18n._(error.reason)`), not the server's. */
export class FeedbackFailure extends Error {
  constructor(readonly reason: MessageDescriptor) {
    super(reason.message ?? reason.id);
  }
}

/**
 * Reads the files as data URLs and posts the feedback. Resolves on success; otherwise rejects
 * with the text the banner shows: the server's message in the page's language, or a FeedbackFailure with the default or
 * the connection hint when the request never got an answer (or a file could not be read).
 */
export async function submitFeedback(
  values: Omit<FeedbackInput, 'attachments'>,
  files: File[],
  i18n: I18n,
): Promise<void> {
  let result;
  try {
    const attachments = await Promise.all(files.map(toAttachment));
    result = await callApi(feedbackEndpoints.submit, { body: { ...values, attachments } });
  } catch {
    throw new FeedbackFailure(SUBMIT_THREW);
  }
  if (result.success) return;
  // The API client turns a thrown fetch into this envelope: it is the spec's "thrown network error".
  if (result.error === NETWORK_ERROR) throw new FeedbackFailure(SUBMIT_THREW);
  throw result.error
    ? new Error(await inPageLanguage(i18n, result.error))
    : new FeedbackFailure(SUBMIT_FAILED);
}
