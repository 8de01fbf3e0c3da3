// Zod-free on purpose: the site header imports this, and it must not pull zod into the first page.
export const ROLES = ['user', 'coordinator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['coordinator', 'admin'];
export const isStaffRole = (role: string | undefined | null): boolean => role === 'admin' || role === 'coordinator';
