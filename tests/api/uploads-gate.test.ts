import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';
import { MB, PNG, padded } from '../support/media-fixtures';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOADS_IN_FLIGHT: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const BIG = padded(PNG, 1.5 * MB);
const feedback = (attachments: Buffer[] = []) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Combo drops on mobile',
  description: 'The third hit of the chain never lands on my phone.',
  attachments: attachments.map((data, i) => ({
    name: `${i}.png`,
    type: 'image/png',
    size: data.length,
    data: `data:image/png;base64,${data.toString('base64')}`,
  })),
});
const submit = (attachments: Buffer[] = []) =>
  t.request({ method: 'POST', url: '/api/feedback', payload: feedback(attachments) });
function uploadForm(data: Buffer) {
  const boundary = '----bmgate';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const feedbackRows = async () => (await t.db.kysely.selectFrom('feedback').select('id').execute()).length;

/** Waits (bounded) until the gate has `count` slots taken: the server sees a socket's headers a moment later. */
async function slotsInUse(count: number) {
  for (let i = 0; i < 500 && t.app.uploadGate.inUse !== count; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(t.app.uploadGate.inUse).toBe(count);
}

/** A client that sends the headers of a large feedback and a first slice of its body, then stalls. */
function stalledUpload(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${20 * MB}\r\n\r\n{"name":"Ada","attachments":[{"data":"`,
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** Sends only the headers of a 60 MB feedback and resolves with the server's answer. */
function headersOnly(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${60 * MB}\r\n\r\n`,
      );
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n') && received.includes('}')) socket.destroy();
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('Upload slots', () => {
  it('releases the slot after each answer, so uploads one after another all pass', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await submit([BIG])).statusCode).toBe(201);
      // The slot comes back on the response's 'close', a moment after the answer is read.
      await slotsInUse(0);
    }
  });

  describe('while every slot is taken by a stalled upload', () => {
    let stalled: net.Socket;
    beforeAll(async () => {
      stalled = await stalledUpload();
      await slotsInUse(1);
    });

    it('answers a large feedback 503 with Retry-After and the envelope, storing nothing', async () => {
      const before = await feedbackRows();
      const res = await submit([BIG]);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'The server is busy receiving other uploads. Please try again in a few seconds.',
      });
      expect(await feedbackRows()).toBe(before);
    });

    it('answers before reading the body', async () => {
      const answer = await headersOnly();
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer.toLowerCase()).toContain('retry-after: 5');
      expect(answer).toContain('"success":false');
    });

    it('shares the slots with staff uploads, and refuses anonymous callers there by session first', async () => {
      const staff = await t.request({ method: 'POST', url: '/api/uploads', as: 'admin', ...uploadForm(BIG) });
      expect(staff.statusCode).toBe(503);
      expect(staff.json().success).toBe(false);
      const anonymous = await t.request({ method: 'POST', url: '/api/uploads', ...uploadForm(BIG) });
      expect(anonymous.statusCode).toBe(401);
    });

    it('still takes small requests such as feedback without attachments', async () => {
      expect((await submit()).statusCode).toBe(201);
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('gives the slot back when the stalled client disconnects mid-body', async () => {
      stalled.destroy();
      await slotsInUse(0);
      expect((await submit([BIG])).statusCode).toBe(201);
    });
  });
});
