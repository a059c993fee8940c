import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../server/storage/s3-storage';
import { resolveTool } from '../../scripts/tools-package';

/** s3rver's own key pair: the SDK's standard chain picks it up from the environment. */
process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points an app at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const S3RVER_PROCESS = fileURLToPath(new URL('./s3rver-process.js', import.meta.url));

/**
 * Starts s3rver in a process of its own (s3rver-process.js says why) and answers its port. s3rver comes
 * from the tools package (docs/decisions/0051-tools-package.md): `npm test` installs it; without it,
 * this throws the install command.
 */
async function runS3rver(directory: string) {
  const s3rver = resolveTool('s3rver');
  const child = spawn(process.execPath, [S3RVER_PROCESS, directory, s3rver], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
  });
  lines.close();
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An S3-protocol server (s3rver, path-style) on a free loopback port, with one empty bucket. */
export async function startS3Server(bucket = 'media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-s3-'));
  const server = await runS3rver(directory);
  const { port } = server;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = s3Client({ bucket, prefix: '', endpoint, region: 'us-east-1', forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'site/',
    },
    async close() {
      if (!fs.existsSync(directory)) return; // closed already
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
