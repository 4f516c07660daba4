import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { changeAdminGrant } from '@quran-assistant/api/auth/admin-grants.ts';
import { openDatabase } from '@quran-assistant/api/db/database.ts';
import { migrateToLatest } from '@quran-assistant/api/db/migrate.ts';
import { ConfigError, loadDatabaseConfig, REPO_ROOT, type Env } from '@quran-assistant/api/env.ts';

export const description = 'grant or revoke the admin role of an existing account: admin-role grant|revoke EMAIL';

const USAGE = 'usage: npm run admin:grant -- EMAIL   |   npm run admin:revoke -- EMAIL';

/**
 * `npm run admin:grant -- EMAIL` / `admin:revoke`: run on the server, against the
 * DATA_DIR the app uses (from the environment or the repository's .env). A grant
 * or revocation wins over ADMIN_EMAILS and takes effect at the user's next request.
 */
export async function run(args: string[], env: Env = process.env): Promise<number> {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const envFile = join(REPO_ROOT, '.env');
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);

  let config;
  try {
    config = loadDatabaseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.database.kind === 'sqlite' && !existsSync(config.databasePath)) {
    console.error(
      `No app database at ${config.databasePath}. Start the app once (npm start), or set DATA_DIR to the folder the app uses.`,
    );
    return 1;
  }

  // DATABASE_URL's PostgreSQL when it is set, as the app's.
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const outcome = await changeAdminGrant(db, config, email, action === 'grant' ? 'granted' : 'revoked');
    if (outcome.kind === 'no_account') {
      console.error(`No account uses ${email}. The person must sign in with Google or register first; then run this again.`);
      return 1;
    }
    const { user } = outcome;
    const verb = action === 'grant' ? 'granted' : 'revoked';
    console.log(
      outcome.kind === 'changed'
        ? `Admin role ${verb} for ${user.email} (${user.name}); now: ${user.role}.`
        : `Nothing to change: ${user.email} already has the admin role ${verb} (now: ${user.role}).`,
    );
    if (action === 'grant' && user.emailVerifiedAt === null) {
      console.log('Note: this address was never verified. Make sure the account is the person you mean.');
    }
    return 0;
  } finally {
    await db.destroy();
  }
}
