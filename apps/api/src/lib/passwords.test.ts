import { describe, expect, test } from 'vitest';
import { loadEnv } from '../env';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  test('production cost is scrypt N=2^17, r=8, p=1', async () => {
    expect(loadEnv({}).SCRYPT_LOG_N).toBe(17);
    const hash = await hashPassword('correct horse', 17);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
  });

  test('a wrong password, a different salt and a malformed hash do not verify', async () => {
    const a = await hashPassword('secret-pass', 14);
    const b = await hashPassword('secret-pass', 14);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret-pasS', a)).toBe(false);
    expect(await verifyPassword('secret-pass', 'plain-text')).toBe(false);
  });
});
