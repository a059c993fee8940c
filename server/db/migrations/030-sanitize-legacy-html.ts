import type { Kysely } from 'kysely';
import { resanitizeStoredRichText } from '../../content/stored-rich-text';

/**
 * Migration 021 made plain text rich but left values that already looked like HTML as they were:
 * text stored before the sanitizer existed could hold a script or an event handler. Every rich
 * text now goes through the sanitizer once more; only the values it changes are written
 * (docs/decisions/0044-content-leaving-the-site.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await resanitizeStoredRichText(db);
}

/**
 * Nothing to undo: what the sanitizer took out was never meant to be stored, and the values stay
 * valid rich text for the earlier schema. A down that does nothing still lets the migrator step
 * back past this one (without it the row would stay recorded as run).
 */
export async function down(): Promise<void> {}
