import type { Locale } from '../../contracts/locales';
import { DEFAULT_SITE_SETTINGS } from '../../contracts/site-settings-defaults';

/**
 * The fixed words of the newsletter's mails in one locale: a subscriber's mails are written in the
 * locale of the page they signed up on (docs/public-screens.md, Languages). The site's name is never
 * translated: `{site}` stands for it in the table (`mailTexts` puts it in). A `Record<Locale, …>` so
 * that a locale added to the product without its mail texts does not compile.
 */
export interface MailTexts {
  /** The site's name (the Site name setting): the mails' header, and in their subject and footer. */
  site: string;
  /**
   * The HTML part's `lang`, which tells a mail client the language to read aloud and, for Japanese,
   * which fonts to pick. None in English, whose mails keep the markup they have always had.
   */
  htmlLang: string | null;
  footer: {
    /** Why the mail came: the newsletter's consent, in every mail it sends. */
    why: string;
    /** The footer link's label in the HTML part. */
    unsubscribe: string;
    /** The footer's unsubscribe line in the text part. */
    unsubscribeLine: (url: string) => string;
    /** The link to the preference page (topics), beside the unsubscribe in subscribers' mails. */
    preferences: string;
    preferencesLine: (url: string) => string;
  };
  confirmation: { subject: string; intro: string; ask: string; button: string };
  post: {
    /** The button to the post's page in the HTML part. */
    read: string;
    /** The line with the post's address in the text part. */
    readLine: (url: string) => string;
    /** A clip in the post: mail clients play none, so it becomes a link with this label. */
    watchVideo: string;
  };
}

const TABLE: Record<Locale, Omit<MailTexts, 'site'>> = {
  en: {
    htmlLang: null,
    footer: {
      why: 'You receive this because this address signed up for the {site} newsletter.',
      unsubscribe: 'Unsubscribe',
      unsubscribeLine: (url) => `Unsubscribe: ${url}`,
      preferences: 'Choose topics',
      preferencesLine: (url) => `Choose topics: ${url}`,
    },
    confirmation: {
      subject: 'Confirm your {site} newsletter subscription',
      intro: 'Someone, hopefully you, asked to receive the {site} newsletter at this address.',
      ask: 'Open the link below and press Confirm to start receiving it. If it was not you, ignore this mail.',
      button: 'Confirm my subscription',
    },
    post: {
      read: 'Read the post',
      readLine: (url) => `Read the post: ${url}`,
      watchVideo: 'Watch the video',
    },
  },
  // The confirm and unsubscribe pages' own words (app/locales/fr.po): "Confirmer", "Se désabonner".
  fr: {
    htmlLang: 'fr',
    footer: {
      why: 'Vous recevez ce message parce que cette adresse est abonnée à la newsletter de {site}.',
      unsubscribe: 'Se désabonner',
      unsubscribeLine: (url) => `Se désabonner : ${url}`,
      preferences: 'Choisir les sujets',
      preferencesLine: (url) => `Choisir les sujets : ${url}`,
    },
    confirmation: {
      subject: 'Confirmez votre abonnement à la newsletter de {site}',
      intro: 'Quelqu’un, vous sans doute, a demandé à recevoir la newsletter de {site} à cette adresse.',
      ask: 'Ouvrez le lien ci-dessous et cliquez sur Confirmer pour commencer à la recevoir. Si ce n’était pas vous, ignorez ce message.',
      button: 'Confirmer mon abonnement',
    },
    post: {
      read: 'Lire l’article',
      readLine: (url) => `Lire l’article : ${url}`,
      watchVideo: 'Voir la vidéo',
    },
  },
  // The pages' own words (app/locales/ja.po): 「確認」, 「配信停止」.
  ja: {
    htmlLang: 'ja',
    footer: {
      why: 'このアドレスが {site} のニュースレターに登録されているため、このメールをお送りしています。',
      unsubscribe: '配信停止',
      unsubscribeLine: (url) => `配信停止：${url}`,
      preferences: '配信するトピックを選ぶ',
      preferencesLine: (url) => `配信するトピックを選ぶ：${url}`,
    },
    confirmation: {
      subject: '{site} ニュースレター購読の確認',
      intro: 'このアドレスで {site} のニュースレターを受け取るお申し込みがありました。',
      ask: '下のリンクを開いて「確認」を押すと、配信が始まります。お心当たりがない場合は、このメールを破棄してください。',
      button: '購読を確認する',
    },
    post: {
      read: '記事を読む',
      readLine: (url) => `記事を読む：${url}`,
      watchVideo: '動画を見る',
    },
  },
};

/** A locale's mail texts for a site named `site` (as the Site name setting says, escaped where sent as HTML). */
export function mailTexts(locale: Locale, site: string = DEFAULT_SITE_SETTINGS.siteName): MailTexts {
  const texts = TABLE[locale];
  // A function, so that `$&` and the like in a site's name stay as written.
  const named = (text: string) => text.replaceAll('{site}', () => site);
  return {
    ...texts,
    site,
    footer: { ...texts.footer, why: named(texts.footer.why) },
    confirmation: {
      ...texts.confirmation,
      subject: named(texts.confirmation.subject),
      intro: named(texts.confirmation.intro),
    },
  };
}
