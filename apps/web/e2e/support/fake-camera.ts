import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import {
  drawPhoneScreenFrame,
  type PhoneScreenShot,
} from '../../src/features/scanner/camera/test-support/phone-screen-frame';

// Chromium's fake camera (--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE) plays a Y4M file
// in a loop, at the file's resolution. This writes one showing a participant's phone held up with their pass, drawn as
// the scanner's test corpus draws it (src/features/scanner/camera/test-support): the pass as the app draws it (the
// `qrcode` package's own mask, level H), the phone and the room around it, a little blur and sensor noise.

/** The camera's picture: 640 × 480 (a laptop's webcam) or 1280 × 720. */
export type CameraResolution = { width: number; height: number };
export const VGA: CameraResolution = { width: 640, height: 480 };
export const HD: CameraResolution = { width: 1280, height: 720 };

/** How large the pass's code is in the picture, as a share of its height: held at arm's length, at a desk, close. */
export const CODE_SIZES = { small: 0.3, medium: 0.5, large: 0.85 } as const;
export type CodeSize = keyof typeof CODE_SIZES;

const NEUTRAL_CHROMA = 128;

/**
 * `frames` frames at 10 a second; `blankFrames`: indexes of frames showing no phone (a hand passing in front of the
 * camera for a moment). The phone is held a little off the middle and turned a little, as people hold one up.
 */
export function writeQrVideo(
  file: string,
  text: string,
  { resolution = VGA, size = 'medium' as CodeSize, frames = 4, blankFrames = [] as number[] } = {},
): void {
  const { width, height } = resolution;
  const shot = heldPhone(resolution, text, size);
  const frame = yuvFrame(drawPhoneScreenFrame(shot).luma, width, height);
  const blank = blankFrames.length ? blankFrame(resolution) : frame;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(
    file,
    Buffer.concat([
      header,
      ...Array.from({ length: frames }, (_, index) => (blankFrames.includes(index) ? blank : frame)),
    ]),
  );
}

/** The participant's phone held up with `text` as its pass, a little off the middle and turned a little. */
function heldPhone(resolution: CameraResolution, text: string, size: CodeSize): PhoneScreenShot {
  const { width, height } = resolution;
  return {
    width,
    height,
    text,
    codeHeight: CODE_SIZES[size],
    centre: { x: 0.53, y: 0.48 },
    rotationDegrees: 8,
    mirrored: false,
    blurPx: (0.6 * height) / 480,
    noise: 3,
    light: 225,
    dark: 28,
    room: 120,
    seed: 1,
  };
}

const blanks = new Map<string, Buffer>();

/**
 * The room with no phone in it, at `resolution`: the same picture whatever the pass (the phone is drawn far outside
 * the frame), so drawn once a resolution — about half a CPU-second a 1280 × 720 frame.
 */
function blankFrame(resolution: CameraResolution): Buffer {
  const { width, height } = resolution;
  const key = `${width}x${height}`;
  let blank = blanks.get(key);
  if (!blank) {
    const shot = heldPhone(resolution, 'no pass in view', 'medium');
    blank = yuvFrame(
      drawPhoneScreenFrame({ ...shot, codeHeight: 0.0001, centre: { x: -10, y: -10 } }).luma,
      width,
      height,
    );
    blanks.set(key, blank);
  }
  return blank;
}

/** One Y4M frame of a grey picture: its luma in the video range (16–235), neutral chroma. */
function yuvFrame(grey: Uint8ClampedArray, width: number, height: number): Buffer {
  const luma = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) luma[i] = 16 + Math.round((grey[i] * 219) / 255);
  const chroma = Buffer.alloc((width / 2) * (height / 2), NEUTRAL_CHROMA);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
}

/** Chromium switches for a fake camera playing `file` with camera permission granted. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

/**
 * Waits for what a camera read shows (`shown`); should it not come, the failure says what the desk showed instead
 * (a card, a desk problem, the status bar), what the scanner's video was doing and how many frames were handed to
 * the decoder in two seconds, and whether the video's picture holds a code jsQR can read (saved next to the
 * screenshots): a camera that never started, a loop that died and a decoder that cannot read what it is given each
 * read differently.
 */
export async function waitForCameraRead(page: Page, shown: Locator, timeout = 30_000): Promise<void> {
  await shown.waitFor({ timeout }).catch(async (error: unknown) => {
    const desk = await page
      .locator('main')
      .innerText()
      .catch(() => '(page unreadable)');
    const camera = await page
      .evaluate(describeCamera)
      .catch((reason: unknown) => ({ text: `(camera unreadable: ${String(reason)})`, picturePng: null }));
    let pictureVerdict = 'no picture';
    if (camera.picturePng) {
      const png = Buffer.from(camera.picturePng, 'base64');
      const file = path.join(os.tmpdir(), 'scanner-shots', `unread-picture-${Date.now()}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, png);
      const image = PNG.sync.read(png);
      const text = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
      pictureVerdict = `the video's picture (${file}) ${text ? `holds a code jsQR reads: ${text.slice(0, 40)}…` : 'holds no code jsQR can read'}`;
    }
    throw new Error(`${String(error)}\nThe desk showed instead:\n${desk}\nCamera: ${camera.text}\n${pictureVerdict}`);
  });
}

/** In the page: the scanner's video, how many frames are grabbed for decoding in two seconds, and its picture. */
async function describeCamera(): Promise<{ text: string; picturePng: string | null }> {
  const video = document.querySelector<HTMLVideoElement>('.scanner-reader video');
  if (!video) return { text: 'no video element', picturePng: null };
  const grab = window.createImageBitmap;
  let grabbed = 0;
  window.createImageBitmap = ((...args: Parameters<typeof createImageBitmap>) => {
    if (args[0] instanceof HTMLVideoElement) grabbed++;
    return grab(...args);
  }) as typeof createImageBitmap;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  window.createImageBitmap = grab;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  const text = [
    `video ${video.clientWidth}×${video.clientHeight} (intrinsic ${video.videoWidth}×${video.videoHeight}) readyState ${video.readyState} paused ${video.paused} time ${video.currentTime.toFixed(1)}`,
    `${grabbed} frames grabbed for decoding in 2 s`,
  ].join('; ');
  return {
    text,
    picturePng: canvas.width ? canvas.toDataURL('image/png').slice('data:image/png;base64,'.length) : null,
  };
}
