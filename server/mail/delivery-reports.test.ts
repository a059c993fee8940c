import { describe, expect, it } from 'vitest';
import { readDeliveryReport } from './delivery-reports';

const report = (type: string, parts: { type: string; body: string }[]) =>
  Buffer.from(
    [
      'From: MAILER-DAEMON@mx.example.net',
      'Subject: report',
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=${type}; boundary="b1"`,
      '',
      ...parts.flatMap((part) => ['--b1', `Content-Type: ${part.type}`, '', part.body]),
      '--b1--',
      '',
    ].join('\r\n'),
  );

const dsn = (recipient: string) =>
  report('delivery-status', [
    { type: 'text/plain', body: 'Could not deliver.' },
    { type: 'message/delivery-status', body: `Reporting-MTA: dns; mx.example.net\r\n\r\n${recipient}\r\n` },
  ]);

describe('delivery reports', () => {
  it('reads a failed action with a 5.x.x status as a hard bounce, with the diagnostic', async () => {
    const parsed = await readDeliveryReport(
      dsn(
        'Final-Recipient: rfc822; a@example.net\r\nAction: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: smtp; 550 5.1.1\r\n  user unknown',
      ),
    );
    expect(parsed).toEqual({ kind: 'hard', reason: 'failed 5.1.1 (smtp; 550 5.1.1 user unknown)' });
  });

  it('reads a delayed action, or a failure with a 4.x.x status, as a soft bounce', async () => {
    expect((await readDeliveryReport(dsn('Action: delayed\r\nStatus: 4.4.7')))?.kind).toBe('soft');
    expect((await readDeliveryReport(dsn('Action: failed\r\nStatus: 4.2.2')))?.kind).toBe('soft');
  });

  it('ignores a delivered notice, a plain message and a non-abuse feedback report', async () => {
    expect(await readDeliveryReport(dsn('Action: delivered\r\nStatus: 2.0.0'))).toBeUndefined();
    expect(
      await readDeliveryReport(Buffer.from('Subject: out of office\r\n\r\nAway until Monday.')),
    ).toBeUndefined();
    const other = report('feedback-report', [
      { type: 'message/feedback-report', body: 'Feedback-Type: not-spam' },
    ]);
    expect(await readDeliveryReport(other)).toBeUndefined();
  });

  it('reads an abuse feedback report (ARF) as a complaint', async () => {
    const arf = report('feedback-report', [
      { type: 'text/plain', body: 'An abuse report.' },
      {
        type: 'message/feedback-report',
        body: 'Feedback-Type: abuse\r\nUser-Agent: SomeFBL/2.0\r\nVersion: 1',
      },
    ]);
    expect(await readDeliveryReport(arf)).toEqual({
      kind: 'complaint',
      reason: 'reported as spam (SomeFBL/2.0)',
    });
  });
});
