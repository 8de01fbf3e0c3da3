import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase, writeTransaction } from '../db/client';
import { loadEnv } from '../env';
import { loadPassKeys, rotatePassKeys, signPass } from '../lib/pass-keys';
import { readArguments, runCommand, UsageError } from './command-line';

const USAGE = `Usage: npm run passes -- rotate [--retire-previous]
Adds a new Ed25519 pass-signing key in DATA_DIR/keys and re-signs every participant's pass with it.
Without --retire-previous, passes signed by older keys keep verifying (phones that saved them still work).
With it, older keys stop verifying: only the re-signed passes work. A server running on DATA_DIR
uses the new keys within a second (no restart); the desks fetch them with their next sync.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = readArguments(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'retire-previous': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals[0] !== 'rotate')
    throw new UsageError(
      positionals[0] ? `Unknown command '${positionals[0]}': the command is rotate.` : 'Say what to do: rotate.',
    );
  const env = loadEnv();
  loadPassKeys(env.keysDir); // makes sure a first key exists before rotating
  const keys = rotatePassKeys(env.keysDir, { retirePrevious: values['retire-previous'] ?? false });
  const db = openDatabase(env.databaseFile);
  try {
    await migrateToLatest(db);
    const participants = db.sqlite
      .prepare('select id, participant_id from users where participant_id is not null')
      .all() as { id: string; participant_id: string }[];
    const update = db.sqlite.prepare('update users set pass_data = ?, updated_at = ? where id = ?');
    const at = new Date().toISOString();
    writeTransaction(db, () => participants.forEach((p) => update.run(signPass(keys, p.participant_id), at, p.id)));
    console.log(`New signing key ${keys.current.kid}; re-signed ${participants.length} passes.`);
    console.log(
      `Trusted keys: ${keys.publicKeys.map((k) => k.kid).join(', ')}. A running server uses them within a second.`,
    );
    return 0;
  } finally {
    db.close();
  }
}

process.exitCode = await runCommand(USAGE, () => main(process.argv.slice(2)));
