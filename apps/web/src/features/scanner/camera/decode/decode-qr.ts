import { prepareZXingModule, readBarcodes, type ReaderOptions, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import { sharpenedMiddle } from './sharpen';

/** A camera frame's pixels, RGBA, as a canvas's ImageData holds them. */
export interface FramePixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * ZXing-C++ over the whole frame at the camera's own resolution. It looks for the code at full size and, on frames
 * of 500 lines or more, a third the size too (a code held close fills the frame with modules of dozens of pixels);
 * it tries the picture inverted and the symbol mirrored, and turned.
 */
export const QR_READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

/**
 * Where the decoder's WebAssembly comes from. Left alone, zxing-wasm fetches it from a CDN: the scanner must work
 * offline on its own server's files, so the browser passes `locateFile` (the built asset's URL) and Node `wasmBinary`.
 */
export function prepareQrDecoder(overrides: ZXingModuleOverrides): Promise<unknown> {
  return prepareZXingModule({ overrides, fireImmediately: true });
}

/**
 * The second look, at a frame that read nothing as it came, is at its middle, this share of its width and height
 * (where the desk's guide box is; a code filling it whole was read by the first look), sharpened.
 */
const SECOND_LOOK_SHARE = 2 / 3;

/**
 * The text of the QR code in the frame, or null when none is read: the whole frame as the camera gave it, then, when
 * nothing was read, its middle sharpened (sharpen.ts).
 */
export async function decodeQr(frame: FramePixels): Promise<string | null> {
  return (await read(frame)) ?? (await read(sharpenedMiddle(frame, SECOND_LOOK_SHARE)));
}

async function read(frame: FramePixels): Promise<string | null> {
  const [result] = await readBarcodes(frame as ImageData, QR_READER_OPTIONS);
  return result?.isValid ? result.text : null;
}
