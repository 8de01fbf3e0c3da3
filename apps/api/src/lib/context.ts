import type { Db } from '../db/client';
import type { UsersTable } from '../db/database';
import type { Env } from '../env';
import type { Mailer } from './mail';
import type { PassKeys } from './pass-keys';
import type { Limiters } from './rate-limit';
import type { TokenKeys } from './tokens';
import type { WebShell } from './web-app';

/** Everything a route needs, built once at start and handed to each module's routes. */
export interface AppDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  keys: TokenKeys;
  limiters: Limiters;
  passKeys: PassKeys;
}

/** `webShell`: the built site's shell as this request found it (app.ts), null when the site is not built. */
export type AppEnv = { Variables: { user: UsersTable; webShell: WebShell | null } };
