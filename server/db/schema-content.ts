import type { Generated } from 'kysely';
import type { FaqCategory } from '../../contracts/faq';
import type { Ability, Dice } from '../../contracts/fighter';
import type { Flag, Timestamp } from './column-types';

/** The public content's tables (shapes as stored): fighters and their history, FAQs, about, game modes, chapters, site settings. */

export interface FightersTable {
  id: Generated<number>;
  name: string;
  role: string;
  bio: string;
  image_url: string | null;
  video_url: string | null;
  attack_dice: Dice;
  defense_dice: Dice;
  base_hp: number;
  base_mobility: number;
  featured: Flag;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AbilitiesTable {
  id: Generated<number>;
  fighter_id: number;
  position: number;
  name: string;
  type: Ability['type'];
  sub_type: Ability['subType'];
  usage: string;
  frequency: string;
  description: string;
  demo_video_url: string | null;
  image_url: string | null;
}

/** One save that changed a fighter's stats or abilities (contracts/fighter-history.ts). */
export interface FighterHistoryTable {
  id: Generated<number>;
  fighter_id: number;
  at: Timestamp;
  /** JSON text: the list of { field, from, to }. */
  changes: string;
  version: string | null;
  post_id: number | null;
  /** JSON text: the stats and abilities before the entry's first save (see recordHistory). */
  baseline: string | null;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  category: FaqCategory;
  sort_order: number;
  published: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One translated field of one content row in one locale (migration 032). */
export interface ContentTranslationsTable {
  id: Generated<number>;
  /** The resource, as the audit log names it: 'faq'. */
  entity: string;
  entity_id: number;
  locale: string;
  field: string;
  value: string;
  /** The digest of the default-locale text it was translated from: a changed source makes it outdated. */
  source_digest: string;
  updated_at: Timestamp;
}

export interface AboutTable {
  id: number;
  title: string;
  description: string;
  mission_statement: string;
  is_active: Flag;
  updated_at: Timestamp;
}

export interface GameModesTable {
  id: Generated<number>;
  name: string;
  subtitle: string;
  description: string;
  platform: 'PC' | 'Mobile' | 'Board Game';
  status: 'Available' | 'Coming Soon' | 'In Development';
  featured: Flag;
  image_url: string | null;
  video_url: string | null;
  link_url: string | null;
  sort_order: number;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChaptersTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  description: string;
  video_src: string;
  sort_order: number;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The one row (id 1) of the site settings; absent until a super admin first saves. */
export interface SiteSettingsTable {
  id: number;
  site_name: string;
  site_description: string;
  social_x: string;
  social_youtube: string;
  social_discord: string;
  social_twitch: string;
  social_instagram: string;
  newsletter_sender_name: string;
  banner_enabled: Flag;
  banner_text: string;
  updated_at: Timestamp;
}
