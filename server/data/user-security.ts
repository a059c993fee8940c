import type { Kysely } from 'kysely';
import type { User, UserListItem } from '../../contracts/user';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { twoFactorRequiredFor } from '../two-factor/second-factor';

/**
 * How each account of a users page signs in: two-factor on or off, whether REQUIRE_2FA asks it of the
 * role, whether it must enrol through a mailed link, and its passkeys. One query for the whole page
 * (a join and a counting subquery), whatever its length.
 */
export async function withSignInSecurity(
  db: Kysely<Database>,
  policy: Config['requireTwoFactor'],
  users: User[],
): Promise<UserListItem[]> {
  if (users.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.two_factor_link_required',
      'two_factor.enabled_at',
      eb
        .selectFrom('passkeys')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('passkeys.user_id', '=', 'users.id')
        .as('passkeys'),
    ])
    .where(
      'users.id',
      'in',
      users.map((user) => user.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return users.map((user) => {
    const row = byId.get(user.id);
    const on = Boolean(row?.enabled_at);
    return {
      ...user,
      twoFactor: on ? 'on' : 'off',
      twoFactorRequired: !on && twoFactorRequiredFor(policy, user.role),
      twoFactorLinkRequired: !on && Boolean(row?.two_factor_link_required),
      // PostgreSQL answers a count as text.
      passkeys: Number(row?.passkeys ?? 0),
    };
  });
}
