import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FeedbackInput } from '../../contracts/feedback';
import { storageWriteError } from '../storage/write-errors';
import { type AttachmentFile, type DecodedAttachment, acceptAttachments } from '../data/feedback-attachments';
import { createDailyByteBudget } from '../data/feedback-daily-budget';
import { type StoredAttachment, feedbackRepository } from '../data/feedback';
import type { FormClient } from './form-answer';

/** The text fields once the contract has checked them. */
export type FeedbackFields = Omit<FeedbackInput, 'attachments'>;

/** Best effort: a file left behind is only wasted space, so a failed removal is logged, not thrown. */
export async function removeFiles(app: FastifyInstance, log: FastifyBaseLogger, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => app.storage.remove(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log.error({ err: result.reason, key: keys[i] }, 'could not remove a file');
  });
}

/**
 * Writes each file within the media quota; if one write fails (quota, full disk, any write error),
 * the ones already written are removed again and the answer is a 507.
 */
async function storeFiles(app: FastifyInstance, log: FastifyBaseLogger, files: DecodedAttachment[]) {
  const stored: StoredAttachment[] = [];
  const quotaBytes = app.config.uploads.mediaQuotaBytes;
  try {
    for (const file of files) {
      // The sniffed type's extension, as the name has: whatever later serves or copies the file
      // (a backup, a bucket's console) takes it for what it is.
      const storageKey = `feedback/${randomUUID()}.${file.ext}`;
      await app.storage.put(storageKey, file.data, { quotaBytes });
      stored.push({ name: file.name, type: file.type, size: file.size, storageKey });
    }
    return stored;
  } catch (error) {
    await removeFiles(
      app,
      log,
      stored.map((s) => s.storageKey),
    );
    throw storageWriteError(error, log);
  }
}

/**
 * Stores one submission: sniffs the files, takes their bytes from the client's daily budget,
 * stores them and creates the rows in one transaction; on any failure the written files and the
 * budget are given back. Refusals are HttpErrors with the visitor's message.
 */
export function feedbackStore(app: FastifyInstance) {
  const feedback = feedbackRepository(app.db);
  const budget = createDailyByteBudget({
    limitBytes: app.config.uploads.dailyBytesPerClient,
    redisUrl: app.config.redisUrl,
    log: app.log,
  });
  app.addHook('onClose', () => budget.close());

  return async (fields: FeedbackFields, inputs: AttachmentFile[], { ip, log = app.log }: FormClient) => {
    const files = await acceptAttachments(inputs);
    // Only valid files reach the budget, and it gets their bytes back unless the feedback is stored.
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    const giveBack = bytes > 0 ? await budget.take(ip, bytes) : async () => {};
    let stored: StoredAttachment[] = [];
    try {
      // Files first, then the rows in one transaction; a failed transaction takes the files back.
      stored = await storeFiles(app, log, files);
      return await feedback.create(fields, stored);
    } catch (error) {
      await removeFiles(
        app,
        log,
        stored.map((s) => s.storageKey),
      );
      await giveBack();
      throw error;
    }
  };
}
