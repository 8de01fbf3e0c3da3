// Reading a staff list's place from the address (the use-*-query hooks of /admin/users, /payments,
// /accommodations and /registrations): a value the address holds only when it is one the list knows.

/** `raw` when it is one of `values`, else '' (the list's "all"). */
export const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  values.find((value) => value === raw) ?? '';

/** ?page=N as a page number from 1; anything else is the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
