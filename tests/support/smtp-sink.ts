import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One mail the sink accepted, parsed. */
export interface ReceivedMail {
  to: string;
  /** The envelope sender (MAIL FROM), where the mail's bounces go. */
  envelopeFrom: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  messageId: string | undefined;
  /** Each header's value as sent (lower-case names): mailparser folds some into parsed objects. */
  rawHeaders: Record<string, string>;
  unsubscribeUrl: string | undefined;
  /** The name the sending client gave in its EHLO (nodemailer's `name` option). */
  client: string;
  /** When the sink accepted it (ms since the epoch). */
  acceptedAt: number;
}

/**
 * What the sink answers to a mail before accepting it: undefined accepts; an error with
 * `responseCode` refuses (4xx temporary, 5xx permanent); a promise holds the answer until it settles.
 */
export type SinkDecision = (mail: {
  to: string;
  count: number;
}) => undefined | Error | Promise<undefined | Error>;

/** A real SMTP server on a free local port, for tests: it keeps every mail it accepted. */
export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Every accepted mail to the address (lower-cased). */
  to(address: string): ReceivedMail[];
  waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  decide: { current: SinkDecision | undefined };
  close(): Promise<void>;
}

export const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const decide: SmtpSink['decide'] = { current: undefined };
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session: SMTPServerSession, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
      simpleParser(stream)
        .then(async (parsed) => {
          count += 1;
          const refusal = await decide.current?.({ to, count });
          if (refusal) return callback(refusal);
          const rawHeaders = Object.fromEntries(
            parsed.headerLines.map((h) => [h.key, h.line.replace(/^[^:]*:\s*/, '')]),
          );
          const list = rawHeaders['list-unsubscribe'];
          const mailFrom = session.envelope.mailFrom;
          mails.push({
            to,
            envelopeFrom: mailFrom ? mailFrom.address.toLowerCase() : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
            messageId: parsed.messageId,
            rawHeaders,
            unsubscribeUrl: list ? /<([^>]+)>/.exec(list)?.[1] : undefined,
            client: session.hostNameAppearsAs,
            acceptedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    decide,
    to: (address) => mails.filter((m) => m.to === address.toLowerCase()),
    async waitFor(predicate, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (!predicate(mails)) {
        if (Date.now() > end)
          throw new Error(`SMTP sink: condition not met within ${timeoutMs} ms (${mails.length} mails)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
