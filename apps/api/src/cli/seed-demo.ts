import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { hashPassword } from '../lib/passwords';
import { seedCatalogue } from '../modules/catalogue/catalogue.seeding';
import { seedDemo } from '../modules/demo/demo-seed';
import { readEdition } from '../modules/edition/edition.repository';
import { loadPassKeys } from '../lib/pass-keys';
import { readArguments, runCommand, UsageError } from './command-line';

const USAGE = `Usage: npm run seed:demo -- [--participants N] [--seed S]
Adds N (default 500) demo participants of the edition in the settings, with registrations and
accommodation requests in its registration window, kits issued on its first morning and check-ins,
to the database in DATA_DIR (default ./data). Every demo
participant's (and demo desk's) password is ${'`demo-pass`'}.`;
export const DEMO_PASSWORD = 'demo-pass';

async function main(argv: string[]): Promise<number> {
  const { values } = readArguments(() =>
    parseArgs({
      args: argv,
      options: { participants: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const participants = Number(values.participants ?? 500);
  if (!Number.isInteger(participants) || participants < 1 || participants > 200_000) {
    throw new UsageError(`--participants must be a whole number from 1 to 200000, not '${values.participants}'.`);
  }
  const env = loadEnv();
  const db = openDatabase(env.databaseFile);
  try {
    await migrateToLatest(db);
    seedCatalogue(db);
    const started = performance.now();
    // One hash for everyone: at the production cost a hash per participant would take hours.
    const passwordHash = await hashPassword(DEMO_PASSWORD, env.SCRYPT_LOG_N);
    const result = seedDemo(db, {
      participants,
      passwordHash,
      uploadsDir: env.uploadsDir,
      passKeys: loadPassKeys(env.keysDir),
      edition: readEdition(db, env),
      seed: values.seed === undefined ? undefined : Number(values.seed),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${result.participants} participants (${result.verified} verified, ${result.pending} pending, ${result.rejected} rejected; ` +
        `${result.participantIds} with IDs), ${result.registrations} registrations, ${result.accommodations} accommodation requests, ` +
        `${result.contactMessages} contact messages (${result.contactMessagesHandled} handled), ` +
        `${result.kitsIssued} kits issued and ${result.checkIns} check-ins ` +
        `to ${env.databaseFile} in ${seconds} s. Demo participants log in with the password ${DEMO_PASSWORD}.`,
    );
    return 0;
  } finally {
    db.close();
  }
}

process.exitCode = await runCommand(USAGE, () => main(process.argv.slice(2)));
