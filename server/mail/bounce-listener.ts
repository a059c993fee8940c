import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { BounceService } from './bounces';
import { readDeliveryReport } from './delivery-reports';
import { readVerpAddress } from './verp';

/** A report is a few KB with the returned headers; a whole returned post is cut off by the MTA. */
export const MAX_REPORT_BYTES = 256 * 1024;
/** A report names one mail; a message to more of our addresses is no report. */
const MAX_RECIPIENTS = 5;

const refusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

export interface BounceListenerOptions {
  host: string;
  port: number;
  bounceAddress: string;
  secret: string;
  bounces: BounceService;
  log: FastifyBaseLogger;
}

/**
 * The SMTP server the bounce address's mail exchanger hands reports to: it takes mail only for
 * VERP addresses whose signature is right, reads each as a delivery or feedback report and records
 * it against the mail the address names (docs/decisions/0058-bounces-and-complaints.md). A report
 * it cannot record for now (the database is down) is refused with a 451, so the sender retries.
 */
export async function startBounceListener(options: BounceListenerOptions) {
  const { bounceAddress, secret, bounces, log } = options;
  const server = new SMTPServer({
    name: bounceAddress.split('@')[1],
    banner: 'bounce reports only',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_REPORT_BYTES,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS)
        return callback(refusal(452, 'Too many recipients'));
      if (readVerpAddress(bounceAddress, secret, address.address) === undefined)
        return callback(refusal(550, 'No such recipient here'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(refusal(552, 'A report is at most 256 KB'));
        const mailIds = session.envelope.rcptTo.map((rcpt) =>
          readVerpAddress(bounceAddress, secret, rcpt.address)!,
        );
        readDeliveryReport(Buffer.concat(chunks))
          .then(async (report) => {
            if (!report) return log.info({ mailIds }, 'a message at the bounce address was no report');
            for (const mailId of mailIds)
              await bounces.reportMail(mailId, report.kind, report.reason, 'delivery report');
          })
          .then(() => callback())
          .catch((err: unknown) => {
            log.warn({ err }, 'could not record a delivery report');
            callback(refusal(451, 'Try again later'));
          });
      });
    },
  });
  server.on('error', (err) => log.warn({ err }, 'bounce listener error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: () => (server.server.address() as AddressInfo | null)?.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BounceListener = Awaited<ReturnType<typeof startBounceListener>>;
