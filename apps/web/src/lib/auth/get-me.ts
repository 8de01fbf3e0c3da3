import type { PublicUser } from '@symposium/schema/user';
import { apiRequest } from '../api-client';

/** The start-up check: a stale session is dropped quietly, without leaving the page (see AuthProvider). */
export async function getMe(): Promise<PublicUser> {
  const body = await apiRequest<{ data: PublicUser }>('/auth/me', { redirectOnSessionEnd: false });
  return body.data;
}
