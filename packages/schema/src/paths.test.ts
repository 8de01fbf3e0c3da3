import { describe, expect, test } from 'vitest';
import { isAppPath, isStaffPath, paths } from './paths';

describe('isAppPath', () => {
  test('every route the router mounts is a page of the app', () => {
    for (const pattern of Object.values(paths)) {
      expect(isAppPath(pattern.replace(/:[\w-]+\??/g, 'some-value'))).toBe(true);
    }
  });

  test('a parameter fills one segment; an optional one may be left out', () => {
    expect(isAppPath('/reset-password/3f9c2a1b0e')).toBe(true);
    expect(isAppPath('/reset-password')).toBe(true);
    expect(isAppPath('/reset-password/3f9c/extra')).toBe(false);
    expect(isAppPath('/admin/event-checkin/evt_42')).toBe(true);
    expect(isAppPath('/admin/event-checkin')).toBe(false);
    expect(isAppPath('/admin/event-checkin/evt_42/more')).toBe(false);
  });

  test('matches as React Router does: any letter case, trailing slashes', () => {
    expect(isAppPath('/Events/Technical')).toBe(true);
    expect(isAppPath('/profile/')).toBe(true);
    expect(isAppPath('/admin/users//')).toBe(true);
  });

  test('a path the router sends to its not-found page is not', () => {
    for (const pathname of [
      '/no-such-page',
      '/events/foo',
      '/events/technical/x',
      '/admin/nonsense',
      '/register/x',
      '/index',
      '/profiles',
      '/loginx',
    ]) {
      expect(isAppPath(pathname)).toBe(false);
    }
  });
});

describe('isStaffPath', () => {
  test('/admin and the pages below it, nothing that only starts the same', () => {
    for (const pathname of ['/admin', '/admin/', '/admin/scanner', '/admin/event-checkin/42'])
      expect(isStaffPath(pathname)).toBe(true);
    for (const pathname of ['/', '/administrator', '/profile', '/login']) expect(isStaffPath(pathname)).toBe(false);
  });
});
