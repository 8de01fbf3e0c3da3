import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QR } from '@symposium/schema/constants';
import { drawPhoneScreenFrame, type GreyFrame, type PhoneScreenShot } from './phone-screen-frame';

// Drawing the corpus's 50 frames (1920 × 1080 among them) in plain JavaScript costs about 20 CPU-seconds, and they are
// the same frames every run. So a frame is drawn once and kept in the temporary folder under a key made of all it
// depends on: the shot, the drawing's own source (phone-screen-frame.ts), the pass image's QR settings and the `qrcode`
// package's version. A change to any of them is a new key, so a kept frame is always the one the drawing would make.

const drawing = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'phone-screen-frame.ts'));
const qrcodeVersion = (createRequire(import.meta.url)('qrcode/package.json') as { version: string }).version;
const kept = path.join(os.tmpdir(), 'symposium-camera-frames');

/** drawPhoneScreenFrame(shot), drawn by an earlier run when one drew it. */
export function drawnOnce(shot: PhoneScreenShot): GreyFrame {
  const { width, height } = shot;
  const key = createHash('sha256')
    .update(JSON.stringify([shot, QR, qrcodeVersion]))
    .update(drawing)
    .digest('hex');
  const file = path.join(kept, `${key}.grey`);
  try {
    const luma = fs.readFileSync(file);
    if (luma.length === width * height)
      return { luma: new Uint8ClampedArray(luma.buffer, luma.byteOffset, luma.length), width, height };
  } catch {
    // not drawn yet
  }
  const frame = drawPhoneScreenFrame(shot);
  try {
    // Written beside and renamed into place: a run reading it meanwhile finds no frame or the whole frame.
    fs.mkdirSync(kept, { recursive: true });
    const written = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(written, frame.luma);
    fs.renameSync(written, file);
  } catch {
    // a temporary folder that cannot be written: the frame is drawn again next time
  }
  return frame;
}
