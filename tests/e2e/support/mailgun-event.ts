import { createHmac, randomBytes } from 'node:crypto';

/** The signing key the e2e server is started with (start-server.ts). */
export const E2E_MAILGUN_KEY = 'e2e-mailgun-webhook-signing-key';

/** A Mailgun event webhook body, signed now with the e2e key and a fresh token. */
export function mailgunEvent(eventData: Record<string, unknown>) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = randomBytes(25).toString('hex');
  const signature = createHmac('sha256', E2E_MAILGUN_KEY)
    .update(timestamp + token)
    .digest('hex');
  return { signature: { timestamp, token, signature }, 'event-data': eventData };
}
