import { simpleParser } from 'mailparser';
import type { BounceKind } from './bounces';

/** What a report at the bounce address says of the mail it came back for. */
export type DeliveryReport = { kind: BounceKind; reason: string };

/** `Name: value` fields of one block, names lower-cased, folded lines joined. */
function fields(block: string) {
  const found = new Map<string, string>();
  let last: string | undefined;
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) found.set(last, `${found.get(last)} ${line.trim()}`);
    else {
      const match = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
      if (!match) continue;
      last = match[1]!.toLowerCase();
      found.set(last, match[2]!.trim());
    }
  }
  return found;
}

/** The parts of a multipart body: each part's content type and decoded text. */
function parts(raw: string, boundary: string) {
  const pieces = raw.split(`--${boundary}`).slice(1);
  return pieces
    .filter((piece) => !piece.startsWith('--'))
    .map((piece) => {
      const body = piece.replace(/^\r?\n/, '');
      const split = /\r?\n\r?\n/.exec(body);
      const head = split ? body.slice(0, split.index) : body;
      const content = split ? body.slice(split.index + split[0].length) : '';
      const headers = fields(head);
      const type = (headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
      const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
      const text = encoding === 'base64' ? Buffer.from(content, 'base64').toString('utf8') : content;
      return { type, text };
    });
}

/**
 * Reads a delivery status notification (RFC 3464) or an abuse feedback report (ARF, RFC 5965):
 * `Action: failed` with a 5.x.x status is a hard bounce, `delayed` or a 4.x.x status a soft one,
 * `Feedback-Type: abuse` a complaint. Anything else (a delivered notice, an autoreply) is no report.
 */
export async function readDeliveryReport(raw: Buffer): Promise<DeliveryReport | undefined> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const contentType = parsed.headers.get('content-type') as
    { value: string; params: Record<string, string> } | undefined;
  const boundary = contentType?.params.boundary;
  if (contentType?.value.toLowerCase() !== 'multipart/report' || !boundary) return undefined;
  for (const part of parts(raw.toString('utf8'), boundary)) {
    if (part.type === 'message/feedback-report') {
      const report = fields(part.text);
      if (report.get('feedback-type')?.toLowerCase() === 'abuse')
        return {
          kind: 'complaint',
          reason: `reported as spam (${report.get('user-agent') ?? 'feedback report'})`,
        };
    }
    if (part.type !== 'message/delivery-status' && part.type !== 'message/global-delivery-status') continue;
    // The first block is about the report; each next one about a recipient (ours has one).
    for (const block of part.text.split(/\r?\n\s*\r?\n/).slice(1)) {
      const recipient = fields(block);
      const action = recipient.get('action')?.toLowerCase();
      const status = /\d\.\d{1,3}\.\d{1,3}/.exec(recipient.get('status') ?? '')?.[0];
      const said = recipient.get('diagnostic-code');
      const reason = `${action ?? 'no action'} ${status ?? ''}${said ? ` (${said})` : ''}`.trim();
      if (action === 'failed' && status?.startsWith('5')) return { kind: 'hard', reason };
      if (action === 'delayed' || (action === 'failed' && status?.startsWith('4')))
        return { kind: 'soft', reason };
    }
  }
  return undefined;
}
