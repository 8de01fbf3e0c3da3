import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { addStaff, StaffError } from '../modules/staff/staff.service';

const USAGE = `Usage: npm run staff -- add --email E --name N --role coordinator|admin [--password P]
Works on the database in DATA_DIR (default ./data), like the server.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'add') {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (!values.email || !values.name || (values.role !== 'coordinator' && values.role !== 'admin')) {
    console.error(USAGE);
    return 1;
  }
  const env = loadEnv();
  const db = openDatabase(env.databaseFile);
  try {
    await migrateToLatest(db);
    const result = await addStaff(
      db,
      { email: values.email, name: values.name, role: values.role, password: values.password },
      env.SCRYPT_LOG_N,
    );
    console.log(`Added ${values.role} ${values.email.toLowerCase()}`);
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

process.exitCode = await main(process.argv.slice(2));
