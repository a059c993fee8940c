import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../contracts/locales';
import { loadConfig } from '../config';
import { mailLinks, mailLocale } from './links';
import { type MailTexts, mailTexts } from './mail-texts';
import { confirmationMail, postMail } from './newsletter-templates';

/** The mails' HTML frame, as English mails have always been sent (no `lang`). */
const frame = (body: string, footer: string) =>
  '<!doctype html><html><body style="margin:0;background:#0b0a0a;color:#eee6da;font-family:Arial,sans-serif">\n' +
  '<div style="max-width:560px;margin:0 auto;padding:24px">\n' +
  '<p style="font-size:20px;font-weight:bold;letter-spacing:2px;color:#d7263d">BLOOD &amp; MAYHEM</p>\n' +
  `${body}\n<hr style="border:none;border-top:1px solid #3a3434;margin:32px 0 16px">\n` +
  `<p style="font-size:12px;color:#a39a8f">${footer}</p>\n</div></body></html>`;
const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;background:#b3122b;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold">${label}</a></p>`;
const ENGLISH_FOOTER = (unsubscribeUrl: string) =>
  'You receive this because this address signed up for the Blood &amp; Mayhem newsletter.\n' +
  `<a style="color:#a39a8f" href="${unsubscribeUrl}">Unsubscribe</a>`;

const LINKS = {
  confirmUrl: 'https://s.example/newsletter/confirm?token=1.a',
  unsubscribeUrl: 'https://s.example/newsletter/unsubscribe?token=1.b',
};

/** Every text of a locale's table, by its path, for the checks that go over all of them. */
function textsOf(texts: MailTexts): Map<string, string> {
  const sample = 'https://s.example/x';
  return new Map([
    ['footer.why', texts.footer.why],
    ['footer.unsubscribe', texts.footer.unsubscribe],
    ['footer.unsubscribeLine', texts.footer.unsubscribeLine(sample)],
    ['confirmation.subject', texts.confirmation.subject],
    ['confirmation.intro', texts.confirmation.intro],
    ['confirmation.ask', texts.confirmation.ask],
    ['confirmation.button', texts.confirmation.button],
    ['post.read', texts.post.read],
    ['post.readLine', texts.post.readLine(sample)],
    ['post.watchVideo', texts.post.watchVideo],
  ]);
}

describe('the newsletter mails in English', () => {
  it('send the confirmation word for word as before the mails had locales', () => {
    const mail = confirmationMail(LINKS);
    expect(mail.subject).toBe('Confirm your Blood & Mayhem newsletter subscription');
    expect(mail.text).toBe(
      'Someone, hopefully you, asked to receive the Blood & Mayhem newsletter at this address.\n\n' +
        'Open the link below and press Confirm to start receiving it. If it was not you, ignore this mail.\n\n' +
        'https://s.example/newsletter/confirm?token=1.a\n\n--\n' +
        'You receive this because this address signed up for the Blood & Mayhem newsletter.\n' +
        'Unsubscribe: https://s.example/newsletter/unsubscribe?token=1.b\n',
    );
    expect(mail.html).toBe(
      frame(
        '<p>Someone, hopefully you, asked to receive the Blood &amp; Mayhem newsletter at this address.</p>' +
          '<p>Open the link below and press Confirm to start receiving it. If it was not you, ignore this mail.</p>' +
          button(LINKS.confirmUrl, 'Confirm my subscription'),
        ENGLISH_FOOTER(LINKS.unsubscribeUrl),
      ),
    );
    expect(confirmationMail(LINKS, mailTexts('en'))).toEqual(mail);
  });

  it('send a post word for word as before', () => {
    const mail = postMail(
      { title: 'T', excerpt: ' ', content: '<p>x</p><video src="/media/v.mp4" controls=""></video>' },
      {
        postUrl: 'https://s.example/dev-diary/t',
        unsubscribeUrl: 'https://s.example/u',
        base: 'https://s.example',
      },
    );
    expect(mail.text).toBe(
      'T\n\nx\n\nRead the post: https://s.example/dev-diary/t\n\n--\n' +
        'You receive this because this address signed up for the Blood & Mayhem newsletter.\n' +
        'Unsubscribe: https://s.example/u\n',
    );
    expect(mail.html).toBe(
      frame(
        '<h1 style="font-size:24px;color:#f5efe6">T</h1><p>x</p>' +
          '<p><a href="https://s.example/media/v.mp4" style="color:#e04a4a">Watch the video</a></p>' +
          button('https://s.example/dev-diary/t', 'Read the post'),
        ENGLISH_FOOTER('https://s.example/u'),
      ),
    );
  });
});

describe('the newsletter mails in the other locales', () => {
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    'are all written in %s, with the brand untranslated',
    (locale) => {
      const english = textsOf(mailTexts('en'));
      for (const [path, text] of textsOf(mailTexts(locale))) {
        expect(text.trim(), path).not.toBe('');
        expect(text, path).not.toBe(english.get(path));
      }
      expect(mailTexts(locale).confirmation.subject).toContain('Blood & Mayhem');
      expect(mailTexts(locale).footer.why).toContain('Blood & Mayhem');
      expect(mailTexts(locale).htmlLang).toBe(locale);
    },
  );

  it('confirm in French: French words, the HTML part marked French and escaped, the links as given', () => {
    const mail = confirmationMail(
      {
        confirmUrl: 'https://s.example/fr/newsletter/confirm?token=1.a',
        unsubscribeUrl: 'https://s.example/fr/newsletter/unsubscribe?token=1.b',
      },
      mailTexts('fr'),
    );
    expect(mail.subject).toBe('Confirmez votre abonnement à la newsletter de Blood & Mayhem');
    expect(mail.text).toContain('cliquez sur Confirmer');
    expect(mail.text).toContain('\nhttps://s.example/fr/newsletter/confirm?token=1.a\n');
    expect(mail.text).toContain('Se désabonner : https://s.example/fr/newsletter/unsubscribe?token=1.b');
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr"><body/);
    expect(mail.html).toContain('newsletter de Blood &amp; Mayhem');
    expect(mail.html).toContain('<p>Quelqu’un, vous sans doute');
    expect(mail.html).toContain('>Confirmer mon abonnement</a>');
    expect(mail.html).toContain('>Se désabonner</a>');
  });

  it('mail a post in Japanese with the post page, the video link and the footer in Japanese', () => {
    const mail = postMail(
      { title: '新パッチ', excerpt: '', content: '<video src="/media/v.mp4"></video>' },
      {
        postUrl: 'https://s.example/ja/dev-diary/p',
        unsubscribeUrl: 'https://s.example/ja/newsletter/unsubscribe?token=1',
        base: 'https://s.example',
      },
      mailTexts('ja'),
    );
    expect(mail.subject).toBe('新パッチ');
    expect(mail.text).toContain('記事を読む：https://s.example/ja/dev-diary/p');
    expect(mail.text).toContain('配信停止：https://s.example/ja/newsletter/unsubscribe?token=1');
    expect(mail.html).toMatch(/^<!doctype html><html lang="ja">/);
    expect(mail.html).toContain('>動画を見る</a>');
    expect(mail.html).toContain('>記事を読む</a>');
    expect(mail.html).not.toContain('Read the post');
  });
});

describe('the newsletter mails of a site with another name (the Site name setting)', () => {
  const site = 'Gore & "Sons" <Arena>';

  it.each(SUPPORTED_LOCALES)(
    'name it in %s in the subject, the body, the footer and the header',
    (locale) => {
      const mail = confirmationMail(LINKS, mailTexts(locale, site));
      expect(mail.subject).toContain(site);
      expect(mail.subject).not.toContain('Blood');
      expect(mail.text).not.toContain('Blood');
      expect(mail.text.split(site)).toHaveLength(3);
      expect(mail.html).not.toContain('Blood');
      expect(mail.html).not.toContain('BLOOD');
      expect(mail.html).not.toContain('<Arena>');
      // Escaped: the header, the body's sentence and the footer's.
      expect(mail.html).toContain('>GORE &amp; &quot;SONS&quot; &lt;ARENA&gt;</p>');
      expect(mail.html.split('Gore &amp; &quot;Sons&quot; &lt;Arena&gt;')).toHaveLength(3);
    },
  );

  it("name it in a post's footer and header, and keep a name with $ signs as written", () => {
    const dollars = "Blood $& Money $'";
    const mail = postMail(
      { title: 'T', excerpt: '', content: '<p>x</p>' },
      { postUrl: 'https://s.example/p', unsubscribeUrl: 'https://s.example/u', base: 'https://s.example' },
      mailTexts('en', dollars),
    );
    expect(mail.subject).toBe('T');
    expect(mail.text).toContain(`signed up for the ${dollars} newsletter.`);
    expect(mail.html).toContain('signed up for the Blood $&amp; Money $&#39; newsletter.');
    expect(mail.html).toContain('>BLOOD $&amp; MONEY $&#39;</p>');
  });
});

describe("a subscriber's mail locale and links", () => {
  const config = loadConfig({
    APP_ENV: 'test',
    LOCALES: 'en,fr',
    PUBLIC_URL: 'https://s.example/',
    SECRET: 'unit-test-secret-unit-test-secret-0001',
  });
  const subject = { id: 7, emailKey: 'ada@example.com', tokenVersion: 0 };

  it('is the stored locale while the site serves it, else the default', () => {
    expect(mailLocale('fr', config.locales)).toBe('fr');
    expect(mailLocale(null, config.locales)).toBe('en');
    // Japanese is a product locale this site no longer serves, and "de" none at all.
    expect(mailLocale('ja', config.locales)).toBe('en');
    expect(mailLocale('de', config.locales)).toBe('en');
  });

  it("points to the confirm and unsubscribe pages at the locale's address", () => {
    const french = mailLinks(config, subject, 'fr');
    expect(french.confirmUrl).toMatch(/^https:\/\/s\.example\/fr\/newsletter\/confirm\?token=7\./);
    expect(french.unsubscribeUrl).toMatch(/^https:\/\/s\.example\/fr\/newsletter\/unsubscribe\?token=7\./);
    const english = mailLinks(config, subject, 'en');
    expect(english.confirmUrl).toMatch(/^https:\/\/s\.example\/newsletter\/confirm\?token=7\./);
    // The token does not depend on the page's locale: the same link works at every address.
    expect(new URL(french.confirmUrl).search).toBe(new URL(english.confirmUrl).search);
    expect(mailLinks(config, subject)).toEqual(english);
  });
});
