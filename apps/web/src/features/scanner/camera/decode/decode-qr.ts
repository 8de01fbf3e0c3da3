import { prepareZXingModule, readBarcodes, type ReaderOptions, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import { sharpened } from './sharpen';

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
 * The text of the QR code in the frame, or null when none is read: the frame as the camera gave it, then, when
 * nothing was read, sharpened (sharpen.ts).
 */
export async function decodeQr(frame: FramePixels): Promise<string | null> {
  return (await read(frame)) ?? (await read(sharpened(frame)));
}

async function read(frame: FramePixels): Promise<string | null> {
  const [result] = await readBarcodes(frame as ImageData, QR_READER_OPTIONS);
  return result?.isValid ? result.text : null;
}
