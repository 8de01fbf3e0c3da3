import { apiRequest } from '../api-client';

const LOGOUT_TIMEOUT_MS = 5000;

/** Best effort: the server forgets the refresh token; the client clears its session whatever happens. */
export async function logoutOnServer(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  try {
    await apiRequest('/auth/logout', {
      method: 'POST',
      json: { refreshToken },
      redirectOnSessionEnd: false,
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    });
  } catch {
    // offline, timed out or already invalid: logging out locally is what matters
  }
}
