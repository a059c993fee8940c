import type { Kysely, Selectable } from 'kysely';
import {
  type SiteSettings,
  type SiteSettingsValues,
  siteSettingsSchema,
} from '../../contracts/site-settings';
import { DEFAULT_SITE_SETTINGS, type PublicSiteSettings } from '../../contracts/site-settings-defaults';
import { nowIso } from '../db/connection';
import type { Database, SiteSettingsTable } from '../db/schema';
import { rowMapping } from '../db/row-mapping';

// A single row; a fixed id lets the upsert target it on both engines.
const SETTINGS_ID = 1;

const settingsRows = rowMapping<Omit<Selectable<SiteSettingsTable>, 'id'>>()(siteSettingsSchema, {
  flags: ['banner_enabled'],
});

/** The stored settings, or the defaults (what the site showed before) while none are stored. */
export function siteSettingsRepository(db: Kysely<Database>) {
  return {
    async find(): Promise<Required<SiteSettings>> {
      const row = await db
        .selectFrom('site_settings')
        .selectAll()
        .where('id', '=', SETTINGS_ID)
        .executeTakeFirst();
      if (!row) return { ...DEFAULT_SITE_SETTINGS, updatedAt: null };
      const { id: _id, ...columns } = row;
      return settingsRows.read(columns) as Required<SiteSettings>;
    },

    async save(values: SiteSettingsValues): Promise<Required<SiteSettings>> {
      const fields = { ...settingsRows.write({ ...values, updatedAt: nowIso() }) } as Omit<
        SiteSettingsTable,
        'id'
      >;
      const { id: _id, ...columns } = await db
        .insertInto('site_settings')
        .values({ id: SETTINGS_ID, ...fields })
        .onConflict((oc) => oc.column('id').doUpdateSet(fields))
        .returningAll()
        .executeTakeFirstOrThrow();
      return settingsRows.read(columns) as Required<SiteSettings>;
    },
  };
}

/**
 * What a visitor sees of the settings, written once (docs/decisions/0046): everything but the
 * sender name. The public pages read it; GET /api/site-settings answers it to anyone not staff,
 * with the `updatedAt` a client compares versions by.
 */
export function siteSettingsForVisitors(settings: SiteSettings): PublicSiteSettings {
  const { newsletterSenderName: _sender, updatedAt: _updated, ...visible } = settings;
  return visible;
}
