import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { BackupFailure, backupDataDir } from '../lib/backup';
import { readArguments, runCommand, UsageError } from './command-line';

const USAGE = `Usage: npm run backup -- [--to FOLDER] [--keep N]
Copies the database, the pass-signing keys and the payment screenshots of DATA_DIR into a new folder
FOLDER/symposium-backup-<time> (FOLDER defaults to DATA_DIR/backups; better: a USB stick or another disk).
Safe while the server runs. With --keep N, only the newest N backups stay in FOLDER.
To restore: stop the server, copy the backup folder's contents into an empty DATA_DIR, start it.`;

async function main(argv: string[]): Promise<number> {
  const { values } = readArguments(() =>
    parseArgs({
      args: argv,
      options: { to: { type: 'string' }, keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    throw new UsageError(`--keep must be a whole number from 1 up, not '${values.keep}'.`);
  const env = loadEnv();
  const parent = path.resolve(values.to ?? path.join(env.DATA_DIR, 'backups'));
  try {
    const backup = await backupDataDir(env, parent, { keep });
    console.log(`Backed up ${env.DATA_DIR} to ${backup.folder}`);
    console.log(
      `  database checked: ${backup.participants} participants, ${backup.checkIns} check-ins, ${backup.kits} kits issued; ` +
        `${backup.keys} key files; ${backup.uploads} payment screenshots (${backup.uploadsLinked} unchanged since the previous backup, linked); ${backup.teamPhotos} team photos; ${backup.certificateImages} certificate images.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupFailure)) throw error;
    console.error(`Backup failed: ${error.message}`);
    return 1;
  }
}

process.exitCode = await runCommand(USAGE, () => main(process.argv.slice(2)));
