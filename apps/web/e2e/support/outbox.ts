import fs from 'node:fs/promises';
import path from 'node:path';

const RESET_PATH = /\/reset-password\/[A-Za-z0-9._~%-]+/;

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBase64Blocks(text: string): string {
  const blocks = text.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n?)+/gm) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8')).join('\n');
}

/** The path of the reset link in the newest mail to `email` (DATA_DIR/outbox/*.eml), waiting for it to arrive. */
export async function readResetPath(dataDir: string, email: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await fs.readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => {
          const file = path.join(outbox, name);
          return { text: await fs.readFile(file, 'utf8'), at: (await fs.stat(file)).mtimeMs };
        }),
    );
    mails.sort((a, b) => b.at - a.at);
    for (const mail of mails) {
      if (!mail.text.toLowerCase().includes(email.toLowerCase())) continue;
      // Quoted-printable first: its soft line breaks may fall inside the token.
      for (const variant of [decodeQuotedPrintable(mail.text), decodeBase64Blocks(mail.text), mail.text]) {
        const match = variant.match(RESET_PATH);
        if (match) return match[0];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No password reset mail for ${email} in ${outbox}`);
}
