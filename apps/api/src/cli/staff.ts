import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { addStaff, StaffError } from '../modules/staff/staff.service';
import { readArguments, runCommand, UsageError } from './command-line';

const USAGE = `Usage: npm run staff -- add --email E --name N --role coordinator|admin [--password P]
Works on the database in DATA_DIR (default ./data), like the server.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = readArguments(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals[0] !== 'add')
    throw new UsageError(
      positionals[0] ? `Unknown command '${positionals[0]}': the command is add.` : 'Say what to do: add.',
    );
  const missing = (['email', 'name', 'role'] as const)
    .filter((option) => !values[option])
    .map((option) => `--${option}`);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.join(', ')}.`);
  if (values.role !== 'coordinator' && values.role !== 'admin')
    throw new UsageError(`--role must be coordinator or admin, not '${values.role}'.`);
  const { email, name, role } = values as { email: string; name: string; role: 'coordinator' | 'admin' };
  const env = loadEnv();
  const db = openDatabase(env.databaseFile);
  try {
    await migrateToLatest(db);
    const result = await addStaff(db, { email, name, role, password: values.password }, env.SCRYPT_LOG_N);
    console.log(`Added ${role} ${email.trim().toLowerCase()}`);
    if (result.generated) console.log(`Generated password (shown once): ${result.password}`);
    return 0;
  } catch (error) {
    if (error instanceof StaffError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    db.close();
  }
}

process.exitCode = await runCommand(USAGE, () => main(process.argv.slice(2)));
