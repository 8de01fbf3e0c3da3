import type { FramePixels } from './decode-qr';

/** Reads one camera frame: the QR code's text, or null. */
export type FrameDecoder = (frame: ImageBitmap) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(image: ImageBitmap): Promise<{ rawValue: string }[]>;
}
export interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export interface FrameDecoderChoice {
  /** The platform's BarcodeDetector, if it has one (Android Chrome, macOS; not Linux Chromium). */
  BarcodeDetector?: BarcodeDetectorConstructor;
  /** Loads ZXing and gives a reader of a frame's pixels (the worker draws each frame to get them). */
  loadZxing(): Promise<(frame: ImageBitmap) => Promise<string | null>>;
}

/**
 * The browser's BarcodeDetector where it reads QR codes (the platform's own decoder, fast and free to load), else
 * ZXing-C++ in WebAssembly. A detector that cannot list its formats, or lists no QR, is passed over.
 */
export async function chooseFrameDecoder({ BarcodeDetector, loadZxing }: FrameDecoderChoice): Promise<FrameDecoder> {
  const formats = BarcodeDetector ? await BarcodeDetector.getSupportedFormats().catch(() => [] as string[]) : [];
  if (BarcodeDetector && formats.includes('qr_code')) {
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  }
  return loadZxing();
}

/** Draws each frame on a canvas kept between frames and hands its pixels to `read`. */
export function pixelsOfFrames(read: (pixels: FramePixels) => Promise<string | null>): FrameDecoder {
  let canvas: OffscreenCanvas | null = null;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  return (frame) => {
    if (!canvas || canvas.width !== frame.width || canvas.height !== frame.height) {
      canvas = new OffscreenCanvas(frame.width, frame.height);
      context = canvas.getContext('2d', { willReadFrequently: true });
    }
    context!.drawImage(frame, 0, 0);
    return read(context!.getImageData(0, 0, frame.width, frame.height));
  };
}
