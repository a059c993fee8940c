import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local-storage';

// The contract both drivers keep is tested in tests/api/media-storage.test.ts; this is the disk's own.
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

describe('local media storage', () => {
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
  });

  it('lists nothing for a folder that does not exist yet', async () => {
    const listed = [];
    for await (const file of createLocalStorage(path.join(root, 'missing')).list()) listed.push(file);
    expect(listed).toEqual([]);
  });
});
