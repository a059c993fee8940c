import type { Preferences } from '@contracts/subscriber';

/** What the preference page's loader read (preferences.server.ts). */
export type PreferencesView =
  | { state: 'refused'; error: string }
  | (Preferences & {
      state: 'shown';
      /** The token of the "Unsubscribe from everything" button, the unsubscribe page's own form. */
      unsubscribeToken: string;
    });

/** What its Save answered: the topics kept, or the refusal and the topics that were ticked. */
export type PreferencesSaved =
  { saved: true; topics: readonly string[] } | { saved: false; error: string; topics: readonly string[] };
