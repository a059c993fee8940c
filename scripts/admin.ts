import { parseArgs } from 'node:util';
import { ROLES, type Role, passwordField, userCreateSchema } from '../contracts/user';
import { twoFactorRepository } from '../server/data/two-factor';
import { userRepository } from '../server/data/users';
import { recordAudit } from '../server/audit/record';
import { passwordProblem } from '../server/auth/password-policy';
import { hashPassword } from '../server/auth/passwords';
import { revokeUserSessions } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { inTransaction } from '../server/db/transaction';

/**
 * The operators' command line, on the database of DATABASE_URL:
 *   npm run admin -- create-user --username ada --email ada@studio.example --name "Ada" --password ... [--role admin]
 *   npm run admin -- reset-password --username ada --password ...
 *   npm run admin -- set-role --username ada --role user|admin|super_admin
 *   npm run admin -- delete-user --username ada
 *   npm run admin -- list-users
 *   npm run admin -- disable-2fa --username ada
 * The last super admin can be neither demoted nor deleted (the users repository refuses).
 */
const USAGE = `Usage:
  npm run admin -- create-user --username NAME --email EMAIL --name "FULL NAME" --password PASSWORD [--role user|admin|super_admin]
  npm run admin -- reset-password --username NAME --password PASSWORD
  npm run admin -- set-role --username NAME --role user|admin|super_admin
  npm run admin -- delete-user --username NAME
  npm run admin -- list-users
  npm run admin -- disable-2fa --username NAME`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
  },
});

/** Who the audit log names for a change made here: no account, the operator's shell. */
const COMMAND_LINE = { id: null, username: 'command line' };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const db = openDatabase(loadConfig().database);
try {
  await migrateToLatest(db);
  const users = userRepository(db.kysely);
  switch (positionals[0]) {
    case 'create-user': {
      const parsed = userCreateSchema.safeParse({ ...values, role: values.role ?? 'admin' });
      if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join('\n'));
      const { password, ...fields } = parsed.data;
      const refused = passwordProblem(password, fields);
      if (refused) fail(refused);
      const user = await users.create({ ...fields, passwordHash: await hashPassword(password) });
      console.log(`Created ${user.role} ${user.username} (id ${user.id}).`);
      break;
    }
    case 'reset-password': {
      if (!values.username) fail('--username is required');
      const password = passwordField.safeParse(values.password);
      if (!password.success) fail(password.error.issues[0]?.message ?? 'Invalid password');
      const row = await users.findByLogin(values.username);
      if (!row) fail(`No user named ${values.username}`);
      const refused = passwordProblem(password.data, row);
      if (refused) fail(refused);
      await users.update(row.id, { passwordHash: await hashPassword(password.data) });
      await revokeUserSessions(db.kysely, row.id);
      console.log(`Password reset for ${row.username}; their sessions were signed out.`);
      break;
    }
    case 'set-role': {
      const role = values.role as Role | undefined;
      if (!values.username) fail('--username is required');
      if (!role || !ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);
      const row = await users.findByLogin(values.username);
      if (!row) fail(`No user named ${values.username}`);
      if (row.role === role) {
        console.log(`${row.username} is already ${role}.`);
        break;
      }
      await users.update(row.id, { role });
      console.log(`${row.username} is now ${role} (was ${row.role}).`);
      break;
    }
    case 'delete-user': {
      if (!values.username) fail('--username is required');
      const row = await users.findByLogin(values.username);
      if (!row) fail(`No user named ${values.username}`);
      await users.remove(row.id);
      console.log(`Deleted ${row.role} ${row.username}; their sessions were signed out.`);
      break;
    }
    case 'disable-2fa': {
      // For a lost phone with no recovery codes left: the account signs in with its password again.
      if (!values.username) fail('--username is required');
      const row = await users.findByLogin(values.username);
      if (!row) fail(`No user named ${values.username}`);
      const removed = await inTransaction(db.kysely, async (trx) => {
        if (!(await twoFactorRepository(trx).remove(row.id))) return false;
        await recordAudit(trx, {
          action: 'two_factor_disable',
          entity: 'user',
          entityId: row.id,
          label: row.username,
          summary: 'from the command line',
          actor: COMMAND_LINE,
          ip: null,
        });
        return true;
      });
      console.log(
        removed
          ? `Two-factor sign-in is off for ${row.username}.`
          : `${row.username} has no two-factor sign-in.`,
      );
      break;
    }
    case 'list-users':
      for (const u of await users.list()) console.log(`${u.id}\t${u.username}\t${u.role}\t${u.email}`);
      break;
    default:
      fail(USAGE);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await db.close();
}
