import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text is compressed; media (video, raster images, woff2 fonts) already are, and compressing
 * them again costs CPU for nothing (and would break Range requests on videos).
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](json|xml|javascript)(;|$)|^image\/svg\+xml/;

/**
 * Brotli 5 takes about 1.3 ms for a 90 KB page and is within a few percent of quality 11's size:
 * right for bodies compressed once and sent many times (the caches). A body compressed for one
 * answer uses 3 (about 0.6 ms, 10 % larger): there the CPU matters more than the bytes.
 */
const QUALITY = { once: { br: 5, gzip: 6 }, each: { br: 3, gzip: 4 } } as const;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/**
 * One body in one encoding, on the thread pool so the event loop keeps serving meanwhile. The
 * output chunk is as large as the input: with zlib's default 16 KB, a page took several trips
 * between the pool and a busy event loop, each waiting behind other work.
 */
export function compressBody(
  body: Buffer,
  encoding: Encoding,
  sent: keyof typeof QUALITY = 'each',
): Promise<Buffer> {
  const chunkSize = Math.max(16 * 1024, body.length + 1024);
  const quality = QUALITY[sent];
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality.br }, chunkSize })
    : gzip(body, { level: quality.gzip, chunkSize });
}

/** Both variants of a body, computed once by the caches when they fill an entry. */
export async function compressedVariants(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([compressBody(body, 'br', 'once'), compressBody(body, 'gzip', 'once')]);
  return { br, gzip: gz };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. `q=0` refuses a coding (RFC 9110 §12.5.3); `*` stands for any coding not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  // Browsers send a handful of distinct headers: remember the answer for each.
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = parseAcceptEncoding(header);
  if (negotiated.size >= 64) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

const negotiated = new Map<string, Encoding | undefined>();

function parseAcceptEncoding(header: string): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compression of everything the routes answer (API JSON, pages, text files), brotli first.
 * Responses that already carry Content-Encoding (cache hits, pre-compressed build assets) pass
 * through untouched. Every compressible answer says `Vary: Accept-Encoding`, compressed or not,
 * so a shared cache never hands a brotli body to a client that cannot read it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY.each.br } },
    zlibOptions: { level: QUALITY.each.gzip },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE.test(type)) addVary(reply);
    return payload;
  });
}

function addVary(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}
