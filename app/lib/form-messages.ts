import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FormSchema } from './form-schema';
import { msg } from '@lingui/core/macro';
import {
  ATTACHMENT_NOT_MEDIA,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENTS_TOTAL_TOO_LARGE,
  INVALID_LINK,
  MISSING_TOKEN,
  UNREADABLE_BUTTON_FORM,
  UNREADABLE_FORM,
  USED_LINK,
} from '@contracts/public-form-messages';

/**
 * What the public forms can be told, worded as the contracts and the server word it in English
 * (the API's answers stay English: other tools read them), in the page's language: each message
 * whole, since "Le nom est obligatoire" and "L'adresse e-mail est obligatoire" do not share a
 * pattern a label could be put into. A message not listed here shows as it came.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'Name is required': msg`Name is required`,
  'Email is required': msg`Email is required`,
  'Email must be a valid email address': msg`Email must be a valid email address`,
  'Subject is required': msg`Subject is required`,
  'Message is required': msg`Message is required`,
  'Description is required': msg`Description is required`,
  [INVALID_LINK]: msg`This link is not valid. Copy the whole link from the mail, or sign up again.`,
  [USED_LINK]: msg`This link has already been used or has expired.`,
  [UNREADABLE_FORM]: msg`The form could not be read. Please send it again.`,
  [UNREADABLE_BUTTON_FORM]: msg`The form could not be read. Please press the button again.`,
  [MISSING_TOKEN]: msg`This link is incomplete. Open the whole link from the mail.`,
  [ATTACHMENT_NOT_MEDIA]: msg`Only image and video files can be attached`,
  [ATTACHMENT_TOO_LARGE]: msg`Some files are too large. Maximum file size is 10MB.`,
  [ATTACHMENTS_TOTAL_TOO_LARGE]: msg`Attachments may total at most 50MB`,
  'Too many requests, please try again later': msg`Too many requests, please try again later`,
};

/** "Name must be at most 100 characters", by field. */
const TOO_LONG: Record<string, MessageDescriptor> = {
  Name: msg({ message: 'Name must be at most {max} characters' }),
  Email: msg({ message: 'Email must be at most {max} characters' }),
  Subject: msg({ message: 'Subject must be at most {max} characters' }),
  Message: msg({ message: 'Message must be at most {max} characters' }),
  Description: msg({ message: 'Description must be at most {max} characters' }),
};

/** A message with its values, in `i18n`'s language. */
const said = (i18n: I18n, message: MessageDescriptor, values: Record<string, unknown>) =>
  i18n._({ ...message, values });

const SECONDS = msg({
  message: 'Too many requests. Please try again in {count, plural, one {# second} other {# seconds}}.',
});
const MINUTES = msg({
  message: 'Too many requests. Please try again in {count, plural, one {# minute} other {# minutes}}.',
});

/** The messages that carry a number or a name, matched as the server words them. */
const PATTERNS: [RegExp, (i18n: I18n, match: RegExpExecArray) => string | undefined][] = [
  [
    /^(\w+) must be at most (\d+) characters$/,
    (i18n, [, field, max]) =>
      TOO_LONG[field!] ? said(i18n, TOO_LONG[field!]!, { max: Number(max) }) : undefined,
  ],
  [
    /^Too many requests\. Please try again in (\d+) (second|minute)s?\.$/,
    (i18n, [, count, unit]) => said(i18n, unit === 'second' ? SECONDS : MINUTES, { count: Number(count) }),
  ],
  [
    /^At most (\d+) attachments per submission$/,
    (i18n, [, count]) =>
      said(i18n, msg({ message: 'At most {count} attachments per submission' }), { count }),
  ],
  [
    /^Daily attachment limit reached: each visitor may attach up to (\d+) MB of files per day\./,
    (i18n, [, mb]) =>
      said(
        i18n,
        msg({
          message:
            'Daily attachment limit reached: each visitor may attach up to {mb} MB of files per day. Please try again tomorrow, or send your feedback with smaller files or none.',
        }),
        { mb },
      ),
  ],
  [
    /^Only image and video files can be attached; "(.*)" is not an image or a video$/s,
    (i18n, [, name]) =>
      said(
        i18n,
        msg({ message: 'Only image and video files can be attached; "{name}" is not an image or a video' }),
        {
          name,
        },
      ),
  ],
];

/** A public form's message in the page's language (`i18n`'s), or as it came when it is not one of the above. */
export function localizeFormMessage(i18n: I18n, message: string): string {
  const known = KNOWN[message];
  if (known) return i18n._(known);
  for (const [pattern, say] of PATTERNS) {
    const match = pattern.exec(message);
    const text = match && say(i18n, match);
    if (text) return text;
  }
  return message;
}

/** A form's schema whose verdicts carry their messages in `i18n`'s language (use-schema-form.ts). */
export function speakingPageLanguage<Out>(schema: FormSchema<Out>, i18n: I18n): FormSchema<Out> {
  return {
    safeParse(values) {
      const result = schema.safeParse(values);
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => ({
        ...issue,
        message: localizeFormMessage(i18n, issue.message),
      }));
      return { success: false, error: { issues } };
    },
  };
}
