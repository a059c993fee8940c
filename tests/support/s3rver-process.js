// The S3-protocol stand-in in a process of its own (tests/support/s3-server.ts starts it): s3rver
// reads an object's file without handling its disappearance, so an object deleted while it is read
// (a readiness probe's, when an instance is killed mid-probe) throws outside any request. Here that
// is logged and the server goes on, instead of failing whatever test process it ran in.
import S3rver from 's3rver';

const directory = process.argv[2];
if (!directory) throw new Error('usage: node tests/support/s3rver-process.js DIRECTORY');

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
