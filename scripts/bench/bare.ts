import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that belong to one connection or one moment, not to the answer itself. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** What the app answers for a path with the given request headers: status, headers and bytes. */
export async function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const recorded: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined || HOP_BY_HOP.has(name)) continue;
            recorded[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          const body = Buffer.concat(chunks);
          recorded['content-length'] = String(body.length);
          resolve({ status: res.statusCode ?? 0, headers: recorded, body });
        });
      })
      .on('error', reject);
  });
}

/**
 * The yardstick: a bare node:http server that sends recorded answers (same headers, same bytes,
 * same encoding) without any work. The app's figure divided by this one is the ratio we track.
 */
export async function startBareServer(answers: Map<string, Recorded>) {
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
