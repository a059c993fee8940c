import nodemailer from 'nodemailer';
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

/** What the worker does after a failed send. */
export type SendFailure = {
  permanent: boolean;
  message: string;
  /** The SMTP server's answer, when it gave one, and the command it answered (`RCPT TO`, `DATA`…). */
  responseCode?: number;
  command?: string;
};

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves when the SMTP server greets and accepts the sign-in. */
  verify(): Promise<void>;
  close(): void;
}

/** SMTP from SMTP_URL, one pooled connection: the worker sends one mail at a time. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer reads transport options from the URL's query; the operator's own ones win.
  const url = new URL(smtpUrl);
  const defaults = {
    pool: 'true',
    maxConnections: '1',
    connectionTimeout: '15000',
    greetingTimeout: '15000',
    socketTimeout: '60000',
  };
  for (const [key, value] of Object.entries(defaults))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  const transporter = nodemailer.createTransport(url.toString(), { from });
  return {
    async send(mail) {
      await transporter.sendMail({
        // nodemailer encodes the name itself: no header can be injected through it.
        from: mail.fromName ? { name: mail.fromName, address: mailAddressOf(from) } : from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
        envelope: mail.envelopeFrom ? { from: mail.envelopeFrom, to: mail.to } : undefined,
      });
    },
    verify: async () => void (await transporter.verify()),
    close: () => transporter.close(),
  };
}

/**
 * A 5xx to the mail itself will not change on retry; anything else may. A refused SMTP sign-in is a
 * settings problem, fixed for every mail at once, so it is retried too.
 */
export function classifySendError(error: unknown): SendFailure {
  const { responseCode, code, command, message } = (error ?? {}) as {
    responseCode?: number;
    code?: string;
    command?: string;
    message?: string;
  };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
  return {
    permanent,
    message: message ?? String(error),
    ...(typeof responseCode === 'number' ? { responseCode, command } : {}),
  };
}
