import { describe, expect, test } from 'vitest';
import { EnvError, loadEnv, TEST_SCRYPT_LOG_N } from './env';

const reasonFor = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('loadEnv', () => {
  test('a bad setting is one line naming every bad variable and what it must be', () => {
    const reason = reasonFor({ PORT: 'abc', MAIL_RETENTION_DAYS: '0', TRUST_PROXY: 'maybe' });
    expect(reason).toBe(
      'PORT must be a port number from 0 to 65535; MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650; ' +
        'TRUST_PROXY must be true or false. Correct the environment variable and start again (README, "Settings").',
    );
    expect(reason).not.toContain('\n');
  });

  test('UPLOADS_MIN_FREE_MB is a whole number of megabytes, 512 unless set', () => {
    expect(loadEnv({}).UPLOADS_MIN_FREE_MB).toBe(512);
    expect(loadEnv({ UPLOADS_MIN_FREE_MB: '0' }).UPLOADS_MIN_FREE_MB).toBe(0);
    expect(reasonFor({ UPLOADS_MIN_FREE_MB: '-1' })).toMatch(
      /^UPLOADS_MIN_FREE_MB must be a whole number of megabytes from 0 to 1000000000\./,
    );
  });

  test('SCRYPT_LOG_N is from 14 to 20 on a server; only the tests (NODE_ENV=test) may hash more cheaply', () => {
    const refusal = /^SCRYPT_LOG_N must be a whole number from 14 to 20\./;
    expect(loadEnv({ SCRYPT_LOG_N: '14' }).SCRYPT_LOG_N).toBe(14);
    expect(reasonFor({ SCRYPT_LOG_N: '13' })).toMatch(refusal);
    expect(reasonFor({ SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N), NODE_ENV: 'production' })).toMatch(refusal);
    expect(reasonFor({ SCRYPT_LOG_N: '21' })).toMatch(refusal);
    expect(loadEnv({ SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N), NODE_ENV: 'test' }).SCRYPT_LOG_N).toBe(TEST_SCRYPT_LOG_N);
    expect(reasonFor({ SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N - 1), NODE_ENV: 'test' })).toMatch(refusal);
  });

  test('PUBLIC_URL needs its http:// or https://: mailed links are built on it', () => {
    for (const bad of ['192.168.1.10:3000', 'symposium.example.org', 'ftp://symposium.example.org']) {
      expect(reasonFor({ PUBLIC_URL: bad })).toMatch(
        /^PUBLIC_URL must be the address people open, with its http:\/\/ or https:\/\//,
      );
    }
    expect(loadEnv({ PUBLIC_URL: 'https://192.168.1.10:3000/' }).PUBLIC_URL).toBe('https://192.168.1.10:3000');
  });

  test('SMTP_URL must be an smtp:// or smtps:// address, not something the mail worker fails on later', () => {
    for (const bad of ['mail.example.com:587', 'not a url', 'http://mail.example.com']) {
      expect(reasonFor({ SMTP_URL: bad })).toMatch(/^SMTP_URL must be a mail server address like smtp:\/\//);
    }
    expect(loadEnv({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
  });
});
