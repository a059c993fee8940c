import type { CreateTableBuilder, Kysely } from 'kysely';
import { createTableWithId, userForeignKey } from './columns';
import { createIndexes } from './indexes';

/**
 * The whole schema of both specs. Column types are chosen to behave the same on SQLite and
 * PostgreSQL: flags are integers, timestamps ISO text, tags JSON text.
 */
type Builder = CreateTableBuilder<string, string>;

const flag = (b: Builder, name: string, defaultValue: 0 | 1) =>
  b.addColumn(name, 'integer', (c) => c.notNull().defaultTo(defaultValue));
const text = (b: Builder, name: string) => b.addColumn(name, 'text', (c) => c.notNull());
const optionalText = (b: Builder, name: string) => b.addColumn(name, 'text');
const timestamps = (b: Builder) =>
  b.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

export async function up(db: Kysely<unknown>): Promise<void> {
  let users = createTableWithId(db, 'users');
  for (const c of ['username', 'username_key', 'email', 'email_key', 'name', 'role', 'password_hash'])
    users = text(users, c);
  users = optionalText(users, 'avatar');
  users = flag(users, 'uses_default_password', 0);
  users = timestamps(users);
  await optionalText(users, 'last_login')
    .addUniqueConstraint('users_username_key_unique', ['username_key'])
    .addUniqueConstraint('users_email_key_unique', ['email_key'])
    .execute();

  await text(createTableWithId(db, 'sessions'), 'token_hash')
    .$call(userForeignKey)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sessions_token_hash_unique', ['token_hash'])
    .execute();

  let fighters = createTableWithId(db, 'fighters');
  for (const c of ['name', 'role', 'bio', 'attack_dice', 'defense_dice']) fighters = text(fighters, c);
  fighters = optionalText(optionalText(fighters, 'image_url'), 'video_url');
  fighters = fighters
    .addColumn('base_hp', 'integer', (c) => c.notNull())
    .addColumn('base_mobility', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0));
  await timestamps(flag(fighters, 'featured', 0)).execute();

  let abilities = createTableWithId(db, 'abilities')
    .addColumn('fighter_id', 'integer', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull());
  for (const c of ['name', 'type', 'sub_type', 'usage', 'frequency', 'description'])
    abilities = text(abilities, c);
  await optionalText(optionalText(abilities, 'demo_video_url'), 'image_url').execute();
  await createIndexes(db, 'abilities', { abilities_fighter_idx: ['fighter_id', 'position'] });

  let posts = createTableWithId(db, 'dev_diaries');
  for (const c of ['slug', 'title', 'excerpt', 'content', 'author', 'tags', 'date']) posts = text(posts, c);
  posts = posts
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0));
  await timestamps(flag(flag(posts, 'featured', 0), 'published', 0))
    .addUniqueConstraint('dev_diaries_slug_unique', ['slug'])
    .execute();
  await createIndexes(db, 'dev_diaries', { dev_diaries_date_idx: ['published', 'date'] });

  let faqs = createTableWithId(db, 'faqs');
  for (const c of ['question', 'answer', 'category']) faqs = text(faqs, c);
  faqs = faqs.addColumn('sort_order', 'integer', (c) => c.notNull());
  await timestamps(flag(faqs, 'published', 1)).execute();

  let subscribers = createTableWithId(db, 'subscribers');
  for (const c of ['email', 'email_key', 'status', 'source', 'subscribed_at', 'updated_at'])
    subscribers = text(subscribers, c);
  await optionalText(subscribers, 'name')
    .addUniqueConstraint('subscribers_email_key_unique', ['email_key'])
    .execute();

  let messages = createTableWithId(db, 'support_messages');
  for (const c of ['name', 'email', 'subject', 'message', 'status']) messages = text(messages, c);
  await timestamps(messages).execute();

  let feedback = createTableWithId(db, 'feedback');
  for (const c of ['name', 'email', 'subject', 'description', 'status', 'notes'])
    feedback = text(feedback, c);
  await timestamps(feedback).execute();

  let attachments = createTableWithId(db, 'feedback_attachments')
    .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull());
  for (const c of ['name', 'type', 'storage_key']) attachments = text(attachments, c);
  await attachments.execute();

  let about = db.schema.createTable('about').addColumn('id', 'integer', (c) => c.primaryKey()) as Builder;
  for (const c of ['title', 'description', 'mission_statement', 'updated_at']) about = text(about, c);
  await flag(about, 'is_active', 1).execute();

  let modes = createTableWithId(db, 'game_modes');
  for (const c of ['name', 'subtitle', 'description', 'platform', 'status']) modes = text(modes, c);
  for (const c of ['image_url', 'video_url', 'link_url']) modes = optionalText(modes, c);
  modes = modes.addColumn('sort_order', 'integer', (c) => c.notNull());
  await timestamps(flag(flag(modes, 'featured', 0), 'is_active', 1)).execute();

  let chapters = createTableWithId(db, 'chapters');
  for (const c of ['title', 'subtitle', 'description', 'video_src']) chapters = text(chapters, c);
  chapters = chapters.addColumn('sort_order', 'integer', (c) => c.notNull());
  await timestamps(flag(chapters, 'is_active', 1)).execute();

  let media = createTableWithId(db, 'media');
  for (const c of ['kind', 'mime', 'storage_key', 'original_name', 'created_at']) media = text(media, c);
  await media
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'media',
    'chapters',
    'game_modes',
    'about',
    'feedback_attachments',
    'feedback',
    'support_messages',
    'subscribers',
    'faqs',
    'dev_diaries',
    'abilities',
    'fighters',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
