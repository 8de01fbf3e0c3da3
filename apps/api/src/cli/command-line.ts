import { EnvError } from '../env';

/** A command used wrongly: its reason is printed in one line above the usage, and the command exits 1. */
export class UsageError extends Error {}

/**
 * `parseArgs`, with its refusals (an unknown or misspelt option, an option without its value) as a UsageError
 * rather than a stack trace.
 */
export function readArguments<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    if (!code.startsWith('ERR_PARSE_ARGS')) throw error;
    const unknown = /^Unknown option '([^']+)'/.exec((error as Error).message);
    throw new UsageError(unknown ? `Unknown option ${unknown[1]}.` : (error as Error).message);
  }
}

/**
 * Runs a command's main and returns its exit code. Wrong usage prints the reason and the usage; a bad setting in the
 * environment (DATA_DIR's commands read the server's settings) prints one 'Cannot run:' line, as the server's
 * 'Cannot start:'. Anything else still throws, with its stack.
 */
export async function runCommand(usage: string, main: () => Promise<number>): Promise<number> {
  try {
    return await main();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      return 1;
    }
    if (error instanceof EnvError) {
      console.error(`Cannot run: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
