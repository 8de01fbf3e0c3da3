import { describe, expect, test } from 'vitest';
import { landingAfterSignIn } from './landing';

const coordinator = { role: 'coordinator' as const };
const participant = { role: 'user' as const };

describe('landingAfterSignIn', () => {
  test('back to the page the person was sent away from, with its query', () => {
    expect(landingAfterSignIn(coordinator, '/admin/scanner')).toBe('/admin/scanner');
    expect(landingAfterSignIn(coordinator, '/admin/users?q=asha&page=2')).toBe('/admin/users?q=asha&page=2');
    expect(landingAfterSignIn(participant, '/profile')).toBe('/profile');
  });

  test('home when there is no page, or it is not one the account opens', () => {
    expect(landingAfterSignIn(coordinator, undefined)).toBe('/admin');
    expect(landingAfterSignIn(participant, null)).toBe('/profile');
    expect(landingAfterSignIn(coordinator, '/profile')).toBe('/admin');
    expect(landingAfterSignIn(participant, '/admin/payments')).toBe('/profile');
  });

  test('only a path of this site', () => {
    for (const from of ['https://evil.example/admin', '//evil.example/admin', '/\\evil.example', 'admin', 42]) {
      expect(landingAfterSignIn(coordinator, from)).toBe('/admin');
    }
  });
});
