import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { createLocalStorage } from '../../server/storage/local-storage';
import { withMediaTally } from '../../server/storage/media-tally';
import { createS3Storage } from '../../server/storage/s3-storage';
import { type FileStore, StorageFullError } from '../../server/storage/storage';
import { startS3Server } from '../support/s3-server';
import { openTestDatabase } from './support/test-app';

/**
 * One contract, both drivers: the local folder and an S3-compatible bucket (s3rver, started here),
 * with the usage and quota kept in the test database (PostgreSQL too when TEST_DATABASE_URL is set).
 */
const drivers: Record<string, () => Promise<{ store: FileStore; close: () => Promise<void> }>> = {
  async local() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-storage-'));
    return { store: createLocalStorage(root), close: async () => fs.rmSync(root, { recursive: true }) };
  },
  async s3() {
    const server = await startS3Server();
    const options = {
      bucket: server.bucket,
      prefix: 'site/',
      endpoint: server.endpoint,
      region: 'us-east-1',
    };
    return { store: createS3Storage({ ...options, forcePathStyle: true }), close: () => server.close() };
  },
};

const keysOf = async (store: FileStore) => {
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.key);
  return keys.sort();
};

describe.each(Object.keys(drivers))('%s media storage', (kind) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await drivers[kind]!());
  });
  afterAll(() => close());

  it('stores a file whole and reads it back, whole or a byte range', async () => {
    const data = Buffer.from('0123456789abcdef');
    await store.put('uploads/a.png', data);
    expect(await buffer((await store.read('uploads/a.png'))!)).toEqual(data);
    expect((await buffer((await store.read('uploads/a.png', { start: 2, end: 5 }))!)).toString()).toBe(
      '2345',
    );
    const stat = await store.stat('uploads/a.png');
    expect(stat).toMatchObject({ size: 16 });
    expect(stat!.etag).toMatch(/^(W\/)?".+"$/);
    expect(stat!.lastModified).toBeInstanceOf(Date);
    expect(await store.exists('uploads/a.png')).toBe(true);
  });

  it('replaces a file under the same key, with a new tag', async () => {
    await store.put('uploads/b.png', Buffer.alloc(10, 1));
    const before = await store.stat('uploads/b.png');
    await store.put('uploads/b.png', Buffer.alloc(20, 2));
    const after = await store.stat('uploads/b.png');
    expect(after!.size).toBe(20);
    expect(after!.etag).not.toBe(before!.etag);
  });

  it('answers a missing key with null and false, and removes one without an error', async () => {
    expect(await store.read('uploads/none.png')).toBeNull();
    expect(await store.stat('uploads/none.png')).toBeNull();
    expect(await store.exists('uploads/none.png')).toBe(false);
    await expect(store.remove('uploads/none.png')).resolves.toBeUndefined();
  });

  it('lists every file with its size, nested ones included, and forgets a removed one', async () => {
    await store.put('feedback/deeper/c', Buffer.alloc(5));
    const listed: Record<string, number> = {};
    for await (const file of store.list()) listed[file.key] = file.size;
    expect(listed).toEqual({ 'uploads/a.png': 16, 'uploads/b.png': 20, 'feedback/deeper/c': 5 });
    await store.remove('feedback/deeper/c');
    expect(await keysOf(store)).toEqual(['uploads/a.png', 'uploads/b.png']);
  });

  it('round-trips a file larger than one multipart part', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024 + 17, 7);
    big.write('the end', big.length - 7);
    await store.put('uploads/big.mp4', big);
    const read = await buffer((await store.read('uploads/big.mp4'))!);
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(read)).toBe(sha(big));
    await store.remove('uploads/big.mp4');
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../escape', '/absolute', 'uploads/../../x', 'back\\slash', ''])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  });

  it('passes its readiness check and leaves no probe behind', async () => {
    await store.check();
    expect(await keysOf(store)).toEqual(['uploads/a.png', 'uploads/b.png']);
  });

  describe('usage and quota, kept in the database', () => {
    let db: Db;
    beforeAll(async () => {
      ({ db } = await openTestDatabase());
      await migrateToLatest(db);
    });
    afterAll(() => db.close());

    it('starts from what is stored, then follows writes, replacements and removals', async () => {
      const storage = withMediaTally(store, db.kysely);
      expect(await storage.usedBytes()).toBe(36);
      await storage.put('uploads/c.png', Buffer.alloc(300));
      await storage.put('uploads/a.png', Buffer.alloc(100));
      expect(await storage.usedBytes()).toBe(420);
      await storage.remove('uploads/c.png');
      await storage.remove('uploads/never-there.png');
      expect(await storage.usedBytes()).toBe(120);
      // Another instance on the same database reads the same figure without walking the files.
      expect(await withMediaTally(store, db.kysely).usedBytes()).toBe(120);
    });

    it('refuses a write that would pass the quota and writes nothing', async () => {
      const storage = withMediaTally(store, db.kysely);
      const put = storage.put('uploads/big.png', Buffer.alloc(900), { quotaBytes: 1000 });
      await expect(put).rejects.toBeInstanceOf(StorageFullError);
      expect(await store.exists('uploads/big.png')).toBe(false);
      await storage.put('uploads/fits.png', Buffer.alloc(880), { quotaBytes: 1000 });
      expect(await storage.usedBytes()).toBe(1000);
      await storage.remove('uploads/fits.png');
    });

    it('lets only as many concurrent writes through, from two instances, as the quota holds', async () => {
      const instances = [withMediaTally(store, db.kysely), withMediaTally(store, db.kysely)];
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          instances[i % 2]!.put(`uploads/many-${i}.png`, Buffer.alloc(300), { quotaBytes: 1000 }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(await instances[0]!.usedBytes()).toBe(720);
      expect((await keysOf(store)).filter((key) => key.includes('many-'))).toHaveLength(2);
    });
  });
});
