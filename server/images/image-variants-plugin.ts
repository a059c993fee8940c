import type { FastifyInstance } from 'fastify';
import { type ImageVariantJobs, createImageVariantJobs } from './variant-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Responsive variants of uploaded images, made after the upload has answered. */
    imageVariants: ImageVariantJobs;
  }
}

/** Starts the variant jobs with the app: what an earlier run left pending is taken up again. */
export function registerImageVariants(app: FastifyInstance) {
  const jobs = createImageVariantJobs({
    db: app.db,
    storage: app.storage,
    log: app.log,
    quotaBytes: app.config.uploads.mediaQuotaBytes,
  });
  app.decorate('imageVariants', jobs);
  app.addHook('onReady', async () => {
    // A database still starting must not keep the site from starting: the next run resumes.
    await jobs
      .resumePending()
      .catch((err: unknown) => app.log.warn({ err }, 'could not resume image variants'));
  });
  app.addHook('onClose', () => jobs.close());
}
