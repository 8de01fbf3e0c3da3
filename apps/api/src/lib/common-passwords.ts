import { createRequire } from 'node:module';

/**
 * The passwords people pick most often (zxcvbn-ts's list of about 49,000, most common first; docs/decisions/0008-passwords-and-resets.md
 * "Common passwords are refused"): the first ones an attacker tries, refused whatever their length. Compared in
 * lower case, as the list is written. Loaded on first use (about half a megabyte).
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[]);
  return common.has(password.normalize('NFKC').toLowerCase());
}
