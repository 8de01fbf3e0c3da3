/// <reference lib="webworker" />
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createQrFrameReader, prepareQrDecoder } from './decode-qr';
import type { DecodeReply, DecodeRequest } from './decode-messages';

// The scanner's decoder, off the page's thread: each message is one camera frame (an ImageBitmap, handed over), each
// reply the text read in it or null. The browser's BarcodeDetector where it reads QR codes (Android Chrome, macOS),
// else ZXing-C++ compiled to WebAssembly, loaded from our own server (the built asset) so the desk works offline.

declare const self: DedicatedWorkerGlobalScope;

interface Detector {
  detect(image: ImageBitmap): Promise<{ rawValue: string }[]>;
}
interface DetectorConstructor {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

let decoder: Promise<(frame: ImageBitmap) => Promise<string | null>> | null = null;

async function chooseDecoder(): Promise<(frame: ImageBitmap) => Promise<string | null>> {
  const BarcodeDetector = (self as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (
    BarcodeDetector &&
    (await BarcodeDetector.getSupportedFormats().catch(() => [] as string[])).includes('qr_code')
  ) {
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  }
  await prepareQrDecoder({ locateFile: () => wasmUrl });
  let canvas: OffscreenCanvas | null = null;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  const readFrame = createQrFrameReader();
  return (frame) => {
    if (!canvas || canvas.width !== frame.width || canvas.height !== frame.height) {
      canvas = new OffscreenCanvas(frame.width, frame.height);
      context = canvas.getContext('2d', { willReadFrequently: true });
    }
    context!.drawImage(frame, 0, 0);
    return readFrame(context!.getImageData(0, 0, frame.width, frame.height));
  };
}

self.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  const { frame } = event.data;
  let reply: DecodeReply;
  try {
    decoder ??= chooseDecoder();
    reply = { text: await (await decoder)(frame) };
  } catch (error) {
    // The decoder could not load (a file not reached) or failed on this frame: the next frame tries afresh.
    decoder = null;
    reply = { text: null, error: String(error) };
  } finally {
    frame.close();
  }
  self.postMessage(reply);
};
