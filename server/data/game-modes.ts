import type { Kysely, Selectable } from 'kysely';
import type { GameMode } from '../../contracts/game-mode';
import { fromFlag, toFlag } from '../db/connection';
import type { Database, GameModesTable } from '../db/schema';
import { sortedContentRepository } from './sorted-content';

type Platform = GameModesTable['platform'];

type GameModeValues = {
  name: string;
  subtitle: string;
  description: string;
  platform: Platform;
  status: GameModesTable['status'];
  featured: boolean;
  imageUrl: string | null;
  videoUrl: string | null;
  linkUrl: string | null;
  order?: number;
  isActive: boolean;
};

export type GameModeFilter = { active?: boolean; featured?: boolean; platform?: Platform };

function toGameMode(row: Selectable<GameModesTable>): GameMode {
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    platform: row.platform,
    status: row.status,
    featured: fromFlag(row.featured),
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    linkUrl: row.link_url,
    order: row.sort_order,
    isActive: fromFlag(row.is_active),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columns(values: GameModeValues) {
  return {
    name: values.name,
    subtitle: values.subtitle,
    description: values.description,
    platform: values.platform,
    status: values.status,
    featured: toFlag(values.featured),
    image_url: values.imageUrl,
    video_url: values.videoUrl,
    link_url: values.linkUrl,
    is_active: toFlag(values.isActive),
  };
}

export function gameModeRepository(db: Kysely<Database>) {
  return {
    ...sortedContentRepository(db, { table: 'game_modes', toItem: toGameMode, columns }),

    async list(filter: GameModeFilter) {
      let query = db.selectFrom('game_modes').selectAll();
      if (filter.active !== undefined) query = query.where('is_active', '=', toFlag(filter.active));
      if (filter.featured !== undefined) query = query.where('featured', '=', toFlag(filter.featured));
      if (filter.platform) query = query.where('platform', '=', filter.platform);
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(toGameMode);
    },
  };
}
