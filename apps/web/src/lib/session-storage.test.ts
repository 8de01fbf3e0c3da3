import type { PublicUser } from '@symposium/schema/user';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage, unavailableStorage } from '../test/memory-storage';
import {
  clearSession,
  getCachedUser,
  getRefreshToken,
  getToken,
  onSignedOutInAnotherTab,
  onTokenStored,
  sessionClearedByAnotherTab,
  setCachedUser,
  setTokens,
  tokenAccount,
} from './session-storage';

/** A token shaped as the API signs them (HS256 JWT); the signature is not read here. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const ACCOUNT = '6650f1c2a7b9e4d3c2b1a098';
const accessToken = jwt({ sub: ACCOUNT, role: 'user', iat: 1950422400, exp: 1950423300 });
const refreshedToken = jwt({ sub: ACCOUNT, role: 'user', iat: 1950423200, exp: 1950424100 });

const kavya: PublicUser = {
  _id: ACCOUNT,
  id: ACCOUNT,
  name: 'Kavya Raman',
  email: 'kavya.raman@gct.ac.in',
  phone: '9876543210',
  college: 'Government College of Technology',
  department: 'Mechanical Engineering',
  year: 3,
  collegeLocation: 'Coimbatore, Tamil Nadu',
  rollNumber: null,
  participantId: 'SYM-0142',
  role: 'user',
  paymentStatus: 'verified',
  paymentAmount: 299,
  transactionId: '412345678901',
  paymentReference: 'K7QM4TZP',
  paymentScreenshot: null,
  registrationType: 'general',
  rejectionReason: null,
  passData: 'SYM-0142',
  passRevokedAt: null,
  passRevokedReason: null,
  qrCode: null,
  createdAt: '2031-10-01T04:45:00.000Z',
  verifiedAt: '2031-10-02T06:10:00.000Z',
};

describe('the session kept in local storage', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('keeps both tokens, and a refresh answered without a new refresh token keeps the old one', () => {
    setTokens(accessToken, 'rt-2f9c1d7e8a');
    setTokens(refreshedToken, null);

    expect(getToken()).toBe(refreshedToken);
    expect(getRefreshToken()).toBe('rt-2f9c1d7e8a');
  });

  test('tells its listeners of every token this tab stores, until they unsubscribe', () => {
    const heard: [string, string][] = [];
    const unsubscribe = onTokenStored((token, storedIn) => heard.push([token, storedIn]));

    setTokens(accessToken, 'rt-2f9c1d7e8a');
    unsubscribe();
    setTokens(refreshedToken, 'rt-8b3e0a4c61');

    expect(heard).toEqual([[accessToken, 'this-tab']]);
  });

  test('a logout here clears the tokens and the cached user', () => {
    setTokens(accessToken, 'rt-2f9c1d7e8a');
    setCachedUser(kavya);
    clearSession();

    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getCachedUser()).toBeNull();
  });

  test('the signed-in user is cached for an offline start; a corrupt or foreign cached value is no user', () => {
    setCachedUser(kavya);
    expect(getCachedUser()).toEqual(kavya);

    localStorage.setItem('user', '{"name":"Kavya');
    expect(getCachedUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ email: 'kavya.raman@gct.ac.in' }));
    expect(getCachedUser()).toBeNull();
    localStorage.setItem('user', 'null');
    expect(getCachedUser()).toBeNull();
  });
});

describe('a session ended by another tab', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('is noticed once when the tokens this tab had vanish from storage', () => {
    setTokens(accessToken, 'rt-2f9c1d7e8a');
    // The other tab's refresh was refused: it cleared the storage both tabs share.
    localStorage.removeItem('token');
    localStorage.removeItem('refreshToken');

    expect(sessionClearedByAnotherTab()).toBe(true);
    expect(sessionClearedByAnotherTab()).toBe(false);
  });

  test('is not claimed by a tab that never had a session, nor after this tab cleared its own', () => {
    expect(sessionClearedByAnotherTab()).toBe(false);

    setTokens(accessToken, 'rt-2f9c1d7e8a');
    clearSession();
    expect(sessionClearedByAnotherTab()).toBe(false);
  });

  test('a token read from storage (a session started before this page loaded) counts as this tab having had one', () => {
    localStorage.setItem('token', accessToken);
    expect(getToken()).toBe(accessToken);
    localStorage.removeItem('token');

    expect(sessionClearedByAnotherTab()).toBe(true);
  });

  test("another tab's logout reaches this tab's listeners with the account, and its cleared tokens are not taken for an ended session", async () => {
    setTokens(accessToken, 'rt-2f9c1d7e8a');
    const signedOut = new Promise<string | null>((resolve) => onSignedOutInAnotherTab(resolve));
    const otherTab = new BroadcastChannel('symposium-sign-out');

    otherTab.postMessage({ account: ACCOUNT });
    await expect(signedOut).resolves.toBe(ACCOUNT);
    otherTab.close();
    localStorage.removeItem('token');

    expect(sessionClearedByAnotherTab()).toBe(false);
  });
});

describe('with local storage disabled', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', unavailableStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('the app behaves as signed out and storing a session does not throw', () => {
    expect(() => setTokens(accessToken, 'rt-2f9c1d7e8a')).not.toThrow();
    expect(() => setCachedUser(kavya)).not.toThrow();
    expect(getToken()).toBeNull();
    expect(getCachedUser()).toBeNull();
    expect(() => clearSession()).not.toThrow();
  });
});

describe('tokenAccount', () => {
  test('reads the account a token was issued to from its subject', () => {
    expect(tokenAccount(accessToken)).toBe(ACCOUNT);
  });

  test('reads a payload that uses the URL-safe base64 letters', () => {
    // '>>>' and '???' encode to '-' and '_' in base64url.
    const token = jwt({ sub: 'staff:Lakshmi Subramanian', note: '>>>???' });
    expect(token.split('.')[1]).toMatch(/[-_]/);

    expect(tokenAccount(token)).toBe('staff:Lakshmi Subramanian');
  });

  test('is null for a token that is not one of ours', () => {
    expect(tokenAccount(jwt({ role: 'user' }))).toBeNull();
    expect(tokenAccount(jwt({ sub: '' }))).toBeNull();
    expect(tokenAccount(jwt({ sub: 6650 }))).toBeNull();
    expect(tokenAccount('rt-2f9c1d7e8a')).toBeNull();
    expect(tokenAccount('eyJhbGciOiJIUzI1NiJ9.not*base64.sig')).toBeNull();
  });
});
