import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { HEADERS_TIMEOUT: '1', REQUEST_TIMEOUT: '5' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Opens a raw connection, sends `text`, then nothing more, and resolves with what the server
 * answered once it closed the connection, or with null if it was still open after `boundMs`.
 */
function sendAndWait(text: string, boundMs: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const bound = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, boundMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(bound);
      resolve(received);
    });
    socket.on('error', (error) => {
      // A reset is one way of closing a connection; anything else is a failure of the test itself.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    socket.write(text);
  });
}

describe('Slow clients', () => {
  it('closes a connection that sends half its headers and then nothing', async () => {
    const answer = await sendAndWait('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 10_000);
    expect(answer, 'the connection was still open after 10 s').not.toBeNull();
    // Node answers 408 before closing when it can; a bare close is fine too.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body never arrives', async () => {
    const answer = await sendAndWait(
      'POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
      15_000,
    );
    expect(answer, 'the connection was still open after 15 s').not.toBeNull();
  });

  it('still answers a client that sends its request at once', async () => {
    const answer = await sendAndWait(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
