import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpSink } from '../support/smtp-sink';
import { createMailTestApp, signUp } from './support/mail-app';
import type { TestApp } from './support/test-app';

/** The mails name the site as its Site name setting says, from MAIL_FROM's address. */
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  ({ t, smtp } = await createMailTestApp());
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function confirmationTo(email: string) {
  await signUp(t, email);
  await smtp.waitFor(() => smtp.to(email).length >= 1);
  return smtp.to(email)[0]!;
}

describe('the site name in the mails', () => {
  it('follows the Site name setting once a super admin changes it, and the sender name shows with MAIL_FROM', async () => {
    const before = await confirmationTo('before-rename@example.com');
    expect(before.subject).toBe('Confirm your Blood & Mayhem newsletter subscription');

    const { updatedAt: _updated, ...settings } = (
      await t.request({ method: 'GET', url: '/api/site-settings', as: 'super_admin' })
    ).json().data;
    const saved = await t.request({
      method: 'PUT',
      url: '/api/site-settings',
      as: 'super_admin',
      payload: { ...settings, siteName: 'Gore & <Sons>', newsletterSenderName: 'The Gore Desk' },
    });
    expect(saved.statusCode).toBe(200);

    const after = await confirmationTo('after-rename@example.com');
    expect(after.subject).toBe('Confirm your Gore & <Sons> newsletter subscription');
    expect(after.text).toContain('signed up for the Gore & <Sons> newsletter.');
    expect(after.html).toContain('>GORE &amp; &lt;SONS&gt;</p>');
    expect(after.html).not.toContain('Blood');
    expect(after.rawHeaders.from).toBe('The Gore Desk <news@bloodandmayhem.example>');
  });
});
