import { prepareZXingModule, readBarcodes, type ReaderOptions, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import { enlargedMiddle, sharpenedMiddle, stronglySharpenedMiddle } from './frame-looks';

/** A camera frame's pixels, RGBA, as a canvas's ImageData holds them. */
export interface FramePixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * ZXing-C++ at the picture's own resolution, trying hard (more scan lines). The QR detector finds a code at any turn
 * and mirrored, so ZXing's rotated and inverted passes are left to the second looks that need them.
 */
export const QR_READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: false,
  tryInvert: false,
  tryDownscale: false,
  maxNumberOfSymbols: 1,
};

/**
 * Where the decoder's WebAssembly comes from. Left alone, zxing-wasm fetches it from a CDN: the scanner must work
 * offline on its own server's files, so the browser passes `locateFile` (the built asset's URL) and Node `wasmBinary`.
 */
export function prepareQrDecoder(overrides: ZXingModuleOverrides): Promise<unknown> {
  return prepareZXingModule({ overrides, fireImmediately: true });
}

/** The second looks are at the frame's middle, this share of its width and height (where the desk's guide box is). */
const MIDDLE = 2 / 3;

interface SecondLook {
  /** Which frames it helps (a look that cannot help a frame of that size is not spent on it). */
  helps(frame: FramePixels): boolean;
  read(frame: FramePixels): Promise<string | null>;
}

/**
 * What the decoder tries when a frame read nothing as it came, one look a frame, in turn. A pass held up stays in
 * front of the camera for many frames (10 a second), so a hard one is read within a few tenths of a second, while
 * every frame costs one plain read and at most one second look — most of a desk's frames hold no code at all.
 */
const SECOND_LOOKS: readonly SecondLook[] = [
  // A dim screen or a slight blur.
  { helps: () => true, read: (frame) => read(sharpenedMiddle(frame, MIDDLE)) },
  // A code held close on a camera of 500 lines or more (modules of dozens of pixels: ZXing looks a third the size),
  // or a screen showing the pass inverted (a browser's forced dark mode).
  {
    helps: (frame) => Math.min(frame.width, frame.height) >= 500,
    read: (frame) => read(frame, { tryDownscale: true, tryInvert: true }),
  },
  // A small code on a low-resolution camera, under two pixels a module.
  { helps: (frame) => frame.height < 600, read: (frame) => read(enlargedMiddle(frame, MIDDLE)) },
  // A code out of focus by about half a module.
  { helps: () => true, read: (frame) => read(stronglySharpenedMiddle(frame, MIDDLE)) },
];

/** The most frames a pass still in front of the camera needs before every look has been tried on it. */
export const FRAMES_FOR_EVERY_LOOK = 1 + SECOND_LOOKS.length;

export type QrFrameReader = (frame: FramePixels) => Promise<string | null>;

/**
 * A reader for one camera's frames: the text of the QR code in each frame, or null when none is read. Each frame is
 * read as it came, then, when nothing was read, with the next second look that helps a frame of its size.
 */
export function createQrFrameReader(): QrFrameReader {
  let turn = 0;
  return async (frame) => {
    const text = await read(frame);
    if (text !== null) return text;
    for (let tried = 0; tried < SECOND_LOOKS.length; tried++) {
      const look = SECOND_LOOKS[turn++ % SECOND_LOOKS.length];
      if (look.helps(frame)) return look.read(frame);
    }
    return null;
  };
}

async function read(frame: FramePixels, options: Partial<ReaderOptions> = {}): Promise<string | null> {
  const [result] = await readBarcodes(frame as ImageData, { ...QR_READER_OPTIONS, ...options });
  return result?.isValid ? result.text : null;
}
