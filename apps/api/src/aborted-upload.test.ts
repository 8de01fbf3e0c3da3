import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServerProcess } from './test-support/server-process';

let server: Awaited<ReturnType<typeof startServerProcess>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aborted-upload-'));
beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') }, { openEdition: true });
});
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sends the head of a request and the first part of its body, then drops the connection. */
function abandonRequest(url: string, head: string[], bodyStart: Buffer): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write([...head, `Host: ${hostname}:${port}`, '', ''].join('\r\n'));
      socket.write(bodyStart, () =>
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100),
      );
    });
    socket.once('error', reject);
  });
}

/** A phone on a weak signal gives up half-way through a registration: a 3 MB screenshot form, 200 KB of it sent. */
function abandonRegistration(url: string) {
  const boundary = '----phoneform7MA4YWxkTrZu0gW';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="paymentScreenshot"; filename="IMG_20311023_101500.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return abandonRequest(
    url,
    [
      'POST /api/v1/auth/register HTTP/1.1',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${3 * 1024 * 1024}`,
    ],
    Buffer.concat([Buffer.from(part), Buffer.alloc(200 * 1024, 0xab)]),
  );
}

/** A body streamed in chunks (no length announced) to a JSON route, cut off after its first chunk. */
function abandonChunkedMessage(url: string) {
  const chunk = 'Hello, I wanted to ask about the robotics event and whether teams of three';
  return abandonRequest(
    url,
    ['POST /api/v1/contact HTTP/1.1', 'Content-Type: text/plain', 'Transfer-Encoding: chunked'],
    Buffer.from(`${chunk.length.toString(16)}\r\n${chunk}\r\n`),
  );
}

describe('a request body the client abandons', () => {
  test('is logged as a client abort in one line, never as an internal error with a stack trace', async () => {
    await abandonRegistration(server.url);
    await abandonChunkedMessage(server.url);
    for (const path of ['/api/v1/auth/register', '/api/v1/contact']) {
      await expect
        .poll(() => server.output(), { timeout: 8000 })
        .toContain(`[client] POST ${path}: the client closed the connection before the request was answered`);
    }
    expect(server.output()).not.toMatch(/\[error\]/);
    expect(server.output()).not.toMatch(/^\s+at /m);
    // The server goes on answering.
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });
});
