import fs from 'node:fs';
import { createRequire } from 'node:module';
import { prepareQrDecoder } from '../decode/decode-qr';

/** Prepares the scanner's decoder in Node with the WebAssembly file from node_modules (no network). */
export function prepareQrDecoderInNode(): Promise<unknown> {
  const wasmFile = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasmBinary = fs.readFileSync(wasmFile);
  return prepareQrDecoder({
    wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength),
  });
}
