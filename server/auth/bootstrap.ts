import type { Config } from '../config';
import type { Db } from '../db/connection';
import { userRepository } from '../data/users';
import { hashPassword } from './passwords';

/** On an empty users table, the first super admin comes from ADMIN_USERNAME / ADMIN_PASSWORD. */
export async function ensureFirstSuperAdmin(db: Db, config: Config): Promise<boolean> {
  const users = userRepository(db.kysely);
  if ((await users.count()) > 0) return false;
  await users.create({
    name: 'Studio Admin',
    username: config.admin.username,
    email: `${config.admin.username}@bloodandmayhem.example`,
    role: 'super_admin',
    passwordHash: await hashPassword(config.admin.password),
    usesDefaultPassword: config.admin.usesDefaults,
  });
  return true;
}
