import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailContent } from './templates';

export type OutgoingMail = MailContent & {
  to: string;
  /** A `prepared` value is sent as it is: nodemailer would MIME-encode JSON's quotes. */
  headers?: Record<string, string | { prepared: true; value: string }>;
  messageId?: string;
  /** The display name of the From (the site settings' sender name); the address stays MAIL_FROM's. */
  fromName?: string;
  /** The envelope sender (Return-Path) when it is not the From: a subscriber mail's VERP address. */
  envelopeFrom?: string;
};

/** The address of `Name <address>` or of a bare address. */
export const mailAddressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * What the worker does after a failed send: `permanent` gives the mail up; `throttled` (the
 * server asks to slow down) sends it again later without counting the attempt; `unreachable` (no
 * connection) pauses the sending like throttling but counts the attempt.
 */
export type SendFailure = {
  permanent: boolean;
  throttled: boolean;
  unreachable: boolean;
  message: string;
  responseCode?: number;
  /** The command the SMTP server answered (`RCPT TO`, `DATA`…), when it answered. */
  command?: string;
};

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves when the SMTP server greets and accepts the sign-in. */
  verify(): Promise<void>;
  close(): void;
}

/**
 * SMTP from SMTP_URL, a pool of `connections` connections, one per mail in flight. nodemailer
 * pipelines each envelope (RFC 2920) where the server offers PIPELINING.
 */
export function smtpTransport(smtpUrl: string, from: string, connections = 1): MailTransport {
  // nodemailer reads transport options from the URL's query; the operator's own ones win.
  const url = new URL(smtpUrl);
  const defaults = {
    maxConnections: String(connections),
    // A connection is reopened after this many mails (nodemailer's default is 100): fewer handshakes.
    maxMessages: '1000',
    connectionTimeout: '15000',
    greetingTimeout: '15000',
    socketTimeout: '60000',
  };
  for (const [key, value] of Object.entries(defaults))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  // The pool itself, not a Mailer in front of it: sendMail would wrap the finished message in a
  // MIME node of its own and draw it a boundary and a Message-ID, work thrown away for every mail.
  const pool = new SMTPPool(url.toString());
  const fromAddress = mailAddressOf(from);
  return {
    async send(mail) {
      // The message is built in memory and handed over whole: streamed from its MIME tree, it
      // reached the socket a line or two per write, a system call each, a quarter of the CPU a
      // mailing spent.
      const message = await new MailComposer({
        // nodemailer encodes the name itself: no header can be injected through it.
        from: mail.fromName ? { name: mail.fromName, address: fromAddress } : from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
        // Left out, each part of the mail drew its own random boundary, a system call apiece.
        baseBoundary: randomUUID().replaceAll('-', ''),
      })
        .compile()
        .build();
      const envelope = { from: mail.envelopeFrom ?? fromAddress, to: [mail.to] };
      await new Promise<void>((resolve, reject) =>
        pool.send(builtMail(envelope, mail.messageId, message), (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    },
    verify: async () => void (await pool.verify()),
    close: () => pool.close(),
  };
}

/**
 * A built message as a nodemailer transport reads a mail (the contract of its custom transports:
 * `data`, and a `message` with its envelope, Message-ID and a stream of its bytes).
 */
function builtMail(envelope: { from: string; to: string[] }, messageId: string | undefined, bytes: Buffer) {
  const message = {
    getEnvelope: () => envelope,
    messageId: () => messageId ?? '',
    getHeader: (name: string) => (name.toLowerCase() === 'message-id' ? messageId : undefined),
    createReadStream: () => Readable.from([bytes]),
  };
  return { data: {}, message } as unknown as MailMessage<SMTPPool.SentMessageInfo>;
}

/** Connection-level failures: the server is not there, whatever the mail. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED']);

/**
 * A 5xx to the mail itself will not change on retry; anything else may. A refused SMTP sign-in is a
 * settings problem, fixed for every mail at once, so it is retried too. 421 ("closing the
 * channel") and 4.7.x ("rate limited", "too many connections") ask the sender to slow down.
 */
export function classifySendError(error: unknown): SendFailure {
  const { responseCode, code, command, message, response } = (error ?? {}) as {
    responseCode?: number;
    code?: string;
    command?: string;
    message?: string;
    response?: string;
  };
  const text = message ?? String(error);
  const status = typeof responseCode === 'number' ? responseCode : undefined;
  const permanent = status !== undefined && status >= 500 && code !== 'EAUTH';
  const throttled =
    status === 421 ||
    (status !== undefined && status >= 400 && status < 500 && /\b4\.7\.\d+\b/.test(response ?? text));
  const unreachable = status === undefined && code !== undefined && UNREACHABLE.has(code);
  return {
    permanent,
    throttled,
    unreachable,
    message: text,
    ...(status === undefined ? {} : { responseCode: status, command }),
  };
}
