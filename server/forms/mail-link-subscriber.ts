import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../core/errors';
import { consentRepository } from '../data/subscriber-consent';
import { type TokenPurpose, tokenSubscriberId, verifyToken } from '../mail/tokens';
import { INVALID_LINK } from '../../contracts/public-form-messages';

export { INVALID_LINK };

/**
 * The subscriber a mailed link's token names, when its signature holds for that row as it is now;
 * a 400 for the visitor otherwise. Shared by the confirm and unsubscribe forms.
 */
export function mailLinkSubscriber(db: Kysely<Database>, secret: string) {
  const consent = consentRepository(db);
  return async (purpose: TokenPurpose, token: string) => {
    const id = tokenSubscriberId(token);
    const row = id === undefined ? undefined : await consent.findForMail(id);
    const subject = row && { id: row.id, emailKey: row.email_key, tokenVersion: row.token_version };
    if (!row || !subject || !verifyToken(secret, purpose, token, subject)) throw badRequest(INVALID_LINK);
    return row;
  };
}
