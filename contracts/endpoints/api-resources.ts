import type { aboutEndpoints } from './about';
import type { accountEndpoints } from './account';
import type { authEndpoints } from './auth';
import type { chapterEndpoints } from './chapters';
import type { devDiaryEndpoints } from './dev-diaries';
import type { ResourceOf } from './endpoint';
import type { faqEndpoints } from './faqs';
import type { feedbackEndpoints } from './feedback';
import type { fighterEndpoints } from './fighters';
import type { gameModeEndpoints } from './game-modes';
import type { mediaEndpoints } from './media';
import type { passkeyEndpoints } from './passkeys';
import type { passwordResetEndpoints } from './password-reset';
import type { siteSettingsEndpoints } from './site-settings';
import type { staffOverviewEndpoints } from './staff-overview';
import type { subscriberEndpoints } from './subscribers';
import type { supportMessageEndpoints } from './support-messages';
import type { twoFactorEndpoints } from './two-factor';
import type { userEndpoints } from './users';

type Group =
  | typeof aboutEndpoints
  | typeof accountEndpoints
  | typeof authEndpoints
  | typeof chapterEndpoints
  | typeof devDiaryEndpoints
  | typeof faqEndpoints
  | typeof feedbackEndpoints
  | typeof fighterEndpoints
  | typeof gameModeEndpoints
  | typeof mediaEndpoints
  | typeof passkeyEndpoints
  | typeof passwordResetEndpoints
  | typeof siteSettingsEndpoints
  | typeof staffOverviewEndpoints
  | typeof subscriberEndpoints
  | typeof supportMessageEndpoints
  | typeof twoFactorEndpoints
  | typeof userEndpoints;

/**
 * Every resource name the declared endpoints use (`fighters`, `dev-diaries`, …). Types only: the
 * public query keys are checked against it without loading any declaration.
 */
export type ApiResource = Group extends infer G
  ? G extends unknown
    ? ResourceOf<G[keyof G]>
    : never
  : never;
