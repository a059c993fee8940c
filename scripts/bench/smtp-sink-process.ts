import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for `npm run bench:mail`, in a process of its own so that its work is not
 * counted against the load generator: it reads each mail, holds its reply for the delay a remote
 * provider's round trip takes, then accepts it. It offers PIPELINING, as providers do. Told its
 * delay and asked its count over IPC.
 */
let delayMs = Number(process.env.SINK_DELAY_MS ?? 0);
let accepted = 0;
const recipients = new Map<string, number>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  maxClients: 1000,
  onData(stream, session, callback) {
    stream.on('end', () => {
      const answer = () => {
        accepted += 1;
        for (const rcpt of session.envelope.rcptTo)
          recipients.set(rcpt.address, (recipients.get(rcpt.address) ?? 0) + 1);
        callback();
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
    stream.resume();
  },
});

type Message = { delayMs?: number; count?: true; duplicates?: true };
process.on('message', (message: Message) => {
  if (message.delayMs !== undefined) delayMs = message.delayMs;
  if (message.count) process.send!({ accepted });
  if (message.duplicates)
    process.send!({
      accepted,
      duplicates: [...recipients.values()].filter((n) => n > 1).length,
      recipients: [...recipients.keys()],
    });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
