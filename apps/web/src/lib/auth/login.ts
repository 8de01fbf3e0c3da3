import type { LoginResponse } from '@symposium/schema/user';
import { apiRequest } from '../api-client';

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function login(credentials: LoginCredentials): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', json: credentials, auth: false });
}
