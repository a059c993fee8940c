import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createFileStore } from '../../server/storage/create-storage';
import type { FileStore } from '../../server/storage/storage';
import { type TestS3Server, startS3Server } from '../support/s3-server';

const exec = promisify(execFile);

/** `npm run media:migrate -- --to s3`, run as the operator would, into a bucket started here. */
let s3: TestS3Server;
let mediaDir: string;
let bucket: FileStore;
beforeAll(async () => {
  s3 = await startS3Server();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-migrate-'));
  bucket = createFileStore(loadConfig(s3.env));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const files: Record<string, Buffer> = {
  'uploads/a.png': Buffer.alloc(1500, 1),
  'uploads/b-640w.webp': Buffer.alloc(700, 2),
  'feedback/0f1e2d3c': Buffer.alloc(300, 3),
};

const migrate = (env: Record<string, string> = s3.env) =>
  exec(process.execPath, ['--import', 'tsx', 'scripts/media-migrate.ts', '--to', 's3'], {
    env: { ...process.env, ...env, MEDIA_DIR: mediaDir },
  });

describe('npm run media:migrate -- --to s3', () => {
  it('copies what the bucket lacks, taking up a run cut short', async () => {
    for (const [key, data] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
      fs.writeFileSync(path.join(mediaDir, key), data);
    }
    // An earlier run stopped after one whole file and half of another.
    await bucket.put('uploads/a.png', files['uploads/a.png']!);
    await bucket.put('uploads/b-640w.webp', Buffer.alloc(100));

    const { stdout } = await migrate();
    expect(stdout).toContain('Copied 2 files (1000 bytes); 1 were there already.');
    for (const [key, data] of Object.entries(files))
      expect(await buffer((await bucket.read(key))!)).toEqual(data);
    // The folder is left as it was, for a way back.
    expect(fs.readFileSync(path.join(mediaDir, 'uploads/a.png'))).toEqual(files['uploads/a.png']);
  });

  it('copies nothing the second time', async () => {
    const { stdout } = await migrate();
    expect(stdout).toContain('Copied 0 files (0 bytes); 3 were there already.');
  });

  it('says what is missing without a bucket', async () => {
    const run = migrate({ ...s3.env, S3_BUCKET: '' });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/S3_BUCKET/) });
  });
});
