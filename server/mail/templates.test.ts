import { describe, expect, it } from 'vitest';
import { confirmationMail, postMail } from './templates';

describe('mail templates', () => {
  it('escapes what a post author wrote in the HTML part and keeps it readable in the text part', () => {
    const mail = postMail(
      {
        title: 'Patch <b>1.2</b> & "more"',
        excerpt: 'Balance <i>changes</i> first',
        content:
          '<h2>Changes</h2><ul><li><span data-patch="buff">Buff</span> HP</li></ul>' +
          '<p><img src="/media/uploads/a.png" alt="Map" /> <a href="/fighters">Roster</a></p>' +
          '<table><tbody><tr><td>a</td></tr></tbody></table>',
      },
      {
        postUrl: 'https://site.example/dev-diary/patch',
        unsubscribeUrl: 'https://site.example/u?token=1.a&b',
        base: 'https://site.example',
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
    const mail = postMail(
      {
        title: 'T',
        excerpt: ' ',
        content:
          '<p><img src="/media/uploads/a.png" alt="Map" /> <a href="/fighters">Roster</a></p>' +
          '<table><tbody><tr><td>a</td></tr></tbody></table><video src="/media/uploads/v.mp4" controls=""></video>',
      },
      {
        postUrl: 'https://s.example/dev-diary/t',
        unsubscribeUrl: 'https://s.example/u',
        base: 'https://s.example',
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
});
