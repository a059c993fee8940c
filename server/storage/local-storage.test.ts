import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local-storage';
import { StorageFullError } from './storage';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-storage-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

const filesIn = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('local media storage usage', () => {
  it('measures the files already in the folder, nested ones included', async () => {
    fs.mkdirSync(path.join(root, 'uploads'), { recursive: true });
    fs.mkdirSync(path.join(root, 'feedback/deeper'), { recursive: true });
    fs.writeFileSync(path.join(root, 'uploads/a.png'), Buffer.alloc(1000));
    fs.writeFileSync(path.join(root, 'feedback/b'), Buffer.alloc(250));
    fs.writeFileSync(path.join(root, 'feedback/deeper/c'), Buffer.alloc(5));
    expect(await createLocalStorage(root).usedBytes()).toBe(1255);
  });

  it('starts at zero for a folder that does not exist yet', async () => {
    expect(await createLocalStorage(path.join(root, 'missing')).usedBytes()).toBe(0);
  });

  it('keeps the usage current as files are written, replaced and removed', async () => {
    const storage = createLocalStorage(root);
    await storage.put('uploads/one', Buffer.alloc(300));
    await storage.put('uploads/two', Buffer.alloc(200));
    expect(await storage.usedBytes()).toBe(500);
    await storage.put('uploads/one', Buffer.alloc(100));
    expect(await storage.usedBytes()).toBe(300);
    await storage.remove('uploads/two');
    await storage.remove('uploads/never-there');
    expect(await storage.usedBytes()).toBe(100);
  });

  it('refuses a write that would pass the quota and writes nothing', async () => {
    fs.writeFileSync(path.join(root, 'existing'), Buffer.alloc(600));
    const storage = createLocalStorage(root);
    await expect(storage.put('uploads/big', Buffer.alloc(500), { quotaBytes: 1000 })).rejects.toBeInstanceOf(
      StorageFullError,
    );
    expect(filesIn(root)).toEqual(['existing']);
    await storage.put('uploads/fits', Buffer.alloc(400), { quotaBytes: 1000 });
    expect(await storage.usedBytes()).toBe(1000);
  });

  it('lets only as many concurrent writes through as the quota holds', async () => {
    const storage = createLocalStorage(root);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        storage.put(`uploads/${i}`, Buffer.alloc(300), { quotaBytes: 1000 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await storage.usedBytes()).toBe(900);
    expect(filesIn(path.join(root, 'uploads'))).toHaveLength(3);
  });

  it('leaves no partial file when the disk fills up mid-write', async () => {
    const storage = createLocalStorage(root);
    await storage.put('uploads/kept', Buffer.alloc(10));
    const realWrite = fsp.writeFile;
    // The disk takes the first half of the bytes, then runs out of space.
    vi.spyOn(fsp, 'writeFile').mockImplementation(async (file, data) => {
      await realWrite(file, (data as Buffer).subarray(0, (data as Buffer).length / 2));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    await expect(storage.put('uploads/half', Buffer.alloc(1000))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(filesIn(path.join(root, 'uploads'))).toEqual(['kept']);
    expect(await storage.usedBytes()).toBe(10);
  });
});
