import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import type { Db } from './connection';
import * as initial from './migrations/001-initial';
import * as sessionLastUsed from './migrations/002-session-last-used';
import * as subscriberSearch from './migrations/003-subscriber-search';
import * as subscriberCounts from './migrations/004-subscriber-counts';
import * as supportMessageSearch from './migrations/005-support-message-search';
import * as feedbackSearch from './migrations/006-feedback-search';
import * as devDiarySearch from './migrations/007-dev-diary-search';
import * as userSearch from './migrations/008-user-search';
import * as subscriberTallies from './migrations/009-subscriber-tallies';
import * as fighterHistory from './migrations/010-fighter-history';
import * as devDiaryRevisions from './migrations/011-dev-diary-revisions';
import * as auditLog from './migrations/012-audit-log';
import * as newsletterMail from './migrations/013-newsletter-mail';
import * as mailOutboxList from './migrations/014-mail-outbox-list';
import * as mailOutboxRecipient from './migrations/015-mail-outbox-recipient';
import * as postCoverImage from './migrations/016-post-cover-image';
import * as mediaImageFacts from './migrations/017-media-image-facts';
import * as mediaLibrary from './migrations/018-media-library';
import * as subscriberTallyStripes from './migrations/019-subscriber-tally-stripes';
import * as mediaTally from './migrations/020-media-tally';
import * as richTextContent from './migrations/021-rich-text-content';
import * as sessionDevices from './migrations/022-session-devices';
import * as twoFactor from './migrations/023-two-factor';
import * as passwordResets from './migrations/024-password-resets';
import * as passkeys from './migrations/025-passkeys';
import * as siteSettings from './migrations/026-site-settings';
import * as passwordChangeRequired from './migrations/027-password-change-required';
import * as reauthentication from './migrations/028-reauthentication';
import * as knownDevices from './migrations/029-known-devices';
import * as sanitizeLegacyHtml from './migrations/030-sanitize-legacy-html';
import * as twoFactorEnrolmentLinks from './migrations/031-two-factor-enrolment-links';
import * as contentTranslations from './migrations/032-content-translations';
import * as subscriberLocale from './migrations/033-subscriber-locale';
import * as bouncesAndComplaints from './migrations/034-bounces-and-complaints';
import * as mailingReport from './migrations/035-mailing-report';
import * as newsletterTopics from './migrations/036-newsletter-topics';
import * as mailSendBudget from './migrations/037-mail-send-budget';

/** Migrations are listed here, in order, so the bundle needs no file-system scan. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-session-last-used': sessionLastUsed,
  '003-subscriber-search': subscriberSearch,
  '004-subscriber-counts': subscriberCounts,
  '005-support-message-search': supportMessageSearch,
  '006-feedback-search': feedbackSearch,
  '007-dev-diary-search': devDiarySearch,
  '008-user-search': userSearch,
  '009-subscriber-tallies': subscriberTallies,
  '010-fighter-history': fighterHistory,
  '011-dev-diary-revisions': devDiaryRevisions,
  '012-audit-log': auditLog,
  '013-newsletter-mail': newsletterMail,
  '014-mail-outbox-list': mailOutboxList,
  '015-mail-outbox-recipient': mailOutboxRecipient,
  '016-post-cover-image': postCoverImage,
  '017-media-image-facts': mediaImageFacts,
  '018-media-library': mediaLibrary,
  '019-subscriber-tally-stripes': subscriberTallyStripes,
  '020-media-tally': mediaTally,
  '021-rich-text-content': richTextContent,
  '022-session-devices': sessionDevices,
  '023-two-factor': twoFactor,
  '024-password-resets': passwordResets,
  '025-passkeys': passkeys,
  '026-site-settings': siteSettings,
  '027-password-change-required': passwordChangeRequired,
  '028-reauthentication': reauthentication,
  '029-known-devices': knownDevices,
  '030-sanitize-legacy-html': sanitizeLegacyHtml,
  '031-two-factor-enrolment-links': twoFactorEnrolmentLinks,
  '032-content-translations': contentTranslations,
  '033-subscriber-locale': subscriberLocale,
  '034-bounces-and-complaints': bouncesAndComplaints,
  '035-mailing-report': mailingReport,
  '036-newsletter-topics': newsletterTopics,
  '037-mail-send-budget': mailSendBudget,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Name the schema: Kysely's introspection otherwise finds migration tables of other schemas.
const migratorFor = (db: Db) => new Migrator({ db: db.kysely, provider, migrationTableSchema: db.schema });

export async function migrateToLatest(db: Db): Promise<string[]> {
  return outcome(await migratorFor(db).migrateToLatest());
}

/** Applies (or undoes) migrations up to the named one: upgrade tests start from an older schema. */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  return outcome(await migratorFor(db).migrateTo(name));
}

function outcome({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
