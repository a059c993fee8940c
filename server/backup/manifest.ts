import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error';
import { isServerMediaKey } from './media-keys';

export const MANIFEST = 'manifest.json';
/** Beside the manifest: HMAC-SHA-256 of its exact bytes under a key from SECRET, in hex. */
export const MANIFEST_SIGNATURE = 'manifest.hmac';
export const SQLITE_FILE = 'database.sqlite';
export const POSTGRES_FILE = 'database.dump';
export const MEDIA_FOLDER = 'media';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

/** What a backup's manifest may hold; the database file is one of the two names a backup writes. */
const manifestSchema = z.object({
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.enum([SQLITE_FILE, POSTGRES_FILE]),
    bytes: count,
    sha256,
    rows: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), count),
  }),
  media: z.object({
    files: count,
    bytes: count,
    entries: z.array(z.object({ key: z.string(), bytes: count, sha256 })),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const UNSIGNED_MANIFEST =
  "The backup's manifest is not signed with this server's SECRET: refusing to restore a backup that may have been altered";

/** A key of its own for manifests, derived from SECRET like the two-factor keys (HKDF-SHA-256). */
function signatureOf(secret: string, manifestBytes: Buffer): Buffer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'backup-manifest', 32));
  return createHmac('sha256', key).update(manifestBytes).digest();
}

/** The manifest's file and its signature's, written by `backup`. */
export async function writeSignedManifest(dir: string, secret: string, manifest: Manifest, mode: number) {
  const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await fsp.writeFile(path.join(dir, MANIFEST), bytes, { mode });
  await fsp.writeFile(path.join(dir, MANIFEST_SIGNATURE), `${signatureOf(secret, bytes).toString('hex')}\n`, {
    mode,
  });
}

async function signatureHolds(dir: string, secret: string, bytes: Buffer): Promise<boolean> {
  const text = await fsp.readFile(path.join(dir, MANIFEST_SIGNATURE), 'utf8').catch(() => '');
  const given = Buffer.from(text.trim(), 'hex');
  const expected = signatureOf(secret, bytes);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The manifest of the backup in `dir`, once it is shown to be one this server's SECRET signed, of
 * the expected shape, and naming only files the server makes. `trustUnsigned` (`--trust-unsigned`)
 * skips the signature alone, for a backup made before manifests were signed or under another
 * SECRET, when the operator knows where it has been.
 */
export async function readCheckedManifest(
  dir: string,
  secret: string,
  { trustUnsigned = false }: { trustUnsigned?: boolean } = {},
): Promise<Manifest> {
  const bytes = await fsp.readFile(path.join(dir, MANIFEST)).catch(() => {
    throw new BackupError(`${dir} holds no ${MANIFEST}: not a backup`);
  });
  if (!trustUnsigned && !(await signatureHolds(dir, secret, bytes)))
    throw new BackupError(
      `${UNSIGNED_MANIFEST}. A backup made before backups were signed, or under another SECRET, ` +
        'restores with --trust-unsigned once you are sure where it has been.',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`${MANIFEST} is not valid JSON: not a backup`);
  }
  const version = (parsed as { version?: unknown } | null)?.version;
  if (version !== 1) throw new BackupError(`Unknown backup version ${String(version)}`);
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BackupError(
      `${MANIFEST} is not a backup's manifest: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  const manifest = result.data;
  if (manifest.database.file !== (manifest.database.kind === 'sqlite' ? SQLITE_FILE : POSTGRES_FILE))
    throw new BackupError(
      `${MANIFEST} names ${manifest.database.file} for a ${manifest.database.kind} backup`,
    );
  const badKey = manifest.media.entries.find((entry) => !isServerMediaKey(entry.key));
  if (badKey)
    throw new BackupError(
      `${MANIFEST} names the media file ${JSON.stringify(badKey.key)}, which is not a key this server makes ` +
        '(uploads/… or feedback/…, one plain file name): refusing to restore',
    );
  return manifest;
}
