import { ConfigError, loadConfig } from '../server/config';
import { copyFiles } from '../server/storage/copy-files';
import { createFileStore } from '../server/storage/create-storage';
import { optionValues } from './cli-options';

/**
 * `npm run media:migrate -- --to s3`: copies MEDIA_DIR's files into the bucket the S3_* settings
 * name (`--to local`: back again). Resumable and idempotent; then set MEDIA_STORAGE to the target.
 */
const to = optionValues('to').at(-1);
if (to !== 's3' && to !== 'local') {
  console.error(
    'Usage: npm run media:migrate -- --to s3 (or --to local), with S3_BUCKET and the S3_* settings',
  );
  process.exit(1);
}
let config;
try {
  config = loadConfig({ ...process.env, MEDIA_STORAGE: 's3' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const folder = createFileStore({ ...config, mediaStorage: { kind: 'local' } });
const bucket = createFileStore(config);
const [from, target] = to === 's3' ? [folder, bucket] : [bucket, folder];
const where =
  config.mediaStorage.kind === 's3'
    ? `s3://${config.mediaStorage.s3.bucket}/${config.mediaStorage.s3.prefix}`
    : '';
console.log(
  to === 's3' ? `Copying ${config.mediaDir} to ${where}` : `Copying ${where} to ${config.mediaDir}`,
);
const report = await copyFiles(from, target, (key, copied) => {
  if (copied) console.log(`  ${key}`);
});
console.log(
  `Copied ${report.copied} files (${report.bytes} bytes); ${report.skipped} were there already. ` +
    `Set MEDIA_STORAGE=${to} and restart the site.`,
);
