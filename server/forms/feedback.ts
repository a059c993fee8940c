import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../contracts/common';
import { feedbackInputSchema } from '../../contracts/feedback';
import { checkAttachmentLimits, checkAttachmentSizes, decodeDataUrls } from '../data/feedback-attachments';
import { type FormAnswer, type FormClient, answerOf, parseWith, refusalOf } from './form-answer';
import { feedbackStore } from './feedback-files';
import { publicForm } from './public-form';
import type { WritePolicy } from './write-policy';

/** 50 MB of files arrive base-64 encoded (4/3 larger) inside JSON, plus the text fields. */
export const FEEDBACK_JSON_MAX_BYTES = 70 * 1024 * 1024;
/**
 * The help page's form sends its files as they are (multipart), so its body is the files' limit
 * plus room for the text fields (at most about 5.5 KB) and each part's headers.
 */
export const FEEDBACK_FORM_MAX_BYTES = LIMITS.attachmentTotalBytes + 1024 * 1024;

/**
 * Up to 70 MB read whole into memory: the body waits for an upload slot, and the rate limit counts
 * it before it is read, so a flood of large bodies is turned away unread.
 */
export const feedbackPolicy: WritePolicy = {
  page: '/help',
  pageMaxBytes: FEEDBACK_FORM_MAX_BYTES,
  apiMaxBytes: FEEDBACK_JSON_MAX_BYTES,
  uploads: true,
};

const fieldsSchema = feedbackInputSchema.omit({ attachments: true });

/** A file as the page's multipart form delivers it, read only once the cheap checks have passed. */
export type FormFile = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };

/**
 * The help page's feedback, with attachments. Both doors check in the same order: how many files
 * and how large before a byte is read, then the text fields, then the files by content, the daily
 * budget and the store.
 */
export function feedbackForm(app: FastifyInstance) {
  const store = feedbackStore(app);
  const form = publicForm({
    policy: feedbackPolicy,
    schema: feedbackInputSchema,
    // The API's files are base-64 data URLs, whose sizes `checkBody` measured before decoding.
    work: ({ attachments, ...fields }, client) => store(fields, decodeDataUrls(attachments), client),
  });
  return {
    ...form,
    /**
     * The API's sizes, before the contract: the schema caps a data URL's length too, but that
     * would answer 400, and a file that is too large is a 413 with the message the form shows.
     */
    checkBody: (body: unknown) => refusalOf(() => checkAttachmentLimits(body)),

    /** The page's form: its text fields and its files as multipart parts. */
    async submitWithFiles(
      values: unknown,
      files: FormFile[],
      client: FormClient,
    ): Promise<FormAnswer<{ id: number; createdAt: string }>> {
      const tooMany = refusalOf(() => checkAttachmentSizes(files.map((file) => file.size)));
      if (tooMany) return tooMany;
      const parsed = parseWith(fieldsSchema, values);
      if (!parsed.ok) return parsed;
      return answerOf(async () => {
        const read = await Promise.all(
          files.map(async (file) => ({ name: file.name, data: Buffer.from(await file.arrayBuffer()) })),
        );
        return store(parsed.data, read, client);
      });
    },
  };
}

export type FeedbackForm = ReturnType<typeof feedbackForm>;
