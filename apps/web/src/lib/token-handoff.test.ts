import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test } from 'vitest';
import { forgetRefreshedToken, leaveRefreshedToken, tokenRefreshedFrom } from './token-handoff';

describe('the refreshed token handed over between tabs', () => {
  beforeEach(async () => {
    await forgetRefreshedToken();
  });

  test('a tab that waited for the lock finds the token the other tab got for the same expired one', async () => {
    await leaveRefreshedToken({ replaced: 'access-expired-0915', token: 'access-fresh-0930' });

    await expect(tokenRefreshedFrom('access-expired-0915')).resolves.toBe('access-fresh-0930');
  });

  test('a tab holding another expired token finds nothing to take, and refreshes itself', async () => {
    await leaveRefreshedToken({ replaced: 'access-expired-0915', token: 'access-fresh-0930' });

    await expect(tokenRefreshedFrom('access-expired-0800')).resolves.toBeNull();
  });

  test('only the latest refresh is handed over', async () => {
    await leaveRefreshedToken({ replaced: 'access-expired-0915', token: 'access-fresh-0930' });
    await leaveRefreshedToken({ replaced: 'access-fresh-0930', token: 'access-fresh-0945' });

    await expect(tokenRefreshedFrom('access-expired-0915')).resolves.toBeNull();
    await expect(tokenRefreshedFrom('access-fresh-0930')).resolves.toBe('access-fresh-0945');
  });

  test('after a logout no access token stays behind on the device', async () => {
    await leaveRefreshedToken({ replaced: 'access-expired-0915', token: 'access-fresh-0930' });

    await forgetRefreshedToken();

    await expect(tokenRefreshedFrom('access-expired-0915')).resolves.toBeNull();
  });
});
