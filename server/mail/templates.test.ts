import { describe, expect, it } from 'vitest';
import { confirmationMail, postMail } from './newsletter-templates';
import { passwordResetMail, securityNoticeMail, twoFactorEnrolmentMail } from './templates';

/** A body with what a mail must rewrite: a site image, a site link and a table. */
const IMAGE_LINK_AND_TABLE =
  '<p><img src="/media/uploads/a.png" alt="Map" /> <a href="/fighters">Roster</a></p>' +
  '<table><tbody><tr><td>a</td></tr></tbody></table>';

/** The mail of `post` as the site at `base` sends it, the post's page at /dev-diary/`slug`. */
const mailFrom = (
  site: { base: string; slug: string; unsubscribePath: string },
  post: { title: string; excerpt: string; content: string },
) =>
  postMail(post, {
    postUrl: `${site.base}/dev-diary/${site.slug}`,
    unsubscribeUrl: `${site.base}${site.unsubscribePath}`,
    base: site.base,
  });

describe('mail templates', () => {
  it('escapes what a post author wrote in the HTML part and keeps it readable in the text part', () => {
    const mail = mailFrom(
      { base: 'https://site.example', slug: 'patch', unsubscribePath: '/u?token=1.a&b' },
      {
        title: 'Patch <b>1.2</b> & "more"',
        excerpt: 'Balance <i>changes</i> first',
        content:
          '<h2>Changes</h2><ul><li><span data-patch="buff">Buff</span> HP</li></ul>' + IMAGE_LINK_AND_TABLE,
      },
    );
    expect(mail.subject).toBe('Patch <b>1.2</b> & "more"');
    expect(mail.html).toContain('Patch &lt;b&gt;1.2&lt;/b&gt; &amp; &quot;more&quot;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Balance &lt;i&gt;changes&lt;/i&gt; first');
    expect(mail.text).toContain('Patch <b>1.2</b> & "more"\n\nBalance <i>changes</i> first\n\nChanges');
    expect(mail.html).toContain('href="https://site.example/u?token=1.a&amp;b"');
    expect(mail.text).toContain('Read the post: https://site.example/dev-diary/patch');
    expect(mail.text).toContain('Changes\n\n- Buff HP\n\nRoster');
    expect(mail.text).toContain('Unsubscribe: https://site.example/u?token=1.a&b');
  });

  it('mails the whole post body, with absolute addresses and inline styles', () => {
    const mail = mailFrom(
      { base: 'https://s.example', slug: 't', unsubscribePath: '/u' },
      {
        title: 'T',
        excerpt: ' ',
        content: IMAGE_LINK_AND_TABLE + '<video src="/media/uploads/v.mp4" controls=""></video>',
      },
    );
    expect(mail.html).toContain(
      '<img src="https://s.example/media/uploads/a.png" alt="Map" style="max-width:100%;height:auto">',
    );
    expect(mail.html).toContain('<a href="https://s.example/fighters" style="color:#e04a4a">Roster</a>');
    expect(mail.html).toMatch(/<td style="border:1px solid[^"]*">a<\/td>/);
    expect(mail.html).toContain(
      '<a href="https://s.example/media/uploads/v.mp4" style="color:#e04a4a">Watch the video</a>',
    );
    expect(mail.html).toContain('Read the post');
    expect(mail.text).toMatch(/^T\n\nRoster/);
  });

  it('puts the confirm link in both parts', () => {
    const mail = confirmationMail({
      confirmUrl: 'https://s.example/c?token=x',
      unsubscribeUrl: 'https://s.example/u',
    });
    expect(mail.text).toContain('https://s.example/c?token=x');
    expect(mail.html).toContain('href="https://s.example/c?token=x"');
  });

  it("names the site as the Site name setting says in the staff accounts' mails, escaped in HTML", () => {
    const site = 'Gore & <Co>';
    const mails = [
      passwordResetMail({ resetUrl: 'https://s.example/r', minutes: 30, username: 'ada', site }),
      twoFactorEnrolmentMail({ enrolUrl: 'https://s.example/e', hours: 48, username: 'ada', site }),
      securityNoticeMail({
        kind: 'password_changed',
        username: 'ada',
        at: '2026-11-29T14:05:09.123Z',
        ip: null,
        device: null,
        detail: null,
        resetUrl: 'https://s.example/f',
        site,
      }),
    ];
    for (const mail of mails) {
      expect(mail.subject).toContain(site);
      expect(mail.text).toContain(`the ${site} account "ada"`);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/blood/i);
      expect(mail.html).toContain('>GORE &amp; &lt;CO&gt;</p>');
      expect(mail.html).toContain('the Gore &amp; &lt;Co&gt; account &quot;ada&quot;');
      expect(mail.html).not.toContain('<Co>');
    }
  });
});
