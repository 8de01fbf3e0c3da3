import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';

// Chromium's fake camera (--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE)
// plays a Y4M file in a loop. This writes one showing a QR code, drawn from the `qrcode` package's
// module matrix: black and white luma, neutral chroma, a quiet zone all around.

const BLACK = 16;
const WHITE = 235;
const NEUTRAL = 128;

/**
 * `fill`: how much of the frame's side the symbol covers. html5-qrcode decodes only its 250 × 250 box
 * (about 0.69 of a 364 px wide preview on a 390 px phone), scaled down into a 250 px canvas: the symbol
 * must fit the box yet keep its modules above about 3 canvas pixels for ZXing to read it.
 * `blankFrames`: indexes of frames showing no code (a hand passing in front of the camera for a moment).
 */
export function writeQrVideo(
  file: string,
  text: string,
  { width = 640, height = 640, frames = 4, fill = 0.62, blankFrames = [] as number[] } = {},
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const size = modules.size;
  const modulePx = Math.floor((Math.min(width, height) * fill) / size);
  const quiet = 4;
  const sidePx = (size + quiet * 2) * modulePx;
  if (sidePx > Math.min(width, height)) throw new Error(`The QR (${sidePx} px) does not fit a ${width}×${height} frame`);
  const x0 = Math.floor((width - sidePx) / 2) + quiet * modulePx;
  const y0 = Math.floor((height - sidePx) / 2) + quiet * modulePx;

  const luma = Buffer.alloc(width * height, WHITE);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < modulePx; dy++) {
        const offset = (y0 + row * modulePx + dy) * width + x0 + col * modulePx;
        luma.fill(BLACK, offset, offset + modulePx);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), NEUTRAL);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const blank = Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc(width * height, WHITE), chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, (_, index) => (blankFrames.includes(index) ? blank : frame))]));
}

/** Chromium switches for a fake camera playing `file` with camera permission granted. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

/**
 * Waits for what a camera read shows (`shown`); should it not come, the failure says what the desk showed instead
 * (a card, a desk problem, the status bar), what the scanner's video was doing, whether html5-qrcode's decode loop
 * still runs (frames drawn in two seconds), and whether the frame it last drew holds a code jsQR can read (the
 * canvas is saved next to the screenshots): a camera that never started, a loop that died and a decoder that cannot
 * read what it is given each read differently.
 */
export async function waitForCameraRead(page: Page, shown: Locator, timeout = 30_000): Promise<void> {
  await shown.waitFor({ timeout }).catch(async (error: unknown) => {
    const desk = await page.locator('main').innerText().catch(() => '(page unreadable)');
    const camera = await page.evaluate(describeCamera).catch((reason: unknown) => ({ text: `(camera unreadable: ${String(reason)})`, canvasPng: null }));
    let canvasVerdict = 'no canvas image';
    if (camera.canvasPng) {
      const png = Buffer.from(camera.canvasPng, 'base64');
      const file = path.join(os.tmpdir(), 'scanner-shots', `unread-canvas-${Date.now()}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, png);
      const image = PNG.sync.read(png);
      const text = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
      canvasVerdict = `the canvas (${file}) ${text ? `holds a readable code: ${text.slice(0, 40)}…` : 'holds no code jsQR can read'}`;
    }
    throw new Error(`${String(error)}\nThe desk showed instead:\n${desk}\nCamera: ${camera.text}\n${canvasVerdict}`);
  });
}

/** In the page: the scanner's video and canvas, and how many frames the decode loop draws in two seconds. */
async function describeCamera(): Promise<{ text: string; canvasPng: string | null }> {
  const video = document.querySelector<HTMLVideoElement>('.scanner-reader video');
  const canvas = document.querySelector<HTMLCanvasElement>('.scanner-reader canvas');
  if (!video) return { text: 'no video element', canvasPng: null };
  const box = (element: HTMLElement) => `${element.clientWidth}×${element.clientHeight}`;
  const prototype = CanvasRenderingContext2D.prototype;
  const drawImage = prototype.drawImage;
  let drawn = 0;
  prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
    if (args[0] instanceof HTMLVideoElement) drawn++;
    return (drawImage as (...a: unknown[]) => void).apply(this, args);
  } as CanvasRenderingContext2D['drawImage'];
  await new Promise((resolve) => setTimeout(resolve, 2000));
  prototype.drawImage = drawImage;
  const transform = canvas?.getContext('2d')?.getTransform();
  const text = [
    `video ${box(video)} (intrinsic ${video.videoWidth}×${video.videoHeight}) readyState ${video.readyState} paused ${video.paused} time ${video.currentTime.toFixed(1)}`,
    canvas ? `canvas ${canvas.width}×${canvas.height} transform a=${transform?.a} e=${transform?.e}` : 'no canvas',
    `${drawn} frames drawn for decoding in 2 s`,
  ].join('; ');
  return { text, canvasPng: canvas ? canvas.toDataURL('image/png').slice('data:image/png;base64,'.length) : null };
}
