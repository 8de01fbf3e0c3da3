import http from 'node:http';

/**
 * POSTs `body` to a running server in two halves, running `between()` after the first half has gone out: a request
 * that is still arriving while the test does something to the server (a signal, a shutdown).
 */
export function postInTwoHalves(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  between: () => Promise<void>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': body.length } });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), () => void between().then(() => req.end(body.subarray(half))));
  });
}
