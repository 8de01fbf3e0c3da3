/**
 * A count with its noun, singular for exactly one: '1 user', '5 users', '0 users' (docs/decisions/0055-counts-read-properly-for-one.md).
 * Every alert, toast and line that counts something says it through here, so none reads '1 users'.
 */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;
