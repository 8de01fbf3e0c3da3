import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startServerProcess } from './test-support/server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A sign-in over HTTPS: its answer's device cookie. */
function signIn(url: string, email: string, password: string): Promise<{ status: number; setCookie: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    https
      .request(
        url,
        {
          method: 'POST',
          rejectUnauthorized: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, setCookie: String(res.headers['set-cookie'] ?? '') }),
          );
        },
      )
      .on('error', reject)
      .end(body);
  });
}

function get(url: string): Promise<{ status: number; body: string; protocol: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        const protocol = (res.socket as import('node:tls').TLSSocket).getProtocol() ?? '';
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, protocol }));
      })
      .on('error', reject);
  });
}

describe('TLS_CERT and TLS_KEY', () => {
  test('the server speaks HTTPS itself with the given certificate', async () => {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    const admin = { email: 'admin@tls.test', password: 'AdminPass123' };
    const server = await startServerProcess(
      {
        DATA_DIR: path.join(dir, 'data'),
        TLS_CERT: cert,
        TLS_KEY: key,
        WEB_DIST: path.join(dir, 'none'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SCRYPT_LOG_N: '14',
      },
      { https: true },
    );
    try {
      const res = await get(`${server.url}/api/v1/health`);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true });
      expect(res.protocol).toMatch(/^TLSv1\.[23]$/);
      expect(server.output()).toContain('Listening on https://');
      // Over HTTPS the sign-in's device cookie is Secure: the browser never sends it in the clear.
      const signedIn = await signIn(`${server.url}/api/v1/auth/login`, admin.email, admin.password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.setCookie).toMatch(/^symposium_device=.*; Secure/);
    } finally {
      await server.kill();
    }
  }, 60_000);
});
