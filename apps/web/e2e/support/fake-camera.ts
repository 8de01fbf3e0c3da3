import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';

// html5-qrcode's own copy of ZXing, the decoder the scanner runs in this Chromium.
const ZXing = createRequire(import.meta.url)('html5-qrcode/third_party/zxing-js.umd.js');

// Chromium's fake camera (--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE)
// plays a Y4M file in a loop. This writes one showing a QR code, drawn from the `qrcode` package's
// module matrix: black and white luma, neutral chroma, a quiet zone all around.

const BLACK = 16;
const WHITE = 235;
const NEUTRAL = 128;

/**
 * The scanner's camera preview is as wide as its column: 364 CSS px on a 390 px phone, 418 on a laptop (1280 px).
 * html5-qrcode decodes only the 250 × 250 box in its middle, drawn from the video into a 250 px canvas.
 */
export type CameraView = 'phone' | 'laptop';
const PREVIEW_PX: Record<CameraView, number> = { phone: 364, laptop: 418 };
const SCAN_BOX_PX = 250;
/** A version-10 pass (57 modules) at 3 px is 171 px: inside the scan box with a wide quiet zone all around. */
const MODULE_PX = 3;

/**
 * The frames are as large as the preview shows them (`view`), so the decoder's canvas holds the frame's own pixels:
 * a frame scaled down into it blurred the modules into patterns ZXing (the decoder where the browser has no
 * BarcodeDetector, as in this Chromium) could not read for one pass signature in ten to twenty — jsQR read the same
 * canvas. Unscaled, the canvas is known here: of the symbol's valid masks, the first whose scan box ZXing reads is drawn.
 * `blankFrames`: indexes of frames showing no code (a hand passing in front of the camera for a moment).
 */
export function writeQrVideo(file: string, text: string, { view = 'phone' as CameraView, frames = 4, blankFrames = [] as number[] } = {}): void {
  const side = PREVIEW_PX[view];
  const luma = [undefined, 0, 1, 2, 3, 4, 5, 6, 7].map((maskPattern) => drawQr(text, side, maskPattern)).find((image) => zxingReads(scanBox(image, side), text));
  if (!luma) throw new Error(`No mask of this pass's QR reads in a ${side} px preview's scan box`);
  const chroma = Buffer.alloc((side / 2) * (side / 2), NEUTRAL);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const blank = Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc(side * side, WHITE), chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, (_, index) => (blankFrames.includes(index) ? blank : frame))]));
}

/** The symbol's luma plane, centred in a `side` × `side` frame. */
function drawQr(text: string, side: number, maskPattern: number | undefined): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H', ...(maskPattern === undefined ? {} : { maskPattern: maskPattern as QRCode.QRCodeMaskPattern }) });
  const symbolPx = modules.size * MODULE_PX;
  if (symbolPx > SCAN_BOX_PX - 8 * MODULE_PX) throw new Error(`The QR (${symbolPx} px) does not fit the scan box with its quiet zone`);
  const origin = Math.floor((side - symbolPx) / 2);
  const luma = Buffer.alloc(side * side, WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < MODULE_PX; dy++) {
        const offset = (origin + row * MODULE_PX + dy) * side + origin + col * MODULE_PX;
        luma.fill(BLACK, offset, offset + MODULE_PX);
      }
    }
  }
  return luma;
}

/** The 250 × 250 middle of a frame, as html5-qrcode's canvas holds it. */
function scanBox(luma: Buffer, side: number): Uint8ClampedArray {
  const box = new Uint8ClampedArray(SCAN_BOX_PX * SCAN_BOX_PX);
  const from = Math.floor((side - SCAN_BOX_PX) / 2);
  for (let row = 0; row < SCAN_BOX_PX; row++) box.set(luma.subarray((from + row) * side + from, (from + row) * side + from + SCAN_BOX_PX), row * SCAN_BOX_PX);
  return box;
}

function zxingReads(box: Uint8ClampedArray, text: string): boolean {
  const hints = new Map([[ZXing.DecodeHintType.POSSIBLE_FORMATS, [ZXing.BarcodeFormat.QR_CODE]]]);
  try {
    const bitmap = new ZXing.BinaryBitmap(new ZXing.HybridBinarizer(new ZXing.RGBLuminanceSource(box, SCAN_BOX_PX, SCAN_BOX_PX)));
    return new ZXing.MultiFormatReader(false, hints).decode(bitmap).getText() === text;
  } catch {
    return false;
  }
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
