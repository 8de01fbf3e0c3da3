import fs from 'node:fs';
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
 * (a card, a desk problem, the status bar) and what the scanner's video and canvas were doing, for the next run to
 * tell a camera that never started from a decoder that never read.
 */
export async function waitForCameraRead(page: Page, shown: Locator, timeout = 30_000): Promise<void> {
  await shown.waitFor({ timeout }).catch(async (error: unknown) => {
    const desk = await page.locator('main').innerText().catch(() => '(page unreadable)');
    const camera = await page
      .evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('.scanner-reader video');
        const canvas = document.querySelector<HTMLCanvasElement>('.scanner-reader canvas');
        const box = (element: Element | null) => (element ? `${element.clientWidth}×${element.clientHeight}` : 'none');
        return video
          ? `video ${box(video)} readyState ${video.readyState} paused ${video.paused} time ${video.currentTime.toFixed(1)}; canvas ${box(canvas)}`
          : 'no video element';
      })
      .catch(() => '(camera unreadable)');
    throw new Error(`${String(error)}\nThe desk showed instead:\n${desk}\nCamera: ${camera}`);
  });
}
