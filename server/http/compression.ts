import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Text only: media are compressed already, and compressing video would break Range requests. */
export const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](json|xml|javascript)(;|$)|^image\/svg\+xml/;

/** Higher levels for bodies the caches send many times (docs/decisions/0010-page-cache.md). */
const QUALITY = { once: { br: 5, gzip: 6 }, each: { br: 3, gzip: 4 } } as const;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/**
 * On the thread pool, in one output chunk: zlib's default 16 KB chunks took a page several trips
 * back to a busy event loop.
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

/** Brotli, else gzip, else none; `q=0` refuses a coding and `*` names the others (RFC 9110 §12.5.3). */
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
 * Every compressible answer says `Vary: Accept-Encoding`, compressed or not, so a shared cache
 * never hands a brotli body to a client that cannot read it.
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

type VaryReply = { getHeader(name: string): unknown; header(name: string, value: string): unknown };

/** Adds a request header to `Vary`, once, whatever it already lists. */
export function appendVary(reply: VaryReply, name: string) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  const listed = current.split(',').map((one) => one.trim().toLowerCase());
  if (listed.includes(name.toLowerCase()) || listed.includes('*')) return;
  reply.header('vary', current ? `${current}, ${name}` : name);
}

function addVary(reply: VaryReply) {
  appendVary(reply, 'Accept-Encoding');
}
