import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS, envelope, nulMessage } from '../../../contracts/common';
import { uploadResultSchema } from '../../../contracts/system';
import { audited } from '../../audit/audited';
import { ok } from '../../http/envelope';
import { HttpError, badRequest } from '../../core/errors';
import { storageWriteError } from '../../storage/write-errors';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import { checkUpload, measureUpload, uploadKey, uploadName } from './media-check';
import { MAX_INPUT_PIXELS } from '../../images/sharp';
import { hasVariants, parseUploadedImage } from '../../../contracts/image-variants';
import { mediaRepository } from '../../data/media';

const tags = ['Uploads'];
const security = BEARER_SECURITY;

/** Multipart failures are the sender's: too many parts, or a body cut short or malformed. */
function multipartError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return badRequest('Upload one file at a time');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  return badRequest('The upload is incomplete or malformed');
}

/** Reads the one `file` part into memory (at most 50 MB, the multipart limit). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new HttpError(415, 'Unsupported content type: send multipart/form-data with a "file" field');
  let upload: { data: Buffer; truncated: boolean; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      upload = { data, truncated: part.file.truncated, filename: part.filename };
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!upload) throw badRequest('Choose a file to upload in the "file" field');
  // The name is a multipart header the general body check never sees.
  if (upload.filename.includes('\u0000')) throw badRequest(nulMessage('File name'));
  return upload;
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this scope only, so no other route accepts multipart bodies. Sizes past the cap
  // are not thrown by the reader but reported as truncated, so the answer can say which limit.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadVideoBytes, files: 1, fields: 5 },
    throwFileSizeLimit: false,
  });
  const gate = app.uploadGate;

  await registerStaffRoutes(app, (staff) => {
    staff.post(
      '/',
      {
        // After the staff check (the scope's hook runs first), so only staff ever hold an upload slot.
        onRequest: gate.hook,
        schema: {
          tags,
          security,
          summary: 'Upload an image or a video',
          description:
            'multipart/form-data with one `file` field. Checked by content: images up to 5 MB and ' +
            `${MAX_INPUT_PIXELS / 1_000_000} megapixels, videos up to 50 MB.`,
          consumes: ['multipart/form-data'],
          response: { 201: envelope(uploadResultSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const kind = await checkUpload(upload.data, upload.truncated);
        const facts = await measureUpload(kind, upload.data);
        const name = uploadName(upload.filename, kind.ext);
        const key = uploadKey(kind, facts);
        const image = parseUploadedImage(`/media/${key}`);
        const variants = image && hasVariants(image) ? 'pending' : 'none';
        try {
          await app.storage.put(key, upload.data, { quotaBytes: app.config.uploads.mediaQuotaBytes });
        } catch (error) {
          // The driver leaves no partial file behind and no row was written yet.
          throw storageWriteError(error, request.log);
        }
        let id: number;
        try {
          id = await audited(
            request,
            (trx) =>
              mediaRepository(trx).create({
                kind: kind.kind,
                mime: kind.mime,
                size: upload.data.length,
                storageKey: key,
                originalName: name,
                createdBy: request.user?.id ?? null,
                width: facts?.width ?? null,
                height: facts?.height ?? null,
                color: facts?.color ?? null,
                variants,
              }),
            (id) => ({
              action: 'upload',
              entity: 'media',
              entityId: id,
              label: name,
              summary: `${kind.mime}, ${upload.data.length} bytes`,
            }),
          );
        } catch (error) {
          // The row is what makes a file known; without it the file is removed again.
          await app.storage
            .remove(key)
            .catch((err: unknown) => request.log.error({ err, key }, 'could not remove a file'));
          throw error;
        }
        const result = {
          url: app.storage.publicUrl(key),
          kind: kind.kind,
          mime: kind.mime,
          size: upload.data.length,
          name,
          width: facts?.width ?? null,
          height: facts?.height ?? null,
        };
        // After the row is committed: the job reads it, and a failed upload leaves nothing to make.
        if (variants === 'pending') app.imageVariants.enqueue(id);
        return reply.code(201).send(ok(result));
      },
    );
  });
};
