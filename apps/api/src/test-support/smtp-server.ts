import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface TestSmtpOptions {
  /** smtp-server's own cap: connections beyond it are greeted with '421 Too many connected clients'. */
  maxClients?: number;
  /** Answers a reply code (and text) to refuse this recipient; undefined accepts it. `n` counts RCPTs from 1. */
  refuse?: (address: string, n: number) => { code: number; message: string } | undefined;
}

/** A real SMTP server on a free local port (no TLS, no auth), recording what it accepted. */
export async function startTestSmtp(options: TestSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  let open = 0;
  let mostOpenAtOnce = 0;
  let rcpts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: options.maxClients,
    onConnect(_session, callback) {
      mostOpenAtOnce = Math.max(mostOpenAtOnce, ++open);
      callback();
    },
    onClose() {
      open--;
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address, ++rcpts);
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The most connections this server had open at the same moment. */
    mostOpenAtOnce: () => mostOpenAtOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` answers a value (not undefined), or fails after a generous deadline. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  deadlineMs = 30_000,
): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
