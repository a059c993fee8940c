import type { FastifyInstance } from 'fastify';
import { type BuiltInVariants, createBuiltInVariants } from './built-in-variants';
import { type ImageVariantJobs, createImageVariantJobs } from './variant-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Responsive variants of uploaded images, made after the upload has answered. */
    imageVariants: ImageVariantJobs;
    /** Responsive variants of the built-in art, made when first asked for (docs/decisions/0052). */
    builtInVariants: BuiltInVariants;
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
  const builtIn = createBuiltInVariants({ storage: app.storage, jobs, log: app.log });
  app.decorate('builtInVariants', builtIn);
  app.addHook('onReady', async () => {
    // A database still starting must not keep the site from starting: the next run resumes.
    await jobs
      .resumePending()
      .catch((err: unknown) => app.log.warn({ err }, 'could not resume image variants'));
    builtIn.dropStale();
  });
  app.addHook('onClose', () => jobs.close());
}
