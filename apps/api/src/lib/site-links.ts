import { paths, resetPasswordPath, verifyCertificatePath } from '@symposium/schema/paths';
import type { Env } from '../env';

// Links in mails open the web app's own routes (packages/schema/src/paths.ts) at the address people reach it by.
export const profileLink = (env: Pick<Env, 'PUBLIC_URL'>) => `${env.PUBLIC_URL}${paths.profile}`;
export const resetPasswordLink = (env: Pick<Env, 'PUBLIC_URL'>, token: string) =>
  `${env.PUBLIC_URL}${resetPasswordPath(token)}`;
export const verifyCertificateLink = (env: Pick<Env, 'PUBLIC_URL'>, id: string) =>
  `${env.PUBLIC_URL}${verifyCertificatePath(id)}`;
