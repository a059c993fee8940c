// The S3-protocol stand-in in a process of its own (tests/support/s3-server.ts starts it): s3rver
// reads an object's file without handling its disappearance, so an object deleted while it is read
// (a readiness probe's, when an instance is killed mid-probe) throws outside any request. Here that
// is logged and the server goes on, instead of failing whatever test process it ran in. s3rver's
// entry file is the second argument: it lives in the tools package (docs/decisions/0051-tools-package.md).
import { createRequire } from 'node:module';

const [directory, entry] = process.argv.slice(2);
if (!directory || !entry)
  throw new Error('usage: node tests/support/s3rver-process.js DIRECTORY S3RVER_ENTRY');
const S3rver = createRequire(import.meta.url)(entry);

process.on('uncaughtException', (error) => {
  console.error(`s3rver: ${error instanceof Error ? error.message : String(error)}`);
});

const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

// Stops when told to or when the test process that started it goes away.
const stop = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
