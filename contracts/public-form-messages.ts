/**
 * Refusals of the public forms that the server words and the pages show (the mail links' pages,
 * a form the server could not read, the feedback's attachments): shared, and free of zod, so the
 * pages can say them in their own language without loading the schemas (app/lib/form-messages.ts).
 */
export const ATTACHMENT_TOO_LARGE = 'Some files are too large. Maximum file size is 10MB.';
export const ATTACHMENTS_TOTAL_TOO_LARGE = 'Attachments may total at most 50MB';
export const ATTACHMENT_NOT_MEDIA = 'Only image and video files can be attached';
export const INVALID_LINK = 'This link is not valid. Copy the whole link from the mail, or sign up again.';
export const USED_LINK = 'This link has already been used or has expired.';
export const UNREADABLE_FORM = 'The form could not be read. Please send it again.';
/** A mailed link opened without its token. */
export const MISSING_TOKEN = 'This link is incomplete. Open the whole link from the mail.';
/** A mailed link's page posted without its form (one-click unsubscribe aside). */
export const UNREADABLE_BUTTON_FORM = 'The form could not be read. Please press the button again.';
/** The preference page of an address that is not (or no longer) subscribed: only signing up again resubscribes. */
export const NOT_SUBSCRIBED =
  'This address is not subscribed. To receive the newsletter again, sign up on the newsletter page.';
