import { describe, expect, test } from 'vitest';
import { adminUsersQuerySchema, bulkVerifySchema, skippedNote } from './admin-users';

describe('admin users query', () => {
  test('defaults: page 1 of 20, newest first; name and college sort A→Z unless told', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: 'createdAt', order: 'desc' });
    expect(adminUsersQuerySchema.parse({ sort: 'name' })).toMatchObject({ sort: 'name', order: 'asc' });
    expect(adminUsersQuerySchema.parse({ sort: 'college', order: 'desc' })).toMatchObject({ order: 'desc' });
  });

  test('"all", empty values and blank searches mean no filter; numbers come as text', () => {
    expect(
      adminUsersQuerySchema.parse({
        page: '3',
        limit: '50',
        q: '  ',
        paymentStatus: 'all',
        registrationType: '',
        kitStatus: 'issued',
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      q: undefined,
      paymentStatus: undefined,
      registrationType: undefined,
      kitStatus: 'issued',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  test('the pass status filter: revoked or not-revoked, "all" meaning none', () => {
    expect(adminUsersQuerySchema.parse({ passStatus: 'revoked' })).toMatchObject({ passStatus: 'revoked' });
    expect(adminUsersQuerySchema.parse({ passStatus: 'not-revoked' })).toMatchObject({ passStatus: 'not-revoked' });
    expect(adminUsersQuerySchema.parse({ passStatus: 'all' }).passStatus).toBeUndefined();
  });

  test('refuses a limit over 100, unknown filters and sorts', () => {
    for (const bad of [
      { limit: '101' },
      { page: '0' },
      { paymentStatus: 'paid' },
      { sort: 'email' },
      { kitStatus: 'yes' },
      { passStatus: 'expired' },
    ]) {
      expect(adminUsersQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  test('bulk ids: at least one, duplicates dropped', () => {
    expect(bulkVerifySchema.parse({ userIds: ['a', 'b', 'a'] })).toEqual({ userIds: ['a', 'b'] });
    expect(bulkVerifySchema.safeParse({ userIds: [] }).error?.issues[0].message).toBe(
      'Select at least one participant',
    );
  });
});

describe('the skipped note of a bulk action', () => {
  test('says how many were left out and why, the most frequent reason first, ties alphabetical', () => {
    const skipped = [
      { userId: 'a', reason: 'payment is verified' },
      { userId: 'b', reason: 'payment is rejected' },
      { userId: 'c', reason: 'payment is verified' },
      { userId: 'd', reason: 'not found' },
    ];
    expect(skippedNote(skipped)).toBe(
      '4 skipped (not eligible): payment is verified (2), not found (1), payment is rejected (1).',
    );
    expect(skippedNote([{ reason: 'already has an ID' }])).toBe('1 skipped (not eligible): already has an ID (1).');
  });
});
