import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { oneTimeLinks } from './one-time-links';

/** The mailed reset links. "Use once" is one conditional write: two racing completions cannot both pass. */
export function passwordResetRepository(db: Kysely<Database>) {
  const links = oneTimeLinks(db, 'password_resets');
  return {
    /** A new link for the account; its earlier unused links stop working at once. */
    create: links.create,
    find: links.find,
    /** The link's row while it is unused and unexpired. */
    findLive: (tokenHash: string) => links.findLive(tokenHash),
    use: links.use,
  };
}
