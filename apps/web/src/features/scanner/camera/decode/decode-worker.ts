/// <reference lib="webworker" />
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createQrFrameReader, prepareQrDecoder } from './decode-qr';
import type { DecodeReply, DecodeRequest } from './decode-messages';
import {
  chooseFrameDecoder,
  pixelsOfFrames,
  type BarcodeDetectorConstructor,
  type FrameDecoder,
} from './frame-decoder';

// The scanner's decoder, off the page's thread: each message is one camera frame (an ImageBitmap, handed over), each
// reply the text read in it or null. The browser's BarcodeDetector where it reads QR codes (Android Chrome, macOS),
// else ZXing-C++ compiled to WebAssembly, loaded from our own server (the built asset) so the desk works offline.

declare const self: DedicatedWorkerGlobalScope;

let decoder: Promise<FrameDecoder> | null = null;

const chooseDecoder = () =>
  chooseFrameDecoder({
    BarcodeDetector: (self as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector,
    loadZxing: async () => {
      await prepareQrDecoder({ locateFile: () => wasmUrl });
      return pixelsOfFrames(createQrFrameReader());
    },
  });

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
