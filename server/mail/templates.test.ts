import { describe, expect, it } from 'vitest';
import { confirmationMail, postMail } from './templates';

describe('mail templates', () => {
  it('escapes what a post author wrote in the HTML part and keeps it readable in the text part', () => {
    const mail = postMail(
      { title: 'Patch <b>1.2</b> & "more"', excerpt: '<script>alert(1)</script>' },
      {
        postUrl: 'https://site.example/dev-diary/patch',
        unsubscribeUrl: 'https://site.example/u?token=1.a&b',
      },
    );
    expect(mail.subject).toBe('Patch <b>1.2</b> & "more"');
    expect(mail.html).toContain('Patch &lt;b&gt;1.2&lt;/b&gt; &amp; &quot;more&quot;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://site.example/u?token=1.a&amp;b"');
    expect(mail.text).toContain('Read the post: https://site.example/dev-diary/patch');
    expect(mail.text).toContain('Unsubscribe: https://site.example/u?token=1.a&b');
  });

  it('puts the confirm link in both parts', () => {
    const mail = confirmationMail({
      confirmUrl: 'https://s.example/c?token=x',
      unsubscribeUrl: 'https://s.example/u',
    });
    expect(mail.text).toContain('https://s.example/c?token=x');
    expect(mail.html).toContain('href="https://s.example/c?token=x"');
  });
});
